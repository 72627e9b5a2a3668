/** Devanagari digits ०–९ (U+0966–U+096F), in the order of their values. */
const devanagariDigits = '०१२३४५६७८९';
const devanagariDigit = /[०-९]/g;

/** Writes every ASCII digit of `text` as its Devanagari digit: `रु. 5,000` → `रु. ५,०००`. */
export function toDevanagariDigits(text: string | number): string {
  return String(text).replace(/[0-9]/g, (digit) => devanagariDigits[Number(digit)] ?? digit);
}

/**
 * Writes every Devanagari digit of `text` as its ASCII digit: what a phone keyboard set to Nepali types
 * (`९८४१२३४५६७` → `9841234567`). Other characters are left as they are.
 */
export function toAsciiDigits(text: string): string {
  return text.replace(devanagariDigit, (digit) => String(devanagariDigits.indexOf(digit)));
}
