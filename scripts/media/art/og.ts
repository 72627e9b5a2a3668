/**
 * The social preview card (1200 x 630): the hero night scene with the mark, the brand name and the
 * tagline set large on the dark left side, where contrast is highest.
 */
import { brand } from '../lib/palette.ts';
import { markLetterPath, markSparkPath } from '../lib/mark.ts';
import { brandFontFamily } from '../lib/fonts.ts';
import { escapeXml, linearGradient, svgDocument } from '../lib/svg.ts';
import { heroCanvas, heroLayers } from './hero.ts';

export const ogCanvas = { width: 1200, height: 630 } as const;
const { width: W, height: H } = ogCanvas;

export const ogText = {
  name: 'Rupantaran AI',
  tagline: ['AI automation, training &', 'consulting for Nepal'],
} as const;

const font = `${brandFontFamily}, DejaVu Sans, sans-serif`;

export function ogSvg(scale = 1): string {
  const hero = heroLayers(0);
  // Cover the card with the hero scene: scale to the width, keep the ridges at the bottom edge.
  const fit = W / heroCanvas.width;
  const background = `<g transform="translate(0 ${H - heroCanvas.height * fit}) scale(${fit})">${hero.body}</g>`;
  const defs =
    hero.defs +
    linearGradient(
      'ogTile',
      [
        { offset: 0, color: '#2F4FD6' },
        { offset: 1, color: brand.primary },
      ],
      [0, 0, 1, 1],
    ) +
    linearGradient(
      'ogShade',
      [
        { offset: 0, color: '#050813', opacity: 0.55 },
        { offset: 0.6, color: '#050813', opacity: 0 },
      ],
      [0, 0, 1, 0],
    ) +
    `<filter id="ogLift" x="-20%" y="-20%" width="140%" height="160%"><feDropShadow dx="0" dy="8" stdDeviation="12" flood-color="#02040C" flood-opacity="0.5"/></filter>`;
  const [first = '', second = ''] = ogText.tagline;
  const body = [
    background,
    `<rect width="${W}" height="${H}" fill="url(#ogShade)"/>`,
    `<g filter="url(#ogLift)"><rect x="80" y="96" width="104" height="104" rx="24" fill="url(#ogTile)"/></g>`,
    `<g transform="translate(92 108) scale(3.333)"><path d="${markLetterPath}" fill="#FFFFFF"/><path d="${markSparkPath}" fill="${brand.saffron}"/></g>`,
    `<text x="76" y="330" font-family="${font}" font-weight="800" font-size="108" letter-spacing="-2" fill="#FFFFFF">${escapeXml(ogText.name)}</text>`,
    `<rect x="82" y="362" width="132" height="8" rx="4" fill="${brand.saffron}"/>`,
    `<text font-family="${font}" font-weight="600" font-size="50" fill="#DDE4FF"><tspan x="80" y="450">${escapeXml(first)}</tspan><tspan x="80" y="514">${escapeXml(second)}</tspan></text>`,
  ].join('');
  return svgDocument(W, H, defs, body, scale);
}
