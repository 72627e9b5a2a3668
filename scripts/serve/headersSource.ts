import { stat, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { headersForPath, parseHeadersFile, type HeaderRule } from './headersFile.ts';

/**
 * The served directory's `_headers` file, re-read when it changes (a rebuild while the server runs).
 * A missing file means no extra headers. Ours because `_headers` is a static host's format (Netlify,
 * Cloudflare Pages) that no Node file server reads.
 */
export class HeadersFileSource {
  private readonly path: string;
  private loaded: { mtimeMs: number; rules: HeaderRule[] } | undefined;

  constructor(
    dir: string,
    private readonly log?: (line: string) => void,
  ) {
    this.path = join(dir, '_headers');
  }

  private async rules(): Promise<HeaderRule[]> {
    let mtimeMs: number;
    try {
      mtimeMs = (await stat(this.path)).mtimeMs;
    } catch {
      this.loaded = undefined;
      return [];
    }
    if (this.loaded?.mtimeMs === mtimeMs) return this.loaded.rules;
    const text = await readFile(this.path, 'utf8');
    // An unprocessed template would send a broken CSP: say so instead of failing mysteriously.
    if (/\{\{[A-Z_]+\}\}/.test(text))
      this.log?.(`[serve] ${this.path} still has {{PLACEHOLDERS}}: was it built by scripts/prerender.ts?`);
    const rules = parseHeadersFile(text);
    this.loaded = { mtimeMs, rules };
    return rules;
  }

  async forPath(pathname: string): Promise<Map<string, string>> {
    return headersForPath(await this.rules(), pathname);
  }
}
