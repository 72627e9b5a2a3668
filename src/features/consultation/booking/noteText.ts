import { cleanText } from '../sanitize';

/** Control, format and line-separator characters (as the migration's note_text constraint). */
/* eslint-disable no-control-regex -- control characters are exactly what is removed */
const INVISIBLE =
  /[\u0000-\u001f\u007f-\u009f\u00ad\u061c\u180e\u200b\u200e\u200f\u2028-\u202e\u2060-\u2064\u2066-\u206f\ufeff\ufff9-\ufffb]/g;
/* eslint-enable no-control-regex */

/**
 * The optional note and company name as stored: the form's rules (markup characters removed,
 * trimmed), control, format and line-separator characters turned into spaces, cut to the column's
 * length; empty → null. The database's CHECK constraints hold the same rules.
 */
export function cleanNoteText(value: string, maxLength: number): string | null {
  const spaced = value.replace(INVISIBLE, ' ');
  const cleaned = [...cleanText(spaced.replace(/\s{2,}/g, ' '))].slice(0, maxLength).join('').trim();
  return cleaned === '' ? null : cleaned;
}
