/** Every responsive picture the site uses: its manifest name, artwork and widths. */
import type { Artwork } from './lib/encode.ts';
import { heroCanvas, heroSvg } from './art/hero.ts';
import { blogCanvas } from './art/blog/common.ts';
import { productivityBoostSvg } from './art/blog/productivity-boost.ts';
import { aiAgentsGuideSvg } from './art/blog/ai-agents-guide.ts';
import { aiTransformationModelSvg } from './art/blog/ai-transformation-model.ts';
import { aiGuideForNepaliProfessionalsSvg } from './art/blog/ai-guide-for-nepali-professionals.ts';
import { nepaliBusinessesAutomationSvg } from './art/blog/nepali-businesses-automation.ts';
import { avatarCanvas, avatars } from './art/avatars.ts';
import { founderPortraitSvg, portraitCanvas } from './art/portrait.ts';

export interface CatalogueItem {
  name: string;
  art: Artwork;
  canvasWidth: number;
  widths: readonly number[];
}

const blogWidths = [480, 800, 1200, 1600] as const;
const avatarWidths = [96, 192] as const;

export const catalogue: readonly CatalogueItem[] = [
  {
    name: 'hero/home',
    art: (scale) => heroSvg(0, scale),
    canvasWidth: heroCanvas.width,
    widths: [640, 960, 1280, 1920],
  },
  {
    name: 'blog/productivity-boost',
    art: productivityBoostSvg,
    canvasWidth: blogCanvas.width,
    widths: blogWidths,
  },
  { name: 'blog/ai-agents-guide', art: aiAgentsGuideSvg, canvasWidth: blogCanvas.width, widths: blogWidths },
  {
    name: 'blog/ai-transformation-model',
    art: aiTransformationModelSvg,
    canvasWidth: blogCanvas.width,
    widths: blogWidths,
  },
  {
    name: 'blog/ai-guide-for-nepali-professionals',
    art: aiGuideForNepaliProfessionalsSvg,
    canvasWidth: blogCanvas.width,
    widths: blogWidths,
  },
  {
    name: 'blog/nepali-businesses-automation',
    art: nepaliBusinessesAutomationSvg,
    canvasWidth: blogCanvas.width,
    widths: blogWidths,
  },
  ...Object.entries(avatars).map(([name, art]) => ({
    name,
    art,
    canvasWidth: avatarCanvas,
    widths: avatarWidths,
  })),
  { name: 'team/founder', art: founderPortraitSvg, canvasWidth: portraitCanvas, widths: [320, 640] },
];
