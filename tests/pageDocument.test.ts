import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { colorSchemeScript } from '../src/components/theme/colorSchemeScript';
import { assembleDocument, type EntryServer } from '../scripts/pageDocument';

const template =
  '<!doctype html><html lang="en"><head><!--app-head--><!--app-color-scheme--></head><body><!--app-html--></body></html>';

function documentWith(script: string): string {
  const server = {
    colorSchemeScript: () => script,
    preloadedFontUrls: () => [],
    fontFacesStyleTag: () => '',
  } as unknown as EntryServer;
  const page = { head: '', html: '', styles: '', locale: 'en' } as unknown as Parameters<
    typeof assembleDocument
  >[2];
  return assembleDocument(server, template, page);
}

/** Runs a page's colour scheme script against a stored mode and a system preference. */
function schemeSetBy(
  html: string,
  storage: Record<string, string>,
  prefersDark: boolean,
): string | undefined {
  const code = /<script[^>]*>([\s\S]*?)<\/script>/.exec(html)?.[1] ?? '';
  const attributes: Record<string, string> = {};
  const window = {
    localStorage: { getItem: (key: string) => storage[key] ?? null },
    matchMedia: () => ({ matches: prefersDark }),
    document: {
      documentElement: { setAttribute: (name: string, value: string) => (attributes[name] = value) },
    },
  };
  runInNewContext(code, { ...window, window });
  return attributes['data-color-scheme'];
}

describe('the colour scheme script in every page', () => {
  const script = colorSchemeScript();
  const html = documentWith(script);

  it('is minified, since it is in every first round trip', () => {
    expect(script.length).toBeGreaterThan(500);
    expect(html.length - template.length).toBeLessThan(script.length * 0.7);
    expect(html).not.toMatch(/\/\/ handle system mode|\n {2}/);
  });

  it('still picks the stored mode, or the system preference without one, before the first paint', () => {
    expect(schemeSetBy(html, {}, true)).toBe('dark');
    expect(schemeSetBy(html, {}, false)).toBe('light');
    expect(schemeSetBy(html, { 'rupantaran-color-mode': 'light' }, true)).toBe('light');
    expect(schemeSetBy(html, { 'rupantaran-color-mode': 'dark' }, false)).toBe('dark');
  });
});
