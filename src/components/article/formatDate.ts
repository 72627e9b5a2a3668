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
 * 'YYYY-MM-DD' → 'March 18, 2024'. Read straight from the string with a fixed month table, so the
 * prerendered HTML and the browser agree whatever the visitor's locale or time zone.
 */
export function formatDate(isoDate: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(isoDate);
  const month = match ? monthNames[Number(match[2]) - 1] : undefined;
  if (!match || !month) throw new Error(`Expected a YYYY-MM-DD date, got "${isoDate}"`);
  return `${month} ${Number(match[3])}, ${match[1]}`;
}

/** '10 min read'. */
export function formatReadTime(minutes: number): string {
  return `${minutes} min read`;
}
