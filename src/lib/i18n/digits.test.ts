import { describe, expect, it } from 'vitest';
import { toAsciiDigits, toDevanagariDigits } from './digits';

describe('digits', () => {
  it('writes numbers with Devanagari digits, leaving everything else', () => {
    expect(toDevanagariDigits(10)).toBe('१०');
    expect(toDevanagariDigits('रु. 5,000 / 2080')).toBe('रु. ५,००० / २०८०');
    expect(toDevanagariDigits('0123456789')).toBe('०१२३४५६७८९');
  });

  it('reads Devanagari digits back as ASCII, mixed input included', () => {
    expect(toAsciiDigits('९८४१२३४५६७')).toBe('9841234567');
    expect(toAsciiDigits('+९७७ ९८४-1234567')).toBe('+977 984-1234567');
    expect(toAsciiDigits('no digits')).toBe('no digits');
  });

  it('round-trips every number', () => {
    for (const value of [0, 7, 15, 2080, 1234567890])
      expect(toAsciiDigits(toDevanagariDigits(value))).toBe(String(value));
  });
});
