/**
 * Each blog article's own social preview card, per language: the title drawn with the site's fonts
 * over the card's artwork. The prerender (scripts/prerender.ts) draws every card the articles ask for
 * (src/components/article/previewCards.ts says which, and what each shows) into dist/media/og/blog/,
 * caching each under node_modules/.cache by what it shows.
 *
 * Text goes through librsvg, Pango and HarfBuzz with the site's own fonts (lib/fonts.ts), which
 * shapes Devanagari properly: tests/media/devanagariShaping.test.ts holds that to a reviewed sample.
 * Needs sharp only: no ffmpeg, no network.
 */
import { createHash } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import sharp from 'sharp';
import type { PreviewCardSource } from '../../src/components/article/previewCards.ts';
import type { Locale } from '../../src/lib/i18n/locale.ts';
import { articleOgSvg, titleBox, titleMarkup, titleStyles, type TitleLayout } from './art/articleOg.ts';
import { svgDocument } from './lib/svg.ts';
import { wrapBalanced } from './lib/textLayout.ts';

/** The largest size at which the title fits the box in at most three lines, evenly broken. */
export async function layoutTitle(title: string, locale: Locale): Promise<TitleLayout> {
  const style = titleStyles[locale];
  const cache = new Map<string, number>();
  for (const fontSize of style.sizes) {
    const lineBox = style.lineHeightEm * fontSize;
    const maxLines = Math.min(titleBox.maxLines, Math.floor(titleBox.height / lineBox + 0.2));
    const wrapped = await wrapBalanced(title, style, titleBox.width / fontSize, maxLines, cache);
    if (wrapped) return { lines: wrapped.lines, fontSize };
  }
  throw new Error(`"${title}" does not fit a preview card in ${titleBox.maxLines} lines: shorten it`);
}

/** A palette PNG keeps text edges crisp at a third of the size of a full-colour one. */
const encodePng = (svg: string): Promise<Buffer> =>
  sharp(Buffer.from(svg)).png({ compressionLevel: 9, palette: true, quality: 90, effort: 10 }).toBuffer();

export async function renderArticleOg(source: PreviewCardSource): Promise<Buffer> {
  const title = await layoutTitle(source.title, source.locale);
  return encodePng(
    articleOgSvg({ locale: source.locale, title, byline: source.byline, section: source.section }),
  );
}

/**
 * A title alone, laid out and drawn exactly as on the cards, dark on white and in grey levels: the
 * shaping test compares it with a reviewed sample. `fontFamily` swaps the font (to show what a
 * font without shaping tables would draw).
 */
export async function renderTitleSample(
  text: string,
  locale: Locale,
  fontFamily?: string,
  language?: string,
): Promise<{ data: Buffer; width: number; height: number }> {
  const layout = await layoutTitle(text, locale);
  const width = titleBox.width + 40;
  const height = Math.ceil(layout.lines.length * titleStyles[locale].lineHeightEm * layout.fontSize + 40);
  let markup = titleMarkup(layout, locale, 20, 20, '#000000');
  if (fontFamily) markup = markup.replace(/font-family="[^"]*"/, `font-family="${fontFamily}"`);
  if (language) markup = markup.replace(/xml:lang="[^"]*"/, `xml:lang="${language}"`);
  const svg = svgDocument(
    width,
    height,
    '',
    `<rect width="${width}" height="${height}" fill="#FFFFFF"/>${markup}`,
  );
  const { data, info } = await sharp(Buffer.from(svg))
    .greyscale()
    .raw()
    .toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height };
}

/**
 * A card, drawn or taken from the cache (keyed by what it shows and this file's drawing). Fonts must
 * be installed (installMediaFonts) first.
 */
export async function renderArticleOgCached(root: string, source: PreviewCardSource): Promise<Buffer> {
  const key = createHash('sha256')
    .update(JSON.stringify(source))
    .update(await readFile(new URL('./art/articleOg.ts', import.meta.url)))
    .digest('hex')
    .slice(0, 20);
  const file = join(root, 'node_modules/.cache/article-og', `${key}.png`);
  const cached = await readFile(file).catch(() => undefined);
  if (cached) return cached;
  const png = await renderArticleOg(source);
  await mkdir(join(file, '..'), { recursive: true });
  await writeFile(file, png);
  return png;
}
