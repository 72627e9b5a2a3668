import { toDevanagariDigits } from './digits';
import type { Locale } from './locale';

/** A number as the page's readers write it: Devanagari digits on Nepali pages (`१०`), ASCII elsewhere. */
export function formatNumber(value: number | string, locale: Locale): string {
  return locale === 'ne' ? toDevanagariDigits(value) : String(value);
}
