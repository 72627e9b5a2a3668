import NepaliDateModule from 'nepali-date-converter';
import { toDevanagariDigits } from './digits';

// The package's CommonJS build puts the class on `default` when loaded from Node's ESM.
const NepaliDate = ((NepaliDateModule as unknown as { default?: typeof NepaliDateModule }).default ??
  NepaliDateModule) as typeof NepaliDateModule;

/**
 * Bikram Sambat months as Nepali newspapers and calendars print them (the library's own names are the
 * formal Sanskrit forms, e.g. चैत्र for चैत).
 */
const monthNames = [
  'वैशाख',
  'जेठ',
  'असार',
  'साउन',
  'भदौ',
  'असोज',
  'कात्तिक',
  'मंसिर',
  'पुस',
  'माघ',
  'फागुन',
  'चैत',
] as const;

export interface BikramSambatDate {
  year: number;
  /** 0 = वैशाख … 11 = चैत. */
  monthIndex: number;
  day: number;
}

/** The Bikram Sambat date of a Gregorian calendar date (`2024-03-28`), converted by nepali-date-converter. */
export function toBikramSambat(isoDate: string): BikramSambatDate {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(isoDate);
  if (!match) throw new Error(`Expected a date as YYYY-MM-DD, got "${isoDate}"`);
  const [, year, month, day] = match.map(Number) as [number, number, number, number];
  // Noon local time: the library reads local dates, and midnight could fall on the other side of a
  // time-zone change.
  const date = new NepaliDate(new Date(year, month - 1, day, 12));
  return { year: date.getYear(), monthIndex: date.getMonth(), day: date.getDate() };
}

/** A Gregorian date written as Nepali readers expect: `2024-03-28` → `चैत १५, २०८०`. */
export function formatBikramSambat(isoDate: string): string {
  const { year, monthIndex, day } = toBikramSambat(isoDate);
  return `${monthNames[monthIndex] ?? ''} ${toDevanagariDigits(day)}, ${toDevanagariDigits(year)}`;
}
