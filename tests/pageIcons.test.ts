import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { ResolvedConfig } from 'vite';
import { describe, expect, it } from 'vitest';
import { pageIcons } from '../scripts/vite/pageIcons';

const root = join(import.meta.dirname, '..');
const template = readFileSync(join(root, 'index.html'), 'utf8');

function transform(html: string, command: 'build' | 'serve' = 'build'): string {
  const plugin = pageIcons();
  (plugin.configResolved as (config: ResolvedConfig) => void)({
    publicDir: join(root, 'public'),
    command,
  } as ResolvedConfig);
  return (plugin.transformIndexHtml as (html: string) => string)(html);
}

describe('the page template’s icon and manifest', () => {
  it('draws the favicon from a data URL and leaves the manifest to the page’s script', () => {
    const page = transform(template);
    expect(page).not.toContain('href="/favicon.svg"');
    const [, dataUrl = ''] =
      /<link rel="icon" href="(data:image\/svg\+xml,%3Csvg[^"]+)" type="image\/svg\+xml" \/>/.exec(page) ??
      [];
    // Nothing that would end the attribute, the URL (#) or the line; what the browser reads back is the
    // file itself, but for its quotes.
    expect(dataUrl).not.toMatch(/[#<>"\r\n]/);
    expect(decodeURIComponent(dataUrl.slice('data:image/svg+xml,'.length))).toBe(
      readFileSync(join(root, 'public/favicon.svg'), 'utf8').trim().replace(/"/g, "'"),
    );
    // The built page's inline script links it once painted (src/lib/webManifest.ts); the template
    // carries neither the link nor a script of its own for it.
    expect(page).not.toContain('manifest');
    // `npm run dev` pages have no such script: they keep the link.
    expect(transform(template, 'serve')).toContain('<link rel="manifest" href="/manifest.webmanifest" />');
  });

  it('leaves other pages (the test runners’) alone, and stops on a template without the links', () => {
    expect(transform('<html><body>runner</body></html>')).toBe('<html><body>runner</body></html>');
    expect(() => transform('<html><!--app-html--></html>')).toThrow(/index.html must hold/);
  });
});
