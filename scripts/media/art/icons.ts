/**
 * Favicon and app icons built from the mark. The browser-tab icon is a rounded indigo tile; the
 * PWA and Apple icons are full-bleed squares with the mark inside the central 60 % so any mask
 * (circle, squircle) the platform applies leaves it intact.
 */
import { brand, deep } from '../lib/palette.ts';
import { markLetterPath, markSparkPath } from '../lib/mark.ts';
import { linearGradient } from '../lib/svg.ts';

const tileGradient = linearGradient(
  'tile',
  [
    { offset: 0, color: '#2F4FD6' },
    { offset: 1, color: brand.primary },
  ],
  [0, 0, 1, 1],
);

/** The mark placed in a square of `size`, occupying `fraction` of it. */
function placedMark(size: number, fraction: number, letterColor: string, sparkColor: string): string {
  const scale = (size * fraction) / 24;
  const offset = (size - size * fraction) / 2;
  return `<g transform="translate(${offset} ${offset}) scale(${scale})"><path d="${markLetterPath}" fill="${letterColor}"/><path d="${markSparkPath}" fill="${sparkColor}"/></g>`;
}

/** favicon.svg: the mark on a rounded tile, which reads on both light and dark browser chrome. */
export function faviconSvg(): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><defs>${tileGradient}</defs><rect width="64" height="64" rx="14" fill="url(#tile)"/>${placedMark(
    64,
    0.72,
    '#FFFFFF',
    brand.saffron,
  )}</svg>`;
}

/** Small raster favicons (for favicon.ico) use a bigger mark so the letter survives 16 px. */
export function smallIconSvg(size: number): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 64 64"><defs>${tileGradient}</defs><rect width="64" height="64" rx="12" fill="url(#tile)"/>${placedMark(
    64,
    0.78,
    '#FFFFFF',
    brand.saffron,
  )}</svg>`;
}

/** Full-bleed square for apple-touch-icon and the web app manifest (maskable-safe). */
export function appIconSvg(size: number): string {
  const glowId = 'corner';
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 ${size} ${size}"><defs>${tileGradient}<radialGradient id="${glowId}" cx="0.85" cy="0.1" r="0.7"><stop offset="0" stop-color="${brand.accent}" stop-opacity="0.45"/><stop offset="1" stop-color="${brand.accent}" stop-opacity="0"/></radialGradient></defs><rect width="${size}" height="${size}" fill="url(#tile)"/><rect width="${size}" height="${size}" fill="url(#${glowId})"/>${placedMark(
    size,
    0.56,
    '#FFFFFF',
    brand.saffron,
  )}</svg>`;
}

export const themeColor = brand.primary;
export const backgroundColor = deep.navy;
