import { readFileSync } from 'node:fs';
import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { colorSchemeScript } from '../src/components/theme/colorSchemeScript';
import { assembleDocument, inlineImages, type EntryServer } from '../scripts/pageDocument';

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

describe('inlineImages', () => {
  const avatar = '/media/avatars/sujata-karki-128.webp';
  const marked = (src: string) =>
    `<img class="a" src="${src}" data-inline-image="" width="192" alt="Sujata"/>`;

  it("puts a marked picture's bytes into the page and drops the mark", () => {
    const html = inlineImages(`<p>${marked(avatar)}</p><img src="${avatar}" alt=""/>`);
    const bytes = readFileSync(new URL(`../public${avatar}`, import.meta.url));
    expect(html).toBe(
      `<p><img class="a" src="data:image/webp;base64,${bytes.toString('base64')}" width="192" alt="Sujata"/></p>` +
        `<img src="${avatar}" alt=""/>`,
    );
  });

  it('keeps the URL of a picture too large to inline, and refuses one it cannot find', () => {
    const large = '/media/hero/home-1280.avif';
    expect(inlineImages(marked(large))).toBe(marked(large).replace(' data-inline-image=""', ''));
    expect(() => inlineImages(marked('/media/avatars/nobody-128.webp'))).toThrow(/nobody-128/);
  });
});
