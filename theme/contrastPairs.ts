import type { Palette } from '@mui/material/styles';
import { AA_TEXT } from './contrast';

export type SchemeName = 'light' | 'dark';

export interface ContrastPair {
  /** Where the pair appears, e.g. "text.secondary on background.paper". */
  label: string;
  foreground: string;
  background: string;
  /** The WCAG AA ratio this pair must reach. */
  minimum: number;
}

const surfaces = ['default', 'paper', 'subtle'] as const;
const accentSurfaces = ['default', 'paper'] as const;
const filledColors = ['primary', 'secondary', 'highlight', 'error', 'warning', 'info', 'success'] as const;
/** Colours also used as text: links and active nav (primary), accent copy (secondary), field errors (error). */
export const textColors = ['primary', 'secondary', 'error'] as const;

/**
 * Every text/background pairing the theme sets up, read from the palette so the list cannot drift
 * from the tokens. theme/contrast.test.ts asserts them; the Foundations docs display them.
 */
export function textContrastPairs(palette: Palette): ContrastPair[] {
  const { background, text } = palette;
  const pairs: ContrastPair[] = [];
  for (const role of ['primary', 'secondary'] as const) {
    for (const surface of surfaces) {
      pairs.push({
        label: `text.${role} on background.${surface}`,
        foreground: text[role],
        background: background[surface],
        minimum: AA_TEXT,
      });
    }
  }
  for (const name of filledColors) {
    const color = palette[name];
    pairs.push({
      label: `${name}.contrastText on ${name}.main`,
      foreground: color.contrastText,
      background: color.main,
      minimum: AA_TEXT,
    });
  }
  for (const name of textColors) {
    for (const surface of accentSurfaces) {
      pairs.push({
        label: `${name}.main on background.${surface}`,
        foreground: palette[name].main,
        background: background[surface],
        minimum: AA_TEXT,
      });
    }
  }
  return pairs;
}
