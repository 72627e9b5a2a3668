import { formatBikramSambat } from '../../lib/i18n/bikramSambat';
import { toDevanagariDigits } from '../../lib/i18n/digits';
import type { Locale } from '../../lib/i18n/locale';

const monthNames = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;

/**
 * 'YYYY-MM-DD' → 'March 18, 2024'; on Nepali pages the Bikram Sambat date, 'चैत ६, २०८०'. Read straight
 * from the string with fixed month tables, so the prerendered HTML and the browser agree whatever the
 * visitor's locale or time zone.
 */
export function formatDate(isoDate: string, locale: Locale = 'en'): string {
  if (locale === 'ne') return formatBikramSambat(isoDate);
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(isoDate);
  const month = match ? monthNames[Number(match[2]) - 1] : undefined;
  if (!match || !month) throw new Error(`Expected a YYYY-MM-DD date, got "${isoDate}"`);
  return `${month} ${Number(match[3])}, ${match[1]}`;
}

/** '10 min read'; on Nepali pages '१० मिनेटको पढाइ'. */
export function formatReadTime(minutes: number, locale: Locale = 'en'): string {
  return locale === 'ne' ? `${toDevanagariDigits(minutes)} मिनेटको पढाइ` : `${minutes} min read`;
}
