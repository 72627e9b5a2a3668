import { describe, expect, it } from 'vitest';
import { AA_TEXT, contrastRatio, toOpaqueHex } from '../../../theme/contrast';
import { heroScrimStops, heroText, minTextAlpha, scrimColour, wideTextExtent } from './heroOverlay';

describe('hero scrim', () => {
  // The worst frame for white text is a white one (and black is the best), so test the extremes.
  for (const frame of ['#FFFFFF', '#F5A524', '#9DB2FF', '#000000']) {
    it(`keeps hero text at AA over a ${frame} frame`, () => {
      const behindText = toOpaqueHex(scrimColour(minTextAlpha), frame);
      for (const [role, colour] of Object.entries(heroText)) {
        expect(contrastRatio(colour, behindText), role).toBeGreaterThanOrEqual(AA_TEXT);
      }
    });
  }

  it('never drops below the minimum where text can sit on a phone', () => {
    for (const stop of heroScrimStops.phone) expect(stop.alpha).toBeGreaterThanOrEqual(minTextAlpha);
  });

  it('never drops below the minimum across the text column on wide screens', () => {
    const stops = heroScrimStops.wide;
    for (const stop of stops.filter((s) => s.at <= wideTextExtent)) {
      expect(stop.alpha).toBeGreaterThanOrEqual(minTextAlpha);
    }
    // The stop that ends the text column must be at or past it, so interpolation cannot dip inside.
    expect(stops.some((s) => s.at >= wideTextExtent && s.alpha >= minTextAlpha)).toBe(true);
  });
});
