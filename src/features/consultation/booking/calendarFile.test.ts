import { describe, expect, it } from 'vitest';
import { buildIcs, googleCalendarLink } from './calendarFile';

const event = {
  uid: '6f1c2a3b-0000-4000-8000-000000000001',
  startsAt: '2026-11-26T04:15:00+00:00',
  endsAt: '2026-11-26T04:45:00+00:00',
  sequence: 1,
  summary: 'Free consultation call — Rupantaran AI',
  description: 'We call you, or send a video-call link; to change it, write to hello@rupantaran.ai.',
  organizer: { name: 'Rupantaran AI', email: 'hello@rupantaran.ai' },
  host: 'rupantaran.ai',
  stamp: '2026-11-25T08:00:00Z',
};

describe('the calendar file', () => {
  it('is an iCalendar event in UTC with uid, organiser and description, CRLF and folded', () => {
    const ics = buildIcs(event);
    expect(ics.endsWith('\r\n')).toBe(true);
    const unfolded = ics.replace(/\r\n /g, '');
    const lines = unfolded.split('\r\n');
    expect(lines).toContain('UID:6f1c2a3b-0000-4000-8000-000000000001@rupantaran.ai');
    expect(lines).toContain('DTSTART:20261126T041500Z');
    expect(lines).toContain('DTEND:20261126T044500Z');
    expect(lines).toContain('DTSTAMP:20261125T080000Z');
    expect(lines).toContain('SEQUENCE:1');
    expect(lines).toContain('ORGANIZER;CN=Rupantaran AI:mailto:hello@rupantaran.ai');
    expect(lines).toContain(
      'DESCRIPTION:We call you\\, or send a video-call link\\; to change it\\, write to hello@rupantaran.ai.',
    );
    expect(ics.split('\r\n').every((line) => new TextEncoder().encode(line).length <= 75)).toBe(true);
  });

  it('folds Devanagari without splitting a character', () => {
    const ics = buildIcs({ ...event, summary: 'निःशुल्क परामर्श कल — रूपान्तरण '.repeat(4) });
    expect(ics.replace(/\r\n /g, '')).toContain(`SUMMARY:${'निःशुल्क परामर्श कल — रूपान्तरण '.repeat(4)}`);
  });

  it('links to Google Calendar with the same times', () => {
    const url = new URL(googleCalendarLink(event));
    expect(url.origin).toBe('https://calendar.google.com');
    expect(url.searchParams.get('dates')).toBe('20261126T041500Z/20261126T044500Z');
    expect(url.searchParams.get('text')).toBe(event.summary);
  });
});
