import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { transformSync } from 'esbuild';
import { lookup } from 'mime-types';
import type * as EntryServerModule from '../src/entry-server';
import type { SplitPage } from './siteStyles.ts';

export type EntryServer = typeof EntryServerModule;
type RenderedPage = Awaited<ReturnType<EntryServer['render']>>;

/**
 * One page as a complete HTML document: the rendered page put into the page template (index.html as
 * the build or the dev server transformed it). The prerender and the dev server both assemble pages
 * here, so what `npm run dev` serves is what the build writes, but for the CSS: the build moves most of
 * it into the site's stylesheet (`split`, scripts/siteStyles.ts), the dev server inlines it all.
 */
export async function renderDocument(server: EntryServer, template: string, url: string): Promise<string> {
  return assembleDocument(server, template, await server.render(url));
}

export function assembleDocument(
  server: EntryServer,
  template: string,
  page: RenderedPage,
  split?: SplitPage,
): string {
  const { head, locale } = page;
  const styles = split ? `${split.headLink}${split.styles}` : page.styles;
  const html = split ? split.html : page.html;
  const fontPreload = server
    .preloadedFontUrls(locale)
    .map((url) => `<link rel="preload" href="${url}" as="font" type="font/woff2" crossorigin>`)
    .join('');
  // Split pages inline the faces their first screen draws with and declare the rest later.
  const fontFaces = split ? split.fontFaces : server.fontFacesStyleTag();
  if (!template.includes('<html lang="en">')) throw new Error('The page template has no <html lang="en">');
  return template
    .replace('<html lang="en">', () => `<html lang="${locale}">`)
    .replace('<!--app-head-->', () => `${head}${fontPreload}${fontFaces}${styles}`)
    .replace('<!--app-color-scheme-->', () => minifiedScript(server.colorSchemeScript()))
    .replace('<!--app-html-->', () => inlineImages(html));
}

const publicDir = resolve(import.meta.dirname, '..', 'public');
/** Above this a picture costs the document more than its own request would (base64 adds a third). */
const inlineLimitBytes = 4_000;
const dataUrls = new Map<string, string>();

/**
 * Puts the bytes of each picture marked `data-inline-image` (ResponsiveImage's inlineWidth) into the
 * page as a data: URL: a small picture on the first screen then needs no request, which on a phone's
 * connection is a round trip shared with the font and the cover image. Files come from public/, as
 * the build copies them; one over the limit keeps its URL.
 */
export function inlineImages(html: string): string {
  return html.replace(/<img\b[^>]*\sdata-inline-image=""[^>]*>/g, (tag) => {
    const unmarked = tag.replace(' data-inline-image=""', '');
    const src = /\ssrc="(\/media\/[^"]+)"/.exec(unmarked)?.[1];
    if (src === undefined) throw new Error(`An inline picture outside /media: ${tag}`);
    let dataUrl = dataUrls.get(src);
    if (dataUrl === undefined) {
      const bytes = readFileSync(join(publicDir, src));
      // The type the file is served with (scripts/serve/staticFiles.ts asks the same table).
      const type = lookup(src);
      if (type === false || !type.startsWith('image/'))
        throw new Error(`An inline picture of unknown type: ${src}`);
      dataUrl = bytes.length <= inlineLimitBytes ? `data:${type};base64,${bytes.toString('base64')}` : src;
      dataUrls.set(src, dataUrl);
    }
    return unmarked.replace(` src="${src}"`, () => ` src="${dataUrl}"`);
  });
}

const minified = new Map<string, string>();

/**
 * An inline script tag with its code minified: MUI renders its colour scheme script indented and
 * commented, and every byte of it is in each page's first round trip.
 */
function minifiedScript(tag: string): string {
  const cached = minified.get(tag);
  if (cached !== undefined) return cached;
  const result = tag.replace(
    /^(<script[^>]*>)([\s\S]*)(<\/script>)$/,
    (_, open: string, code: string, close: string) =>
      `${open}${transformSync(code, { loader: 'js', minify: true }).code.trim()}${close}`,
  );
  minified.set(tag, result);
  return result;
}
