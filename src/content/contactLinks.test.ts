import { describe, expect, it } from 'vitest';
import {
  daysOf,
  formatOfficeHours,
  openingHoursSpecification,
  openStreetMapHref,
  parseOfficeHours,
  phoneDigits,
  telHref,
  viberHref,
  whatsappHref,
  type DayCode,
} from './contactLinks';
import { toDevanagariDigits } from '../lib/i18n/digits';

describe('links to the phone apps', () => {
  it('dials the international number, separators removed', () => {
    expect(phoneDigits('+977 (1) 597-0000')).toBe('97715970000');
    expect(telHref('+977 1-5970000')).toBe('tel:+97715970000');
  });

  it('opens WhatsApp on the digits with the greeting percent-encoded', () => {
    expect(whatsappHref('+977 980-0000000')).toBe('https://wa.me/9779800000000');
    const href = whatsappHref('+977 980-0000000', 'Hello & welcome? 100% — नमस्ते #1');
    expect(href).toBe(
      'https://wa.me/9779800000000?text=Hello%20%26%20welcome%3F%20100%25%20%E2%80%94%20%E0%A4%A8%E0%A4%AE%E0%A4%B8%E0%A5%8D%E0%A4%A4%E0%A5%87%20%231',
    );
    // Nothing the greeting holds can end the query or start another parameter.
    expect(new URL(href).searchParams.get('text')).toBe('Hello & welcome? 100% — नमस्ते #1');
    expect([...new URL(href).searchParams.keys()]).toEqual(['text']);
  });

  it('opens Viber with the plus encoded, as Viber requires', () => {
    expect(viberHref('+977 980-0000000')).toBe('viber://chat?number=%2B9779800000000');
  });

  it('searches OpenStreetMap for the address, encoded', () => {
    expect(openStreetMapHref('Sample Marg 12, Kathmandu')).toBe(
      'https://www.openstreetmap.org/search?query=Sample%20Marg%2012%2C%20Kathmandu',
    );
  });
});

const english: Record<DayCode, string> = {
  Mo: 'Monday',
  Tu: 'Tuesday',
  We: 'Wednesday',
  Th: 'Thursday',
  Fr: 'Friday',
  Sa: 'Saturday',
  Su: 'Sunday',
};

/** Hours the test knows to be well formed. */
function parsed(text: string): NonNullable<ReturnType<typeof parseOfficeHours>> {
  const hours = parseOfficeHours(text);
  if (!hours) throw new Error(`Not office hours: ${text}`);
  return hours;
}

describe('office hours', () => {
  it('reads schema.org openingHours, ranges wrapping the week', () => {
    const hours = parseOfficeHours('Su-Fr 10:00-17:00');
    expect(hours).toEqual({ groups: [['Su', 'Fr']], opens: '10:00', closes: '17:00' });
    expect(daysOf(parsed('Su-Fr 10:00-17:00'))).toEqual(['Su', 'Mo', 'Tu', 'We', 'Th', 'Fr']);
    expect(daysOf(parsed('Mo,We-Th,Sa 09:30-13:00'))).toEqual(['Mo', 'We', 'Th', 'Sa']);
  });

  it('refuses what is not a day list and a time span', () => {
    for (const bad of [
      '',
      'Sun-Fri 10:00-17:00',
      'Su-Fr 10-17',
      'Su-Fr 17:00-10:00',
      'Su-Fr 24:00-25:00',
      'Su-Fr',
    ])
      expect(parseOfficeHours(bad), bad).toBeUndefined();
  });

  it('writes the hours in words, with Devanagari digits on Nepali pages', () => {
    const hours = parsed('Su-Fr 10:00-17:00');
    expect(formatOfficeHours(hours, english)).toBe('Sunday–Friday, 10:00–17:00');
    const nepali = { ...english, Su: 'आइतबार', Fr: 'शुक्रबार' };
    expect(formatOfficeHours(hours, nepali, toDevanagariDigits)).toBe('आइतबार–शुक्रबार, १०:००–१७:००');
  });

  it('gives schema.org the days as URLs', () => {
    expect(openingHoursSpecification(parsed('Fr-Sa 10:00-12:00'))).toEqual({
      '@type': 'OpeningHoursSpecification',
      dayOfWeek: ['https://schema.org/Friday', 'https://schema.org/Saturday'],
      opens: '10:00',
      closes: '12:00',
    });
  });
});
