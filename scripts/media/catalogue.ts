/** Every responsive picture the site uses: its manifest name, artwork and widths. */
import type { Artwork } from './lib/encode.ts';
import { heroCanvas, heroSvg } from './art/hero.ts';
import { avatarCanvas, avatars } from './art/avatars.ts';
import { founderPortraitSvg, portraitCanvas } from './art/portrait.ts';

export interface CatalogueItem {
  name: string;
  art: Artwork;
  canvasWidth: number;
  widths: readonly number[];
}

const avatarWidths = [96, 128, 192] as const;

export const catalogue: readonly CatalogueItem[] = [
  {
    name: 'hero/home',
    art: (scale) => heroSvg(0, scale),
    canvasWidth: heroCanvas.width,
    widths: [640, 800, 960, 1280, 1920],
  },
  ...Object.entries(avatars).map(([name, art]) => ({
    name,
    art,
    canvasWidth: avatarCanvas,
    widths: avatarWidths,
  })),
  { name: 'team/founder', art: founderPortraitSvg, canvasWidth: portraitCanvas, widths: [320, 640] },
];
