/**
 * Article pictures (heroes and images in the text) are ordinary files under content/blog/images/.
 * The build turns each into the sizes and formats the site serves (AVIF, WebP, JPEG at up to four
 * widths, as the manifest's generated pictures), plus the blur-up placeholder and dominant colour.
 * Renders are cached by the file's hash under node_modules/.cache, so a rebuild redoes only what changed.
 */
import { createHash } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { basename, extname, join } from 'node:path';
import sharp, { type Sharp } from 'sharp';
import type { MediaAsset, MediaFormat } from '../../src/content/media-manifest.ts';

export const articleImageWidths = [480, 800, 1200, 1600] as const;
const formats: readonly MediaFormat[] = ['avif', 'webp', 'jpg'];
/** Bump when the encoding below changes, so cached renders are redone. */
const renderVersion = 3;

/** The manifest-style name of a picture: `blog/<file name without extension>`. */
export const articleImageName = (path: string): string => `blog/${basename(path, extname(path))}`;

/** `content/blog/images/x.jpg` or `/content/blog/images/x.jpg` → the file on disk. */
export const articleImageFile = (root: string, path: string): string => join(root, path.replace(/^\//, ''));

const cacheDir = (root: string) => join(root, 'node_modules/.cache/blog-images');
const hashOf = (data: Buffer) =>
  createHash('sha256').update(String(renderVersion)).update(data).digest('hex').slice(0, 20);

const hex = (value: number) => value.toString(16).padStart(2, '0');

async function readCached<T>(
  file: string,
  make: () => Promise<T>,
  encode: (value: T) => Buffer | string,
  decode: (data: Buffer) => T,
): Promise<T> {
  const cached = await readFile(file).catch(() => undefined);
  if (cached) return decode(cached);
  const value = await make();
  await mkdir(join(file, '..'), { recursive: true });
  await writeFile(file, encode(value));
  return value;
}

/** What the page needs to draw the picture before it loads: sizes, widths, placeholder, colour. */
export async function articleImageAsset(root: string, path: string): Promise<MediaAsset> {
  const data = await readFile(articleImageFile(root, path));
  const file = join(cacheDir(root), `${hashOf(data)}.json`);
  return readCached<MediaAsset>(
    file,
    async () => {
      const { width = 0, height = 0 } = await sharp(data).metadata();
      const widths = articleImageWidths.filter((candidate) => candidate <= width);
      const served = widths.length > 0 ? [...widths] : [width];
      const largest = Math.max(...served);
      const tiny = await sharp(data).resize({ width: 20 }).webp({ quality: 40 }).toBuffer();
      const { dominant } = await sharp(data).stats();
      return {
        width: largest,
        height: Math.round((height * largest) / width),
        widths: served,
        formats: [...formats],
        placeholder: `data:image/webp;base64,${tiny.toString('base64')}`,
        dominant: `#${hex(dominant.r)}${hex(dominant.g)}${hex(dominant.b)}`,
      };
    },
    (value) => JSON.stringify(value),
    (cached) => JSON.parse(cached.toString('utf8')) as MediaAsset,
  );
}

/**
 * Article pictures are photographs, and their JPEG sources keep colour at half resolution (4:2:0), so
 * AVIF does too: full-resolution colour (the artwork encoder's 4:4:4, right for flat colours and sharp
 * edges) spent bits on detail the source never had. Effort 2: AVIF is most of a fresh clone's first
 * build, and the five pictures at four widths encode in 5.4 CPU-s at effort 2 against 11.1 at effort 3,
 * for 2 % more bytes (480 px, the phone's picture: 27.2 kB against 26.7, summed over the five).
 */
function encode(image: Sharp, format: MediaFormat): Promise<Buffer> {
  if (format === 'avif') return image.avif({ quality: 60, effort: 2, chromaSubsampling: '4:2:0' }).toBuffer();
  if (format === 'webp') return image.webp({ quality: 80, effort: 5, smartSubsample: true }).toBuffer();
  return image.jpeg({ quality: 80, mozjpeg: true, progressive: true }).toBuffer();
}

/** One served file: its path under the site root (`media/blog/x-800.webp`) and its bytes. */
export interface Rendition {
  fileName: string;
  data: Buffer;
}

async function renderedFrom(
  root: string,
  path: string,
  data: Buffer,
  width: number,
  format: MediaFormat,
): Promise<Rendition> {
  const rendered = await readCached(
    join(cacheDir(root), hashOf(data), `${width}.${format}`),
    async () =>
      encode(sharp(await sharp(data).resize({ width, kernel: 'lanczos3' }).png().toBuffer()), format),
    (value) => value,
    (cached) => cached,
  );
  return { fileName: `media/${articleImageName(path)}-${width}.${format}`, data: rendered };
}

/** One size and format of a picture, rendered (or taken from the cache). */
export async function articleImageRendition(
  root: string,
  path: string,
  width: number,
  format: MediaFormat,
): Promise<Rendition> {
  return renderedFrom(root, path, await readFile(articleImageFile(root, path)), width, format);
}

/** Every size and format of one picture, rendered (or taken from the cache). */
export async function articleImageRenditions(root: string, path: string): Promise<Rendition[]> {
  const data = await readFile(articleImageFile(root, path));
  const asset = await articleImageAsset(root, path);
  const renditions: Rendition[] = [];
  for (const width of asset.widths)
    for (const format of formats) renditions.push(await renderedFrom(root, path, data, width, format));
  return renditions;
}
