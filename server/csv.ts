/**
 * RFC 4180 CSV for spreadsheets. A field starting with = + - @ (or a tab or carriage return) would
 * run as a formula in Excel, LibreOffice or Google Sheets, and visitors choose what they type, so
 * such a field gets a leading apostrophe (OWASP's advice). Phone numbers like +977... show it too.
 */
const FORMULA_START = /^[=+\-@\t\r]/;
const NEEDS_QUOTES = /[",\r\n]|^\s|\s$/;

export function csvField(value: string | null | undefined): string {
  if (value === null || value === undefined) return '';
  const guarded = FORMULA_START.test(value) ? `'${value}` : value;
  return NEEDS_QUOTES.test(guarded) ? `"${guarded.replaceAll('"', '""')}"` : guarded;
}

export function toCsv<Row>(rows: readonly Row[], columns: readonly (keyof Row & string)[]): string {
  const lines = [columns.map((column) => csvField(column)).join(',')];
  for (const row of rows) {
    lines.push(
      columns.map((column) => csvField(row[column] === null ? null : String(row[column]))).join(','),
    );
  }
  return `${lines.join('\r\n')}\r\n`;
}
