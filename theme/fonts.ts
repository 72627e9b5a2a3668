import latinWoff2 from './fonts/plus-jakarta-sans-latin-wght-site.woff2?url';
import latinExtWoff2 from '@fontsource-variable/plus-jakarta-sans/files/plus-jakarta-sans-latin-ext-wght-normal.woff2?url';
import devanagariWoff2 from '@fontsource-variable/noto-sans-devanagari/files/noto-sans-devanagari-devanagari-wght-normal.woff2?url';
import devanagariSiteWoff2 from './fonts/noto-sans-devanagari-site.woff2?url';
import { devanagariSubsetCharacters } from './fonts/devanagariSubset';
import { latinUnicodeRange } from './fonts/latinRange';

/** `U+0901-0903,U+0905-090B,…` for the characters of the Devanagari subset: runs as ranges. */
function unicodeRangeOf(characters: string): string {
  const points = [
    ...new Set([...characters, '\u200C', '\u200D'].map((character) => character.codePointAt(0) ?? 0)),
  ];
  points.sort((a, b) => a - b);
  const hex = (point: number) => point.toString(16).toUpperCase().padStart(4, '0');
  const ranges: string[] = [];
  for (let index = 0; index < points.length;) {
    const start = points[index] as number;
    let end = start;
    while (points[index + 1] === end + 1) {
      end += 1;
      index += 1;
    }
    index += 1;
    ranges.push(end === start ? `U+${hex(start)}` : `U+${hex(start)}-${hex(end)}`);
  }
  return ranges.join(',');
}

/**
 * The file a page's first screen draws its language with, which the page preloads: Plus Jakarta Sans'
 * Latin cut on English pages, the cut of Noto Sans Devanagari holding the site's own Nepali text on
 * Nepali ones. The other script's word or two (the language link, "AI", a brand) shows in a fallback
 * until the page declares its face after the first paint (scripts/laterStylesheets.ts): a phone on a slow network spends
 * its first round trips on the document, the font of the page's language and its image.
 */
export function preloadedFontUrls(lang: string): readonly string[] {
  return lang === 'ne' ? [devanagariSiteWoff2] : [latinWoff2];
}

/** A variable woff2 face, downloaded only for text in its unicode-range. */
function variableFace(family: string, url: string, weights: string, unicodeRange: string): string {
  // One line, no spaces to spare: it is inlined in every page. font-style is normal unless said, and
  // one source is enough: a browser that skipped format('woff2-variations') took the same file as
  // format('woff2') next, and one that cannot vary it draws its default instance either way.
  return `@font-face{font-family:'${family}';font-display:swap;font-weight:${weights};src:url(${url}) format('woff2');unicode-range:${unicodeRange.replace(/, /g, ',')}}`;
}

/** A locally installed face resized to Plus Jakarta Sans' metrics for the given weights. */
function fallbackFace(
  localNames: readonly string[],
  weights: string,
  metrics: { sizeAdjust: string; ascent: string; descent: string },
): string {
  return `@font-face{font-family:'Plus Jakarta Sans Fallback';src:${localNames.map((name) => `local('${name}')`).join(',')};font-weight:${weights};size-adjust:${metrics.sizeAdjust};ascent-override:${metrics.ascent};descent-override:${metrics.descent};line-gap-override:0%}`;
}

// Both Latin faces alike: Chromium draws a family's text from the faces whose weight range matches
// best, so a wider Latin Extended face added later would take over and send every other letter to the
// fallback.
const latinWeights = '400 800';

/**
 * Only the subsets the site's languages need are declared: English copy, Nepali names in Latin script,
 * and Devanagari for the occasional Nepali word (downloaded only on pages that contain one, thanks to
 * unicode-range). The site's own Nepali words come from a 31 kB cut of Noto Sans Devanagari holding
 * just the glyphs shaping them needs, at weights 400–800 (scripts/media/devanagariSubset.ts). A letter
 * outside the cut falls through to the full 122 kB font, which has the same design; form fields draw
 * with the full font outright (typedTextFontFamily), since a name can join the cut's letters into a
 * conjunct the site never writes.
 * The fallback faces are Arial scaled to Plus Jakarta Sans' metrics (widths measured in Chromium at
 * 400 and 800 weight, vertical metrics from the font's hhea table) so the swap barely shifts layout.
 * The Latin file is narrowed to the theme's weights (scripts/media/latinCut.ts): every English page
 * preloads it.
 */
const latinFaces = [
  variableFace('Plus Jakarta Sans Variable', latinWoff2, latinWeights, latinUnicodeRange),
  variableFace(
    'Plus Jakarta Sans Variable',
    latinExtWoff2,
    latinWeights,
    'U+0100-02BA, U+02BD-02C5, U+02C7-02CC, U+02CE-02D7, U+02DD-02FF, U+0304, U+0308, U+0329, U+1D00-1DBF, U+1E00-1E9F, U+1EF2-1EFF, U+2020, U+20A0-20AB, U+20AD-20C0, U+2113, U+2C60-2C7F, U+A720-A7FF',
  ),
];

/** The full font, for a letter outside the site's cut: what a visitor types into a form field. */
const fullDevanagariFace = variableFace(
  'Noto Sans Devanagari Variable',
  devanagariWoff2,
  '100 900',
  'U+0900-097F, U+1CD0-1CF9, U+200C-200D, U+20A8, U+20B9, U+20F0, U+25CC, U+A830-A839, U+A8E0-A8FF',
);

/** The cut that draws the site's own Nepali words. */
const siteDevanagariFace = variableFace(
  'Noto Sans Devanagari Site',
  devanagariSiteWoff2,
  '400 800',
  unicodeRangeOf(devanagariSubsetCharacters),
);

const devanagariFaces = [fullDevanagariFace, siteDevanagariFace];

const fallbackFaces = [
  fallbackFace(['Arial', 'ArialMT', 'Liberation Sans', 'Helvetica'], '100 550', {
    sizeAdjust: '103.5%',
    ascent: '100.3%',
    descent: '21.4%',
  }),
  fallbackFace(['Arial Bold', 'Arial-BoldMT', 'Liberation Sans Bold', 'Helvetica Bold'], '551 900', {
    sizeAdjust: '101.6%',
    ascent: '102.2%',
    descent: '21.9%',
  }),
];

export const fontFaceCss = [...latinFaces, ...devanagariFaces, ...fallbackFaces].join('');

/**
 * The faces without Devanagari, for the prerendered English pages: their word or two of Nepali must
 * not fetch a font before the first paint. Those pages declare the Devanagari faces after the first
 * screen has painted (scripts/laterStylesheets.ts).
 */
export const latinFontFaceCss = [...latinFaces, ...fallbackFaces].join('');

/**
 * The faces prerendered Nepali pages inline: their first screen is the site's own words, which the cut
 * draws. Latin words there show in the metric-matched fallback until the page's loader declares the
 * Latin faces, after the first paint; the full Devanagari font, for a letter outside the cut (a name
 * typed into the form), is declared at the same time.
 */
export const nepaliFirstScreenFontFaceCss = [siteDevanagariFace, ...fallbackFaces].join('');

export const devanagariFontFaceCss = devanagariFaces.join('');
