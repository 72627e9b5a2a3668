/** Writes favicon.svg, favicon.ico, the PNG app icons and manifest.webmanifest into public/. */
import { join } from 'node:path';
import sharp from 'sharp';
import { appIconSvg, backgroundColor, faviconSvg, smallIconSvg, themeColor } from './art/icons.ts';
import { type WrittenFile, writeFileEnsuringDir } from './lib/encode.ts';
import { pngsToIco } from './lib/ico.ts';

export const iconPaths = {
  svg: '/favicon.svg',
  ico: '/favicon.ico',
  appleTouch: '/apple-touch-icon.png',
  manifest: '/manifest.webmanifest',
} as const;

const png = (svg: string) => sharp(Buffer.from(svg)).png({ compressionLevel: 9, palette: false }).toBuffer();

export async function writeIcons(publicDir: string): Promise<WrittenFile[]> {
  const outputs: [string, Buffer | string][] = [];
  outputs.push(['favicon.svg', `${faviconSvg()}\n`]);
  const small = await Promise.all(
    [16, 32, 48].map(async (size) => ({ size, png: await png(smallIconSvg(size)) })),
  );
  outputs.push(['favicon.ico', pngsToIco(small)]);
  outputs.push(['apple-touch-icon.png', await png(appIconSvg(180))]);
  outputs.push(['icon-192.png', await png(appIconSvg(192))]);
  outputs.push(['icon-512.png', await png(appIconSvg(512))]);
  const manifest = {
    name: 'Rupantaran AI',
    short_name: 'Rupantaran',
    description: 'AI automation, training and consulting for Nepali professionals and businesses.',
    lang: 'en',
    start_url: '/',
    scope: '/',
    display: 'standalone',
    background_color: backgroundColor,
    theme_color: themeColor,
    icons: [
      { src: '/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
      { src: '/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
      { src: '/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
      { src: '/favicon.svg', sizes: 'any', type: 'image/svg+xml', purpose: 'any' },
    ],
  };
  outputs.push(['manifest.webmanifest', `${JSON.stringify(manifest, null, 2)}\n`]);
  const files: WrittenFile[] = [];
  for (const [name, data] of outputs) {
    const path = join(publicDir, name);
    await writeFileEnsuringDir(path, data);
    files.push({ path, bytes: Buffer.byteLength(data) });
  }
  return files;
}
