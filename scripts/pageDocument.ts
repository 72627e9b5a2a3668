import type * as EntryServerModule from '../src/entry-server';

export type EntryServer = typeof EntryServerModule;

/**
 * One page as a complete HTML document: the rendered page put into the page template (index.html as
 * the build or the dev server transformed it). The prerender and the dev server both assemble pages
 * here, so what `npm run dev` serves is what the build writes.
 */
export async function renderDocument(server: EntryServer, template: string, url: string): Promise<string> {
  const { head, html, styles, locale } = await server.render(url);
  const fontPreload = server
    .preloadedFontUrls(locale)
    .map((url) => `<link rel="preload" href="${url}" as="font" type="font/woff2" crossorigin>`)
    .join('');
  if (!template.includes('<html lang="en">')) throw new Error('The page template has no <html lang="en">');
  return template
    .replace('<html lang="en">', () => `<html lang="${locale}">`)
    .replace('<!--app-head-->', () => `${head}${fontPreload}${server.fontFacesStyleTag()}${styles}`)
    .replace('<!--app-color-scheme-->', () => server.colorSchemeScript())
    .replace('<!--app-html-->', () => html);
}
