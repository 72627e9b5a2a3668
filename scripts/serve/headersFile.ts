/**
 * Netlify / Cloudflare Pages `_headers` files: a URL pattern on an unindented line, then indented
 * `Name: value` lines that apply to every request path the pattern matches. `*` matches anything
 * (including `/`), `:name` one path segment; `# …` lines are comments; Cloudflare's `! Name` removes
 * a header an earlier rule set. When several rules set one header, the values are joined with `, `,
 * as both hosts do.
 */
export interface HeaderRule {
  pattern: string;
  matcher: RegExp;
  headers: Array<[name: string, value: string]>;
  detach: string[];
}

function escapeRegExp(text: string): string {
  return text.replace(/[.+?^${}()|[\]\\]/g, '\\$&');
}

export function patternToRegExp(pattern: string): RegExp {
  const source = pattern
    .split(/(\*|:[A-Za-z_]\w*)/)
    .map((part) => {
      if (part === '*') return '.*';
      if (/^:[A-Za-z_]\w*$/.test(part)) return '[^/]+';
      return escapeRegExp(part);
    })
    .join('');
  return new RegExp(`^${source}$`);
}

export function parseHeadersFile(text: string): HeaderRule[] {
  const rules: HeaderRule[] = [];
  let current: HeaderRule | undefined;
  for (const [index, rawLine] of text.split(/\r?\n/).entries()) {
    const line = rawLine.trim();
    if (line === '' || line.startsWith('#')) continue;
    const indented = /^\s/.test(rawLine);
    if (!indented) {
      // Absolute-URL rules (https://host/path) are host-specific; a local server has no such host.
      const pattern = line;
      current = { pattern, matcher: patternToRegExp(pattern), headers: [], detach: [] };
      if (!/^https?:\/\//.test(pattern)) rules.push(current);
      continue;
    }
    if (!current) throw new Error(`_headers line ${index + 1}: a header before any path pattern`);
    if (line.startsWith('!')) {
      current.detach.push(line.slice(1).trim().toLowerCase());
      continue;
    }
    const colon = line.indexOf(':');
    if (colon <= 0) throw new Error(`_headers line ${index + 1}: expected "Name: value", got "${line}"`);
    current.headers.push([line.slice(0, colon).trim(), line.slice(colon + 1).trim()]);
  }
  return rules;
}

/** The headers for one request path, keyed by the name as first written. */
export function headersForPath(rules: readonly HeaderRule[], pathname: string): Map<string, string> {
  const byLowerName = new Map<string, { name: string; value: string }>();
  for (const rule of rules) {
    if (!rule.matcher.test(pathname)) continue;
    for (const name of rule.detach) byLowerName.delete(name);
    for (const [name, value] of rule.headers) {
      const key = name.toLowerCase();
      const existing = byLowerName.get(key);
      byLowerName.set(
        key,
        existing ? { name: existing.name, value: `${existing.value}, ${value}` } : { name, value },
      );
    }
  }
  return new Map([...byLowerName.values()].map(({ name, value }) => [name, value]));
}
