/**
 * Each blog article's own social preview card, per language (npm run media:og; also part of
 * npm run media). Writes public/media/og/blog/<locale>/<id>.png and src/content/og-manifest.ts,
 * which records for every card a hash of what it shows (tests/media/articleOg.test.ts fails when the
 * content has moved on) and a hash of the file (the URL's version, so a changed card is refetched).
 *
 * Text goes through librsvg, Pango and HarfBuzz with the site's own fonts (lib/fonts.ts), which
 * shapes Devanagari properly: tests/media/devanagariShaping.test.ts holds that to a reviewed sample.
 * Needs sharp only: no ffmpeg, no network.
 */
import { createHash } from 'node:crypto';
import { rm } from 'node:fs/promises';
import { join, relative, resolve } from 'node:path';
import sharp from 'sharp';
import type * as BlogModule from '../../src/content/blog/posts.ts';
import type { BlogPostId } from '../../src/content/types.ts';
import type * as FormatModule from '../../src/components/article/formatDate.ts';
import type { Locale } from '../../src/lib/i18n/locale.ts';
import { ogCanvas } from './art/og.ts';
import { articleOgSvg, titleBox, titleMarkup, titleStyles, type TitleLayout } from './art/articleOg.ts';
import { writeFileEnsuringDir, type WrittenFile } from './lib/encode.ts';
import { installMediaFonts } from './lib/fonts.ts';
import { loadContentModules } from './lib/loadContent.ts';
import { svgDocument } from './lib/svg.ts';
import { wrapBalanced } from './lib/textLayout.ts';
import { writeOgManifest, type OgManifestEntry } from './lib/og-manifest-writer.ts';

/** Bump when the card's drawing changes, so the staleness test asks for a rerun. */
export const ogLayoutVersion = 1;

export const articleOgDir = 'media/og/blog';

/** Everything a card shows, in its language. */
export interface ArticleOgSource {
  locale: Locale;
  id: BlogPostId;
  title: string;
  byline: string;
  section: string;
}

type BlogContent = Pick<typeof BlogModule, 'blogPosts' | 'authorDisplayNames' | 'blogIndexHero'>;

/** What the cards are made from: each language's blog index and the read-time wording. */
export interface OgContent {
  blogs: Readonly<Record<Locale, BlogContent>>;
  formatReadTime: (typeof FormatModule)['formatReadTime'];
}

/** The content modules, loaded as the site loads them (the generator runs outside Vite). */
export async function loadOgContent(root: string): Promise<OgContent> {
  const [en, ne, format] = await loadContentModules<[BlogContent, BlogContent, typeof FormatModule]>(root, [
    '/src/content/blog/posts.ts',
    '/src/content/ne/blog/posts.ts',
    '/src/components/article/formatDate.ts',
  ]);
  return { blogs: { en, ne }, formatReadTime: format.formatReadTime };
}

/** The cards the content asks for: every post in every language, from the posts' summaries. */
export function articleOgSources({ blogs, formatReadTime }: OgContent): ArticleOgSource[] {
  return (Object.keys(blogs) as Locale[]).flatMap((locale) => {
    const blog = blogs[locale];
    return blog.blogPosts.map((post) => ({
      locale,
      id: post.id,
      title: post.title,
      byline: `${blog.authorDisplayNames[post.author]} · ${formatReadTime(post.readTime, locale)}`,
      section: blog.blogIndexHero.title,
    }));
  });
}

/** A short hash of what a card shows and how it is drawn. */
export function sourceHash(source: ArticleOgSource): string {
  const { locale, id, title, byline, section } = source;
  const text = JSON.stringify([ogLayoutVersion, locale, id, title, byline, section]);
  return createHash('sha256').update(text).digest('hex').slice(0, 16);
}

export const articleOgPath = (locale: Locale, id: BlogPostId): string =>
  `/${articleOgDir}/${locale}/${id}.png`;

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

export async function renderArticleOg(source: ArticleOgSource): Promise<Buffer> {
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
): Promise<{ data: Buffer; width: number; height: number }> {
  const layout = await layoutTitle(text, locale);
  const width = titleBox.width + 40;
  const height = Math.ceil(layout.lines.length * titleStyles[locale].lineHeightEm * layout.fontSize + 40);
  let markup = titleMarkup(layout, locale, 20, 20, '#000000');
  if (fontFamily) markup = markup.replace(/font-family="[^"]*"/, `font-family="${fontFamily}"`);
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

/** Renders every card and writes the manifest. Fonts must be installed (installMediaFonts) first. */
export async function writeArticleOgImages(root: string, content: OgContent): Promise<WrittenFile[]> {
  const publicDir = join(root, 'public');
  await rm(join(publicDir, articleOgDir), { recursive: true, force: true });
  const files: WrittenFile[] = [];
  const entries: OgManifestEntry[] = [];
  for (const source of articleOgSources(content)) {
    const png = await renderArticleOg(source);
    const url = articleOgPath(source.locale, source.id);
    const path = join(publicDir, url);
    await writeFileEnsuringDir(path, png);
    files.push({ path, bytes: png.length });
    const sha256 = createHash('sha256').update(png).digest('hex').slice(0, 16);
    entries.push({
      locale: source.locale,
      id: source.id,
      image: {
        // Versioned: Facebook and others cache a card by its URL, so a changed card gets a new one.
        url: `${url}?v=${sha256.slice(0, 10)}`,
        width: ogCanvas.width,
        height: ogCanvas.height,
        alt: source.title,
        source: sourceHash(source),
        sha256,
        bytes: png.length,
      },
    });
  }
  await writeOgManifest(join(root, 'src/content/og-manifest.ts'), entries);
  return files;
}

async function main(): Promise<void> {
  const root = resolve(import.meta.dirname, '../..');
  const started = Date.now();
  await installMediaFonts(root);
  const files = await writeArticleOgImages(root, await loadOgContent(root));
  for (const file of files) console.log(`${String(file.bytes).padStart(9)}  ${relative(root, file.path)}`);
  console.log(`${files.length} article cards in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  main().catch((error: unknown) => {
    console.error(error);
    process.exitCode = 1;
  });
}
