import { describe, expect, it } from 'vitest';
import { formatDate, formatReadTime } from './formatDate';

describe('formatDate', () => {
  it('spells the month and drops the leading zero of the day', () => {
    expect(formatDate('2024-03-08')).toBe('March 8, 2024');
    expect(formatDate('2024-03-28')).toBe('March 28, 2024');
    expect(formatDate('2025-12-01')).toBe('December 1, 2025');
  });

  it('ignores a time part instead of shifting the day by time zone', () => {
    expect(formatDate('2024-03-31T23:30:00-05:00')).toBe('March 31, 2024');
  });

  it('rejects text that is not a date', () => {
    expect(() => formatDate('March 2024')).toThrow(/YYYY-MM-DD/);
    expect(() => formatDate('2024-13-01')).toThrow(/YYYY-MM-DD/);
  });
});

describe('formatReadTime', () => {
  it('reads as minutes', () => {
    expect(formatReadTime(10)).toBe('10 min read');
  });
});
