import { describe, expect, it } from 'vitest';
import { formatBikramSambat, toBikramSambat } from './bikramSambat';

describe('Bikram Sambat dates', () => {
  it('converts the blog’s dates as Nepali calendars print them', () => {
    expect(formatBikramSambat('2024-03-28')).toBe('चैत १५, २०८०');
    expect(formatBikramSambat('2024-03-01')).toBe('फागुन १८, २०८०');
  });

  it('crosses the Nepali new year (वैशाख १) in mid-April', () => {
    expect(toBikramSambat('2024-04-13')).toEqual({ year: 2081, monthIndex: 0, day: 1 });
    expect(toBikramSambat('2024-04-12')).toEqual({ year: 2080, monthIndex: 11, day: 30 });
  });

  it('refuses anything but an ISO calendar date', () => {
    expect(() => formatBikramSambat('28 March 2024')).toThrow(/YYYY-MM-DD/);
  });
});
