/**
 * The booked call as an iCalendar file (RFC 5545) and as a Google Calendar link. Times are written
 * in UTC (DTSTART:20261127T041500Z), which every calendar shows in its own zone.
 */
export interface CalendarEvent {
  /** The booking's uid from the database: the same across moves, so a calendar updates the entry. */
  uid: string;
  startsAt: string;
  endsAt: string;
  /** Increases with each move (the booking's sequence). */
  sequence: number;
  summary: string;
  description: string;
  organizer: { name: string; email: string };
  /** The site's host, for the UID's domain part. */
  host: string;
  /** When the file is made; defaults to now. */
  stamp?: string;
  cancelled?: boolean;
}

/** 2026-11-27T04:15:00+00:00 → 20261127T041500Z. */
export function icsTime(iso: string): string {
  return new Date(iso)
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
}

/** TEXT values: backslash, semicolon, comma and newline escaped (RFC 5545 3.3.11). */
function escapeText(value: string): string {
  return value.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,').replace(/\r?\n/g, '\\n');
}

/** Lines longer than 75 octets are folded: CRLF and a space, never inside a UTF-8 sequence. */
function fold(line: string): string {
  const encoder = new TextEncoder();
  const pieces: string[] = [];
  let current = '';
  let octets = 0;
  for (const character of line) {
    const size = encoder.encode(character).length;
    const limit = pieces.length === 0 ? 75 : 74;
    if (octets + size > limit) {
      pieces.push(current);
      current = '';
      octets = 0;
    }
    current += character;
    octets += size;
  }
  pieces.push(current);
  return pieces.join('\r\n ');
}

export function buildIcs(event: CalendarEvent): string {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Rupantaran AI//Consultation booking//EN',
    'CALSCALE:GREGORIAN',
    `METHOD:${event.cancelled ? 'CANCEL' : 'PUBLISH'}`,
    'BEGIN:VEVENT',
    `UID:${event.uid}@${event.host}`,
    `DTSTAMP:${icsTime(event.stamp ?? new Date().toISOString())}`,
    `DTSTART:${icsTime(event.startsAt)}`,
    `DTEND:${icsTime(event.endsAt)}`,
    `SEQUENCE:${event.sequence}`,
    `SUMMARY:${escapeText(event.summary)}`,
    `DESCRIPTION:${escapeText(event.description)}`,
    `ORGANIZER;CN=${escapeText(event.organizer.name).replace(/[":;]/g, '')}:mailto:${event.organizer.email}`,
    `STATUS:${event.cancelled ? 'CANCELLED' : 'CONFIRMED'}`,
    'TRANSP:OPAQUE',
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return `${lines.map(fold).join('\r\n')}\r\n`;
}

/** Google Calendar's "create event" link with the same title, times and description. */
export function googleCalendarLink(
  event: Pick<CalendarEvent, 'startsAt' | 'endsAt' | 'summary' | 'description'>,
): string {
  const params = new URLSearchParams({
    action: 'TEMPLATE',
    text: event.summary,
    dates: `${icsTime(event.startsAt)}/${icsTime(event.endsAt)}`,
    details: event.description,
    ctz: 'Asia/Kathmandu',
  });
  return `https://calendar.google.com/calendar/render?${params.toString()}`;
}
