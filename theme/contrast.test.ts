import { describe, expect, it } from 'vitest';
import {
  AA_TEXT,
  compositeOver,
  contrastRatio,
  formatRatio,
  parseColor,
  relativeLuminance,
  toOpaqueHex,
} from './contrast';
import { textContrastPairs, type SchemeName } from './contrastPairs';
import { theme } from './theme';

describe('contrast helper', () => {
  it('parses the colour notations the theme uses', () => {
    expect(parseColor('#fff')).toEqual({ r: 255, g: 255, b: 255, a: 1 });
    expect(parseColor('#2340B8')).toEqual({ r: 35, g: 64, b: 184, a: 1 });
    expect(parseColor('#00000080').a).toBeCloseTo(0.5, 2);
    expect(parseColor('rgba(180, 189, 214, 0.24)')).toEqual({ r: 180, g: 189, b: 214, a: 0.24 });
    expect(parseColor('rgb(0 0 0 / 50%)')).toEqual({ r: 0, g: 0, b: 0, a: 0.5 });
    expect(() => parseColor('hsl(0 0% 0%)')).toThrow(/Unsupported colour/);
  });

  it('matches the WCAG reference values', () => {
    expect(relativeLuminance(parseColor('#000'))).toBe(0);
    expect(relativeLuminance(parseColor('#fff'))).toBe(1);
    expect(contrastRatio('#000', '#fff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#fff', '#fff')).toBe(1);
    // #767676 on white is the well-known "just passes AA" grey.
    expect(contrastRatio('#767676', '#FFFFFF')).toBeCloseTo(4.54, 2);
    expect(contrastRatio('#777777', '#FFFFFF')).toBeLessThan(AA_TEXT);
  });

  it('composites translucent colours over the background first', () => {
    expect(compositeOver(parseColor('rgba(0, 0, 0, 0.5)'), parseColor('#fff'))).toEqual({
      r: 127.5,
      g: 127.5,
      b: 127.5,
      a: 1,
    });
    expect(toOpaqueHex('rgba(0, 0, 0, 0.5)', '#ffffff')).toBe('#808080');
    expect(contrastRatio('rgba(0, 0, 0, 0)', '#123456')).toBe(1);
    expect(() => contrastRatio('#000', 'rgba(255, 255, 255, 0.5)')).toThrow(/opaque/);
  });

  it('never rounds a failing ratio up to a passing one', () => {
    expect(formatRatio(4.499)).toBe('4.49:1');
  });
});

describe.each<SchemeName>(['light', 'dark'])('%s scheme meets WCAG AA', (scheme) => {
  const palette = theme.colorSchemes[scheme]?.palette;
  if (!palette) throw new Error(`The theme has no ${scheme} colour scheme`);
  const pairs = textContrastPairs(palette);

  it('covers every text/background pair the theme defines', () => {
    expect(pairs.length).toBe(6 + 7 + 6);
  });

  it.each(pairs.map((pair) => [pair.label, pair] as const))('%s', (_label, pair) => {
    const ratio = contrastRatio(pair.foreground, pair.background);
    expect(ratio, `${pair.foreground} on ${pair.background} is ${formatRatio(ratio)}`).toBeGreaterThanOrEqual(
      pair.minimum,
    );
  });
});
