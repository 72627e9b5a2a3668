import type { CSSProperties } from 'react';
import type { Theme, TypographyVariant } from '@mui/material/styles';

export const typeVariants = [
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'subtitle1',
  'subtitle2',
  'body1',
  'body2',
  'button',
  'caption',
  'overline',
] as const satisfies readonly TypographyVariant[];

export interface TypeSpec {
  variant: (typeof typeVariants)[number];
  /** Human-readable size: "16 px", or "36–60 px (fluid, 360–1280 px viewport)". */
  size: string;
  weight: string;
  lineHeight: string;
  letterSpacing: string;
}

const remToPx = (rem: string, base: number) => `${Math.round(Number.parseFloat(rem) * base)}`;

function describeSize(fontSize: CSSProperties['fontSize'], base: number): string {
  const value = String(fontSize ?? '');
  const clamp = /^clamp\(([\d.]+)rem,.*,\s*([\d.]+)rem\)$/.exec(value);
  if (clamp?.[1] && clamp[2])
    return `${remToPx(clamp[1], base)}–${remToPx(clamp[2], base)} px (fluid, 360–1280 px viewport)`;
  if (value.endsWith('rem')) return `${remToPx(value, base)} px (${value})`;
  return typeof fontSize === 'number' ? `${fontSize} px` : value;
}

/** Each variant's metrics as the built theme resolves them (defaults included). */
export function typeScale(theme: Theme): TypeSpec[] {
  const base = theme.typography.htmlFontSize;
  return typeVariants.map((variant) => {
    const style = theme.typography[variant];
    return {
      variant,
      size: describeSize(style.fontSize, base),
      weight: String(style.fontWeight ?? theme.typography.fontWeightRegular),
      lineHeight: String(style.lineHeight ?? 'normal'),
      letterSpacing: String(style.letterSpacing ?? 'normal'),
    };
  });
}
