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

export const typography: TypographyVariantsOptions = {
  fontFamily,
  htmlFontSize: 16,
  h1: { fontSize: fluid(2.25, 3.75), fontWeight: 800, lineHeight: 1.1, letterSpacing: '-0.02em' },
  h2: { fontSize: fluid(1.75, 2.75), fontWeight: 800, lineHeight: 1.15, letterSpacing: '-0.015em' },
  h3: { fontSize: fluid(1.375, 1.875), fontWeight: 700, lineHeight: 1.25 },
  h4: { fontSize: fluid(1.25, 1.5), fontWeight: 700, lineHeight: 1.3 },
  h5: { fontSize: '1.125rem', fontWeight: 700, lineHeight: 1.4 },
  h6: { fontSize: '1rem', fontWeight: 700, lineHeight: 1.45 },
  subtitle1: { fontSize: fluid(1.0625, 1.25), fontWeight: 500, lineHeight: 1.6 },
  subtitle2: { fontSize: '0.9375rem', fontWeight: 600, lineHeight: 1.5 },
  body1: { fontSize: '1rem', lineHeight: 1.7 },
  body2: { fontSize: '0.9375rem', lineHeight: 1.6 },
  button: { fontWeight: 700, textTransform: 'none', letterSpacing: 0 },
  overline: { fontSize: '0.8125rem', fontWeight: 700, letterSpacing: '0.12em', lineHeight: 1.6 },
  caption: { fontSize: '0.8125rem', lineHeight: 1.5 },
};
