import type { StoredConsultationRequest } from './storedRequests';

const segmenter = new Intl.Segmenter();

/** Width in terminal cells, roughly: one per grapheme, so Devanagari combining signs add nothing. */
function displayWidth(text: string): number {
  let width = 0;
  for (const _ of segmenter.segment(text)) width += 1;
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

export function formatTable(rows: readonly StoredConsultationRequest[]): string {
  const header = ['Received', 'Name', 'Phone', 'Email', 'Topic'];
  const body = rows.map((row) => [
    formatTime(row.created_at),
    row.full_name,
    row.phone_number ?? '',
    row.email ?? '',
    row.help_topic,
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
