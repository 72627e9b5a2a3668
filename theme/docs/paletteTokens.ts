import type { Palette } from '@mui/material/styles';
import { AA_NON_TEXT, AA_TEXT, contrastRatio } from '../contrast';
import { textColors } from '../contrastPairs';
import { lightScheme } from '../tokens';

export type TokenRole = 'text' | 'fill' | 'surface' | 'decorative';

export interface PaletteToken {
  /** Dotted palette path, e.g. "primary.contrastText". */
  path: string;
  value: string;
  role: TokenRole;
  onDefault: number;
  onPaper: number;
  /** For a contrastText token: its ratio on the matching main colour. */
  onMain?: number;
}

/** How a token is used decides which contrast rule applies to it (see contrastPairs.ts). */
function roleOf(group: string, key: string | null): TokenRole {
  if (group === 'background') return 'surface';
  if (group === 'divider') return 'decorative';
  if (key === 'contrastText' || group === 'text') return 'text';
  const usedAsText = key === 'main' && (textColors as readonly string[]).includes(group);
  return usedAsText ? 'text' : 'fill';
}

/**
 * Every colour token the theme defines (the groups and keys of tokens.ts), with its value read back
 * from the built theme's palette for the given scheme, so the docs show what the components get.
 */
export function paletteTokens(palette: Palette): PaletteToken[] {
  const { background } = palette;
  const tokens: PaletteToken[] = [];
  const add = (path: string, value: string, role: TokenRole, onMain?: number) =>
    tokens.push({
      path,
      value,
      role,
      onDefault: contrastRatio(value, background.default),
      onPaper: contrastRatio(value, background.paper),
      ...(onMain === undefined ? {} : { onMain }),
    });

  for (const [group, definition] of Object.entries(lightScheme)) {
    const fromTheme = (palette as unknown as Record<string, unknown>)[group];
    if (typeof definition === 'string') {
      add(group, String(fromTheme), roleOf(group, null));
      continue;
    }
    const values = fromTheme as Record<string, string>;
    for (const key of Object.keys(definition)) {
      const value = values[key] ?? '';
      const onMain = key === 'contrastText' && values.main ? contrastRatio(value, values.main) : undefined;
      add(`${group}.${key}`, value, roleOf(group, key), onMain);
    }
  }
  return tokens;
}

export type Verdict = 'AA' | 'AA large' | 'fail';

/** Body text needs 4.5:1; large text and UI shapes 3:1. */
export function verdict(ratio: number): Verdict {
  if (ratio >= AA_TEXT) return 'AA';
  return ratio >= AA_NON_TEXT ? 'AA large' : 'fail';
}
