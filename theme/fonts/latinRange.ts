/**
 * The characters of Plus Jakarta Sans' Latin file (fontsource's `latin` subset), which the site's cut
 * keeps whole (scripts/media/latinCut.ts) and its @font-face declares (theme/fonts.ts).
 */
export const latinUnicodeRange =
  'U+0000-00FF, U+0131, U+0152-0153, U+02BB-02BC, U+02C6, U+02DA, U+02DC, U+0304, U+0308, U+0329, U+2000-206F, U+20AC, U+2122, U+2191, U+2193, U+2212, U+2215, U+FEFF, U+FFFD';

/** Every code point a @font-face unicode-range covers (`U+0905-0907, U+0964` → 0x905…0x907, 0x964). */
export function codePointsOf(unicodeRange: string): number[] {
  return unicodeRange.split(',').flatMap((part) => {
    const [start = 0, end = start] = part
      .trim()
      .replace('U+', '')
      .split('-')
      .map((point) => parseInt(point, 16));
    return Array.from({ length: end - start + 1 }, (_, offset) => start + offset);
  });
}
