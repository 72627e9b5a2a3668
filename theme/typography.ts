import type { TypographyVariantsOptions } from '@mui/material/styles';
import { fontFamily } from './tokens';

/** Fluid headings: they scale with the viewport between a phone and a desktop size. */
function fluid(minRem: number, maxRem: number): string {
  const minVw = 22.5; // 360 px
  const maxVw = 80; // 1280 px
  const slope = (maxRem - minRem) / (maxVw - minVw);
  const intercept = minRem - slope * minVw;
  return `clamp(${minRem}rem, ${intercept.toFixed(4)}rem + ${(slope * 100).toFixed(4)}vw, ${maxRem}rem)`;
}

/**
 * Devanagari needs room above and below the line for vowel signs (ि ी ु ू ृ) and conjunct stacks, and
 * tracking breaks the headline that joins its letters, so Nepali text gets taller lines and no
 * letter-spacing. `:lang(ne)` follows `<html lang="ne">` and any `lang="ne"` inside an English page.
 */
function devanagari(lineHeight: number, extra: Record<string, string | number> = {}) {
  return { '&:lang(ne)': { lineHeight, letterSpacing: 0, ...extra } };
}

export const typography: TypographyVariantsOptions = {
  fontFamily,
  htmlFontSize: 16,
  h1: {
    fontSize: fluid(2.25, 3.75),
    fontWeight: 800,
    lineHeight: 1.1,
    letterSpacing: '-0.02em',
    ...devanagari(1.4),
  },
  h2: {
    fontSize: fluid(1.75, 2.75),
    fontWeight: 800,
    lineHeight: 1.15,
    letterSpacing: '-0.015em',
    ...devanagari(1.45),
  },
  h3: { fontSize: fluid(1.375, 1.875), fontWeight: 700, lineHeight: 1.25, ...devanagari(1.5) },
  h4: { fontSize: fluid(1.25, 1.5), fontWeight: 700, lineHeight: 1.3, ...devanagari(1.55) },
  h5: { fontSize: '1.125rem', fontWeight: 700, lineHeight: 1.4, ...devanagari(1.6) },
  h6: { fontSize: '1rem', fontWeight: 700, lineHeight: 1.45, ...devanagari(1.65) },
  subtitle1: { fontSize: fluid(1.0625, 1.25), fontWeight: 500, lineHeight: 1.6, ...devanagari(1.75) },
  subtitle2: { fontSize: '0.9375rem', fontWeight: 600, lineHeight: 1.5, ...devanagari(1.7) },
  body1: { fontSize: '1rem', lineHeight: 1.7, ...devanagari(1.85) },
  body2: { fontSize: '0.9375rem', lineHeight: 1.6, ...devanagari(1.8) },
  button: { fontWeight: 700, textTransform: 'none', letterSpacing: 0 },
  overline: {
    fontSize: '0.8125rem',
    fontWeight: 700,
    letterSpacing: '0.12em',
    lineHeight: 1.6,
    ...devanagari(1.7),
  },
  caption: { fontSize: '0.8125rem', lineHeight: 1.5, ...devanagari(1.7) },
};
