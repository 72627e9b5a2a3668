import type { StoredConsultationRequest } from './storedRequests.ts';

const ZERO_WIDTH = /[\p{M}\u200b-\u200f\u2060\ufeff]/u;
const DOUBLE_WIDTH =
  /[\u1100-\u115f\u2e80-\ua4cf\uac00-\ud7a3\uf900-\ufaff\ufe30-\ufe4f\uff00-\uff60\uffe0-\uffe6\u{20000}-\u{3fffd}]/u;

/** Terminal cells, as wcwidth counts them: marks (Devanagari signs) take none, CJK takes two. */
function displayWidth(text: string): number {
  let width = 0;
  for (const character of text) {
    if (ZERO_WIDTH.test(character)) continue;
    width += DOUBLE_WIDTH.test(character) ? 2 : 1;
  }
  return width;
}

function pad(text: string, width: number): string {
  return text + ' '.repeat(Math.max(0, width - displayWidth(text)));
}

function formatTime(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  const two = (value: number) => String(value).padStart(2, '0');
  return `${date.getFullYear()}-${two(date.getMonth() + 1)}-${two(date.getDate())} ${two(date.getHours())}:${two(date.getMinutes())}`;
}

/**
 * Whether the team was told: the time it was, "no: <why>" when delivery failed or no channel is
 * configured, "pending" while the server is still sending.
 */
export function notifiedCell(row: Pick<StoredConsultationRequest, 'notified_at' | 'notify_error'>): string {
  const error = row.notify_error?.replace(/\s+/g, ' ');
  const short = error !== undefined && error.length > 60 ? `${error.slice(0, 59)}…` : error;
  if (row.notified_at !== null)
    return short ? `${formatTime(row.notified_at)} (partly: ${short})` : formatTime(row.notified_at);
  return short ? `NO: ${short}` : 'pending';
}

/** The booked call in Nepal time (the team's clock, whatever the terminal's zone): `2026-11-26 10:00 NPT`. */
export function bookedCell(bookedFor: string | null): string {
  if (bookedFor === null) return '';
  const instant = Date.parse(bookedFor);
  if (Number.isNaN(instant)) return bookedFor;
  const nepal = new Date(instant + (5 * 60 + 45) * 60_000).toISOString();
  return `${nepal.slice(0, 10)} ${nepal.slice(11, 16)} NPT`;
}

/** Where the visit came from: utm_source (with medium), else the referring site, else "direct". */
export function sourceCell(
  row: Pick<StoredConsultationRequest, 'utm_source' | 'utm_medium' | 'referrer_host' | 'landing_path'>,
): string {
  if (!row.landing_path && !row.utm_source && !row.referrer_host) return '';
  const source = row.utm_source ?? row.referrer_host ?? 'direct';
  return row.utm_medium ? `${source} / ${row.utm_medium}` : source;
}

export function formatTable(rows: readonly StoredConsultationRequest[]): string {
  const header = [
    'Received',
    'Name',
    'Phone',
    'Email',
    'Topic',
    'Booked call',
    'Team notified',
    'Source',
    'Campaign',
    'Landing page',
    'Sent from',
  ];
  const body = rows.map((row) => [
    formatTime(row.created_at),
    row.full_name,
    row.phone_number ?? '',
    row.email ?? '',
    row.help_topic,
    bookedCell(row.booked_for ?? null),
    notifiedCell(row),
    sourceCell(row),
    row.utm_campaign ?? '',
    row.landing_path ?? '',
    row.form_path ? `${row.form_path}${row.page_language ? ` (${row.page_language})` : ''}` : '',
  ]);
  const widths = header.map((title, column) =>
    Math.max(displayWidth(title), ...body.map((cells) => displayWidth(cells[column] ?? ''))),
  );
  const line = (cells: string[]) =>
    cells
      .map((cell, column) => pad(cell, widths[column] ?? 0))
      .join('  ')
      .trimEnd();
  return [line(header), line(widths.map((width) => '-'.repeat(width))), ...body.map(line)].join('\n');
}
