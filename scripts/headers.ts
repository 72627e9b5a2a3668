/**
 * Turns the public/_headers template into the build's final `_headers` (Netlify / Cloudflare Pages):
 * the SCRIPT_HASHES placeholder becomes the CSP hash of every inline script in the built HTML
 * (computed from the output, so the policy never drifts from the pages), and SUPABASE_ORIGIN the
 * https and wss origins of VITE_SUPABASE_URL (nothing when unset: the backend is then same-origin).
 */
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { loadEnv } from 'vite';

const SCRIPT_TAG = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;
/** Script types the browser executes or processes under script-src (import maps included). */
const EXECUTABLE_TYPES = /^(|module|importmap|speculationrules|(text|application)\/(x-)?(java|ecma)script)$/i;

function attribute(attributes: string, name: string): string | undefined {
  const match = new RegExp(
    `(?:^|\\s)${name}(?![\\w-])(?:\\s*=\\s*(?:"([^"]*)"|'([^']*)'|([^\\s>]+)))?`,
    'i',
  ).exec(attributes);
  if (!match) return undefined;
  return match[1] ?? match[2] ?? match[3] ?? '';
}

/** CSP source expressions ('sha256-…') for the inline executable scripts in one HTML document. */
export function inlineScriptHashes(html: string): string[] {
  const hashes: string[] = [];
  for (const [, attributes = '', body = ''] of html.matchAll(SCRIPT_TAG)) {
    if (attribute(attributes, 'src') !== undefined) continue;
    const type = (attribute(attributes, 'type') ?? '').trim();
    if (!EXECUTABLE_TYPES.test(type)) continue;
    // The browser hashes the element's text exactly as written (script content is not entity-decoded).
    hashes.push(`'sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}'`);
  }
  return hashes;
}

/** `https://x.supabase.co wss://x.supabase.co` for a configured URL, '' when unset. */
export function supabaseOrigins(supabaseUrl: string | undefined): string {
  if (!supabaseUrl?.trim()) return '';
  const url = new URL(supabaseUrl.trim());
  return `https://${url.host} wss://${url.host}`;
}

/**
 * The analytics endpoint's origin when it is another site (VITE_ANALYTICS_ENDPOINT is an absolute
 * URL), so connect-src names exactly it; '' when unset or a path on this site (the proxied setup).
 */
export function analyticsOrigin(endpoint: string | undefined): string {
  const value = endpoint?.trim() ?? '';
  if (!/^https?:\/\//i.test(value)) return '';
  return new URL(value).origin;
}

export function renderHeadersTemplate(
  template: string,
  values: { scriptHashes: readonly string[]; supabaseOrigin: string },
): string {
  const filled = template
    .replaceAll('{{SCRIPT_HASHES}}', values.scriptHashes.join(' '))
    .replaceAll('{{SUPABASE_ORIGIN}}', values.supabaseOrigin)
    .split('\n')
    .map((line) =>
      line
        .replace(/(\S) {2,}(?=\S)/g, '$1 ')
        .replace(/ +;/g, ';')
        .trimEnd(),
    )
    .join('\n');
  return `# Generated from public/_headers by scripts/headers.ts during the build: edit that file.\n${filled}`;
}

async function htmlFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries
    .filter((entry) => entry.isFile() && entry.name.endsWith('.html'))
    .map((entry) => join(entry.parentPath, entry.name))
    .sort();
}

export interface WriteHeadersOptions {
  /** The project root: holds public/_headers and the .env files Vite reads. */
  root: string;
  distDir: string;
  mode?: string;
}

/** Writes `<distDir>/_headers`; returns what it put in, or undefined when there is no template. */
export async function writeHeadersFile(
  options: WriteHeadersOptions,
): Promise<{ scriptHashes: string[]; supabaseOrigin: string } | undefined> {
  const templatePath = join(options.root, 'public', '_headers');
  if (!existsSync(templatePath)) return undefined;
  const template = await readFile(templatePath, 'utf8');
  const hashes = new Set<string>();
  for (const file of await htmlFiles(options.distDir))
    for (const hash of inlineScriptHashes(await readFile(file, 'utf8'))) hashes.add(hash);
  const scriptHashes = [...hashes].sort();
  // The same variables the client bundle was built with (.env files, then the process environment).
  const env = loadEnv(options.mode ?? 'production', options.root, 'VITE_');
  // connect-src: the hosted backend and, when analytics post to another site, exactly its origin.
  const supabaseOrigin = [
    supabaseOrigins(env.VITE_SUPABASE_URL),
    analyticsOrigin(env.VITE_ANALYTICS_ENDPOINT),
  ]
    .filter((origin) => origin !== '')
    .join(' ');
  await writeFile(
    join(options.distDir, '_headers'),
    renderHeadersTemplate(template, { scriptHashes, supabaseOrigin }),
  );
  return { scriptHashes, supabaseOrigin };
}
