/**
 * Generates every image, icon and the hero video of the site from code, with no remote assets.
 *
 *   npm run media                 # everything (about a minute on 2 cores)
 *   npm run media -- --no-video   # stills and icons only; keeps the existing hero videos
 *
 * Outputs (committed, so normal builds need none of this): public/media/**, public/favicon.*,
 * public/apple-touch-icon.png, public/icon-{192,512}.png, public/manifest.webmanifest and the
 * generated catalogues src/content/media-manifest.ts and brand-manifest.ts. Articles' pictures and
 * preview cards are not made here: the build makes them from the article files (scripts/blog/).
 *
 * Requirements: sharp (installed with the project) for all rasters; ffmpeg with libvpx-vp9 and
 * libx264 on PATH for the hero loop only. All randomness is seeded, so a rerun with the same sharp
 * and ffmpeg versions reproduces the same files. Artwork lives in art/, helpers in lib/.
 */
import { readdir, rm, stat } from 'node:fs/promises';
import { join, relative, resolve } from 'node:path';
import type { MediaEntry, WrittenFile } from './lib/encode.ts';
import { installMediaFonts } from './lib/fonts.ts';

const root = resolve(import.meta.dirname, '../..');
const publicDir = join(root, 'public');
const mediaDir = join(publicDir, 'media');
const withVideo = !process.argv.includes('--no-video');

const video = {
  webm: '/media/hero/home-loop.webm',
  mp4: '/media/hero/home-loop.mp4',
  poster: '/media/hero/home-loop-poster.jpg',
  width: 1280,
  height: 720,
  fps: 24,
  durationSeconds: 7,
  kbps: 270,
  maxBytes: 400 * 1024,
} as const;

const keepWithoutVideo = new Set([video.webm, video.mp4].map((url) => join(publicDir, url)));

/** Clears old renders so renamed assets do not linger; keeps the videos when they are not rebuilt. */
async function cleanMediaDir(): Promise<void> {
  const entries = await readdir(mediaDir, { recursive: true, withFileTypes: true }).catch(() => []);
  for (const entry of entries) {
    const path = join(entry.parentPath, entry.name);
    if (entry.isFile() && (withVideo || !keepWithoutVideo.has(path))) await rm(path);
  }
}

async function main(): Promise<void> {
  const started = Date.now();
  // Fonts first: fontconfig reads its configuration once, on the first SVG text render.
  await installMediaFonts(root);
  const sharp = (await import('sharp')).default;
  const { catalogue } = await import('./catalogue.ts');
  const { encodeResponsive, rasterise, writeFileEnsuringDir } = await import('./lib/encode.ts');
  const { encodeLoop } = await import('./lib/video.ts');
  const { heroSvg, heroCanvas } = await import('./art/hero.ts');
  const { ogSvg, ogCanvas, ogText } = await import('./art/og.ts');
  const { writeIcons, iconPaths } = await import('./write-icons.ts');
  const { themeColor } = await import('./art/icons.ts');
  const { markLetterPath, markSparkPath, markViewBox } = await import('./lib/mark.ts');
  const { writeMediaManifest } = await import('./lib/manifest-writer.ts');

  await cleanMediaDir();
  const files: WrittenFile[] = [];
  const media: Record<string, MediaEntry> = {};

  for (const item of catalogue) {
    const { entry, files: written } = await encodeResponsive(
      publicDir,
      item.name,
      item.art,
      item.canvasWidth,
      item.widths,
    );
    media[item.name] = entry;
    files.push(...written);
    console.log(`rendered ${item.name}`);
  }

  const og = await rasterise(ogSvg, ogCanvas.width, ogCanvas.width);
  const ogPng = await sharp(og).png({ compressionLevel: 9, palette: true, quality: 90 }).toBuffer();
  const ogJpg = await sharp(og).jpeg({ quality: 86, mozjpeg: true }).toBuffer();
  for (const [ext, data] of [
    ['png', ogPng],
    ['jpg', ogJpg],
  ] as const) {
    const path = join(mediaDir, `og/default.${ext}`);
    await writeFileEnsuringDir(path, data);
    files.push({ path, bytes: data.length });
  }
  console.log('rendered og/default');

  files.push(...(await writeIcons(publicDir)));
  console.log('rendered icons');

  // The poster is the loop's first frame (phase 0), identical to the hero still.
  const posterPath = join(publicDir, video.poster);
  const poster = await sharp(await rasterise((scale) => heroSvg(0, scale), heroCanvas.width, video.width))
    .jpeg({ quality: 80, mozjpeg: true, progressive: true })
    .toBuffer();
  await writeFileEnsuringDir(posterPath, poster);
  files.push({ path: posterPath, bytes: poster.length });

  const webmPath = join(publicDir, video.webm);
  const mp4Path = join(publicDir, video.mp4);
  if (withVideo) {
    const sizes = await encodeLoop({
      width: video.width,
      height: video.height,
      fps: video.fps,
      frames: video.fps * video.durationSeconds,
      frameSvg: (phase) => heroSvg(phase, video.width / heroCanvas.width),
      kbps: video.kbps,
      webm: webmPath,
      mp4: mp4Path,
    });
    for (const [format, bytes] of Object.entries(sizes)) {
      if (bytes > video.maxBytes)
        throw new Error(`hero loop ${format} is ${bytes} bytes, over the ${video.maxBytes} budget`);
    }
    console.log('encoded hero loop');
  }
  for (const path of [webmPath, mp4Path]) {
    const info = await stat(path).catch(() => undefined);
    if (info) files.push({ path, bytes: info.size });
    else console.warn(`missing ${relative(root, path)}: run without --no-video to create it`);
  }

  await writeMediaManifest(join(root, 'src/content/media-manifest.ts'), {
    media,
    heroVideo: {
      webm: video.webm,
      mp4: video.mp4,
      poster: video.poster,
      width: video.width,
      height: video.height,
      durationSeconds: video.durationSeconds,
    },
    ogImage: {
      url: '/media/og/default.jpg',
      png: '/media/og/default.png',
      width: ogCanvas.width,
      height: ogCanvas.height,
      alt: `${ogText.name}: ${ogText.tagline.join(' ')}`,
    },
    brandMark: { viewBox: markViewBox, letter: markLetterPath, spark: markSparkPath },
    icons: { ...iconPaths, themeColor },
  });

  const total = files.reduce((sum, file) => sum + file.bytes, 0);
  for (const file of files.sort((a, b) => a.path.localeCompare(b.path))) {
    console.log(`${String(file.bytes).padStart(9)}  ${relative(root, file.path)}`);
  }
  console.log(
    `${String(total).padStart(9)}  total (${files.length} files) in ${((Date.now() - started) / 1000).toFixed(1)} s`,
  );
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
