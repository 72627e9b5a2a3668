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

/**
 * Plus Jakarta Sans' line box, in ems of its own size (hhea ascender 1,038 and descender 222 per
 * 1,000): a fallback scaled by size-adjust divides them by the same factor to keep the line box.
 */
const jakartaAscent = 103.8;
const jakartaDescent = 22.2;

/** A locally installed Arial-metric face scaled by `sizeAdjust` at the given weights. */
function fallbackFace(
  localNames: readonly string[],
  weights: string,
  sizeAdjust: number,
  unicodeRange = '',
): string {
  const percent = (value: number) => `${Math.round(value * 10) / 10}%`;
  const range = unicodeRange && `;unicode-range:${unicodeRange}`;
  return `@font-face{font-family:'Plus Jakarta Sans Fallback';src:${localNames.map((name) => `local('${name}')`).join(',')};font-weight:${weights};size-adjust:${percent(sizeAdjust)};ascent-override:${percent((jakartaAscent / sizeAdjust) * 100)};descent-override:${percent((jakartaDescent / sizeAdjust) * 100)};line-gap-override:0%${range}}`;
}

// Both Latin faces alike: Chromium draws a family's text from the faces whose weight range matches
// best, so a wider Latin Extended face added later would take over and send every other letter to the
// fallback.
const latinWeights = '400 800';

/**
 * Only the subsets the site's languages need are declared: English copy, Nepali names in Latin script,
 * and Devanagari for the occasional Nepali word (downloaded only on pages that contain one, thanks to
 * unicode-range). The site's own Nepali words come from a 28 kB cut of Noto Sans Devanagari holding
 * just the glyphs and layout rules shaping them as Nepali needs, at weights 400–800 (scripts/media/devanagariSubset.ts). A letter
 * outside the cut falls through to the full 122 kB font, which has the same design; form fields draw
 * with the full font outright (typedTextFontFamily), since a name can join the cut's letters into a
 * conjunct the site never writes.
 * The fallback faces are Arial scaled to Plus Jakarta Sans' metrics (fallbackFaces) so the swap
 * barely shifts layout.
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

/**
 * Plus Jakarta Sans over Arial's metrics (Liberation Sans has the same) in Chromium: the letters of
 * the site's English text (40,000 of six pages) and the space, far narrower in Plus Jakarta Sans (0.17
 * em against 0.28). Measured per theme weight (letters 109.4 % at 400, 110.9 % at 500, then over Arial
 * Bold 103.6, 104.9 and 106.3 % at 600–800; spaces 61.2–64.8 %) and averaged into two faces: every
 * face costs each page's inline CSS about 200 bytes.
 */
const fallbackScales = [
  { weights: '100 550', names: ['Arial', 'Liberation Sans'], letters: 110.1, space: 61.8 },
  { weights: '551 900', names: ['Arial Bold', 'Liberation Sans Bold'], letters: 104.9, space: 64 },
];

/**
 * The fallbacks, as wide as Plus Jakarta Sans, with the space scaled on its own (the later face wins
 * for the characters of its unicode-range), so text drawn before the Latin font arrives wraps where it
 * will afterwards. With Arial's space, a Nepali paragraph's spaces (their Latin font's) shrank by 2 px
 * each when the font arrived after the first paint: /ne/privacy's subtitle lost a line and shifted the
 * page (CLS 0.02). On Nepali pages the space's face is also the first available font, whose line
 * metrics place the text in its line: hence the ascent and descent overrides on it too.
 */
const fallbackFaces = fallbackScales.flatMap(({ weights, names, letters, space }) => [
  fallbackFace(names, weights, letters),
  fallbackFace(names, weights, space, 'U+20,U+A0'),
]);

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
