/**
 * WCAG 2.x contrast maths for the theme's colours: relative luminance, contrast ratio and the AA
 * thresholds. Translucent foregrounds (`rgba()`, `#rrggbbaa`) are composited over the background
 * first, because that is the colour a reader actually sees.
 */

export interface Rgba {
  r: number;
  g: number;
  b: number;
  /** 0 (transparent) to 1 (opaque). */
  a: number;
}

/** AA minimums: body text, and large text (≥ 24 px, or ≥ 18.66 px bold) or non-text UI parts. */
export const AA_TEXT = 4.5;
export const AA_LARGE_TEXT = 3;
export const AA_NON_TEXT = 3;

function channel(hex: string): number {
  return Number.parseInt(hex.length === 1 ? hex + hex : hex, 16);
}

/** Parses `#rgb`, `#rgba`, `#rrggbb`, `#rrggbbaa`, `rgb(r, g, b)`, `rgba(r, g, b, a)` and `rgb(r g b / a)`. */
export function parseColor(input: string): Rgba {
  const value = input.trim().toLowerCase();
  const hex = /^#([0-9a-f]{3,4}|[0-9a-f]{6}|[0-9a-f]{8})$/.exec(value)?.[1];
  if (hex) {
    const size = hex.length <= 4 ? 1 : 2;
    const parts = hex.match(new RegExp(`.{${size}}`, 'g')) ?? [];
    const [r = '0', g = '0', b = '0', a] = parts;
    return { r: channel(r), g: channel(g), b: channel(b), a: a === undefined ? 1 : channel(a) / 255 };
  }
  const functional = /^rgba?\(\s*([^)]*)\)$/.exec(value)?.[1];
  if (functional) {
    const numbers = functional.split(/[\s,/]+/).filter(Boolean);
    if (numbers.length === 3 || numbers.length === 4) {
      const [r, g, b] = numbers.slice(0, 3).map(Number);
      const alphaText = numbers[3];
      const a =
        alphaText === undefined
          ? 1
          : alphaText.endsWith('%')
            ? Number.parseFloat(alphaText) / 100
            : Number(alphaText);
      if ([r, g, b, a].every((n) => n !== undefined && Number.isFinite(n))) {
        return { r: r as number, g: g as number, b: b as number, a };
      }
    }
  }
  throw new Error(`Unsupported colour: "${input}" (expected #rgb, #rrggbb or rgb()/rgba())`);
}

/** Alpha-composites a (possibly translucent) colour over an opaque background. */
export function compositeOver(foreground: Rgba, background: Rgba): Rgba {
  if (background.a < 1)
    throw new Error('The background must be opaque: a translucent surface has no single contrast');
  const mix = (fg: number, bg: number) => fg * foreground.a + bg * (1 - foreground.a);
  return {
    r: mix(foreground.r, background.r),
    g: mix(foreground.g, background.g),
    b: mix(foreground.b, background.b),
    a: 1,
  };
}

function linear(value8bit: number): number {
  const c = value8bit / 255;
  return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
}

/** WCAG relative luminance of an opaque colour: 0 for black, 1 for white. */
export function relativeLuminance({ r, g, b }: Rgba): number {
  return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
}

/** Contrast ratio (1 to 21) of `foreground` drawn on `background`. */
export function contrastRatio(foreground: string, background: string): number {
  const bg = parseColor(background);
  const fg = compositeOver(parseColor(foreground), bg);
  const [lighter, darker] = [relativeLuminance(fg), relativeLuminance(bg)].sort((x, y) => y - x) as [
    number,
    number,
  ];
  return (lighter + 0.05) / (darker + 0.05);
}

/** Two decimals, truncated rather than rounded so 4.499 never displays as a passing 4.50. */
export function formatRatio(ratio: number): string {
  return `${(Math.floor(ratio * 100) / 100).toFixed(2)}:1`;
}

/** The opaque colour seen when `color` is drawn on `background`, as #RRGGBB. */
export function toOpaqueHex(color: string, background: string): string {
  const { r, g, b } = compositeOver(parseColor(color), parseColor(background));
  return `#${[r, g, b].map((n) => Math.round(n).toString(16).padStart(2, '0')).join('')}`.toUpperCase();
}
