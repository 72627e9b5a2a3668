/**
 * An article's social preview card (1200 x 630): the hero night scene of the site card (art/og.ts),
 * darkened so a title of up to three lines reads in white anywhere on it, with the mark and brand
 * name above, and the author and read time below. The title arrives already broken into lines
 * (articleOg.ts measures them); this file only draws.
 */
import type { Locale } from '../../../src/lib/i18n/locale.ts';
import { brandFontFamily, devanagariFontFamily } from '../lib/fonts.ts';
import { markLetterPath, markSparkPath } from '../lib/mark.ts';
import { brand, deep } from '../lib/palette.ts';
import { escapeXml, linearGradient, n, svgDocument } from '../lib/svg.ts';
import type { TextStyle } from '../lib/textLayout.ts';
import { heroCanvas, heroLayers } from './hero.ts';
import { ogCanvas, ogText } from './og.ts';

const { width: W, height: H } = ogCanvas;

/** Pango picks per character: Latin from the brand font, Devanagari from Noto (as on the site). */
export const ogFontFamily = `${brandFontFamily}, ${devanagariFontFamily}`;

export interface TitleStyle extends TextStyle {
  /** Font sizes to try, largest first; the first at which the title fits in `maxLines` wins. */
  sizes: readonly number[];
  /** Baseline to baseline, in em. Devanagari needs more: marks above the headline and below. */
  lineHeightEm: number;
  /** From the top of a line box to its baseline, in em. */
  ascentEm: number;
}

/** Devanagari is set a little lighter: Noto's 800 clogs the counters of conjuncts at these sizes. */
export const titleStyles: Readonly<Record<Locale, TitleStyle>> = {
  en: {
    fontFamily: ogFontFamily,
    language: 'en',
    fontWeight: 800,
    letterSpacingEm: -0.015,
    sizes: [78, 72, 66, 60, 54],
    lineHeightEm: 1.14,
    ascentEm: 0.86,
  },
  ne: {
    fontFamily: ogFontFamily,
    language: 'ne',
    fontWeight: 700,
    sizes: [70, 64, 58, 52, 48],
    lineHeightEm: 1.48,
    ascentEm: 1.08,
  },
};

/** The box the title is set in: full width between the margins, between the brand row and the byline. */
export const titleBox = { x: 80, top: 168, width: 1040, height: 330, maxLines: 3 } as const;

export interface TitleLayout {
  lines: readonly string[];
  fontSize: number;
}

/** The title's <text>, its first line's box top at `top`. */
export function titleMarkup(
  layout: TitleLayout,
  locale: Locale,
  x: number,
  top: number,
  fill: string,
): string {
  const style = titleStyles[locale];
  const lineHeight = style.lineHeightEm * layout.fontSize;
  const spans = layout.lines
    .map(
      (line, i) =>
        `<tspan x="${n(x)}" y="${n(top + style.ascentEm * layout.fontSize + i * lineHeight)}">${escapeXml(line)}</tspan>`,
    )
    .join('');
  return `<text xml:lang="${style.language}" font-family="${style.fontFamily}" font-weight="${style.fontWeight}" font-size="${layout.fontSize}" letter-spacing="${n(
    (style.letterSpacingEm ?? 0) * layout.fontSize,
  )}" fill="${fill}">${spans}</text>`;
}

/** Height of the title block: line boxes, the last one trimmed to what the glyphs need. */
export function titleHeight(layout: TitleLayout, locale: Locale): number {
  const style = titleStyles[locale];
  return ((layout.lines.length - 1) * style.lineHeightEm + style.ascentEm + 0.3) * layout.fontSize;
}

export interface ArticleOgCard {
  locale: Locale;
  title: TitleLayout;
  /** Author and read time, in the card's language. */
  byline: string;
  /** The blog's name, top right. */
  section: string;
}

export function articleOgSvg(card: ArticleOgCard, scale = 1): string {
  const hero = heroLayers(0);
  const fit = W / heroCanvas.width;
  const background = `<g transform="translate(0 ${n(H - heroCanvas.height * fit)}) scale(${n(fit)})">${hero.body}</g>`;
  const defs =
    hero.defs +
    linearGradient(
      'cardTile',
      [
        { offset: 0, color: '#2F4FD6' },
        { offset: 1, color: brand.primary },
      ],
      [0, 0, 1, 1],
    ) +
    // The title crosses the dawn glow on the right, so the whole card is dimmed, the left most.
    linearGradient(
      'cardShade',
      [
        { offset: 0, color: deep.ink, opacity: 0.78 },
        { offset: 0.55, color: deep.ink, opacity: 0.58 },
        { offset: 1, color: deep.ink, opacity: 0.42 },
      ],
      [0, 0, 1, 0],
    );
  const sans = `${ogFontFamily}, sans-serif`;
  const blockTop = titleBox.top + (titleBox.height - titleHeight(card.title, card.locale)) / 2;
  const body = [
    background,
    `<rect width="${W}" height="${H}" fill="url(#cardShade)"/>`,
    `<rect x="80" y="64" width="72" height="72" rx="17" fill="url(#cardTile)"/>`,
    `<g transform="translate(88.5 72.5) scale(2.292)"><path d="${markLetterPath}" fill="#FFFFFF"/><path d="${markSparkPath}" fill="${brand.saffron}"/></g>`,
    `<text x="176" y="113" font-family="${sans}" font-weight="800" font-size="38" letter-spacing="-0.5" fill="#FFFFFF">${escapeXml(ogText.name)}</text>`,
    `<text x="1120" y="111" text-anchor="end" xml:lang="${card.locale}" font-family="${sans}" font-weight="600" font-size="28" fill="${brand.primaryLight}">${escapeXml(card.section)}</text>`,
    titleMarkup(card.title, card.locale, titleBox.x, blockTop, '#FFFFFF'),
    `<rect x="82" y="526" width="96" height="7" rx="3.5" fill="${brand.saffron}"/>`,
    `<text x="80" y="584" xml:lang="${card.locale}" font-family="${sans}" font-weight="600" font-size="30" fill="#DDE4FF">${escapeXml(card.byline)}</text>`,
  ].join('');
  return svgDocument(W, H, defs, body, scale);
}
