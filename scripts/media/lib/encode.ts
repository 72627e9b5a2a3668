/**
 * Raster encoders: one SVG becomes AVIF, WebP and JPEG at each requested width, plus the tiny
 * blur-up placeholder and the dominant colour recorded in the manifest.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import sharp, { type Sharp } from 'sharp';

export type MediaFormat = 'avif' | 'webp' | 'jpg';
export const mediaFormats: readonly MediaFormat[] = ['avif', 'webp', 'jpg'];

export interface MediaEntry {
  width: number;
  height: number;
  widths: number[];
  formats: MediaFormat[];
  placeholder: string;
  dominant: string;
}

export interface WrittenFile {
  path: string;
  bytes: number;
}

/** The artwork source: SVG markup at a given rasterisation scale. */
export type Artwork = (scale: number) => string;

export async function writeFileEnsuringDir(path: string, data: Buffer | string): Promise<void> {
  await mkdir(dirname(path), { recursive: true });
  await writeFile(path, data);
}

export async function rasterise(art: Artwork, canvasWidth: number, width: number): Promise<Buffer> {
  return sharp(Buffer.from(art(width / canvasWidth)))
    .png()
    .toBuffer();
}

async function encode(image: Sharp, format: MediaFormat): Promise<Buffer> {
  if (format === 'avif') return image.avif({ quality: 60, effort: 4, chromaSubsampling: '4:4:4' }).toBuffer();
  if (format === 'webp') return image.webp({ quality: 80, effort: 5, smartSubsample: true }).toBuffer();
  return image.jpeg({ quality: 80, mozjpeg: true, progressive: true }).toBuffer();
}

const hex = (value: number) => value.toString(16).padStart(2, '0');

async function placeholderOf(master: Buffer): Promise<string> {
  const tiny = await sharp(master).resize({ width: 20 }).webp({ quality: 40 }).toBuffer();
  return `data:image/webp;base64,${tiny.toString('base64')}`;
}

async function dominantOf(master: Buffer): Promise<string> {
  const { dominant } = await sharp(master).stats();
  return `#${hex(dominant.r)}${hex(dominant.g)}${hex(dominant.b)}`;
}

/**
 * Renders `art` once at the largest width, then downsizes for the smaller ones (sharper and
 * faster than re-rendering each size).
 */
export async function encodeResponsive(
  publicDir: string,
  name: string,
  art: Artwork,
  canvasWidth: number,
  widths: readonly number[],
): Promise<{ entry: MediaEntry; files: WrittenFile[] }> {
  const largest = Math.max(...widths);
  const master = await rasterise(art, canvasWidth, largest);
  const { width = largest, height = 0 } = await sharp(master).metadata();
  const files: WrittenFile[] = [];
  for (const target of [...widths].sort((a, b) => a - b)) {
    const resized = await sharp(master).resize({ width: target, kernel: 'lanczos3' }).png().toBuffer();
    const outputs = await Promise.all(mediaFormats.map((format) => encode(sharp(resized), format)));
    for (const [index, data] of outputs.entries()) {
      const path = join(publicDir, 'media', `${name}-${target}.${mediaFormats[index]}`);
      await writeFileEnsuringDir(path, data);
      files.push({ path, bytes: data.length });
    }
  }
  return {
    entry: {
      width,
      height,
      widths: [...widths].sort((a, b) => a - b),
      formats: [...mediaFormats],
      placeholder: await placeholderOf(master),
      dominant: await dominantOf(master),
    },
    files,
  };
}
