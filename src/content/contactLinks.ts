/**
 * Links that open a phone's own apps on the company's numbers, and the office hours in both the
 * schema.org syntax the config uses and words. Pure functions: the content modules build the hrefs,
 * islands receive them as props.
 */

/** The digits of an international number, country code first: `+977 1-5970000` → `97715970000`. */
export function phoneDigits(number: string): string {
  return number.replace(/\D/g, '');
}

/** A number as a dialler reads it (RFC 3966 global number): `tel:+97715970000`. */
export function telHref(number: string): string {
  return `tel:+${phoneDigits(number)}`;
}

/** WhatsApp's click-to-chat link; `text` is prefilled in the visitor's message box. */
export function whatsappHref(number: string, text?: string): string {
  const base = `https://wa.me/${phoneDigits(number)}`;
  return text ? `${base}?text=${encodeURIComponent(text)}` : base;
}

/** Viber's chat deep link; Viber wants the leading plus, percent-encoded. */
export function viberHref(number: string): string {
  return `viber://chat?number=${encodeURIComponent(`+${phoneDigits(number)}`)}`;
}

/** A search on OpenStreetMap's own site: a plain link, no embedded map or third-party script. */
export function openStreetMapHref(query: string): string {
  return `https://www.openstreetmap.org/search?query=${encodeURIComponent(query)}`;
}

export const dayCodes = ['Mo', 'Tu', 'We', 'Th', 'Fr', 'Sa', 'Su'] as const;
export type DayCode = (typeof dayCodes)[number];

const schemaDays: Record<DayCode, string> = {
  Mo: 'Monday',
  Tu: 'Tuesday',
  We: 'Wednesday',
  Th: 'Thursday',
  Fr: 'Friday',
  Sa: 'Saturday',
  Su: 'Sunday',
};

/** Office hours: groups of days (a single day or a range, possibly wrapping the week), one time span. */
export interface OfficeHours {
  /** Each group as written: ['Su', 'Fr'] is Sunday to Friday, ['Sa'] Saturday alone. */
  groups: readonly (readonly [DayCode] | readonly [DayCode, DayCode])[];
  opens: string;
  closes: string;
}

const dayPattern = dayCodes.join('|');
const groupPattern = `(?:${dayPattern})(?:-(?:${dayPattern}))?`;
const hoursPattern = new RegExp(
  `^(${groupPattern}(?:,${groupPattern})*) ([01]\\d|2[0-3]):([0-5]\\d)-([01]\\d|2[0-3]):([0-5]\\d)$`,
);

/** Reads schema.org's openingHours syntax, e.g. `Su-Fr 10:00-17:00` or `Mo,We,Fr 09:30-13:00`. */
export function parseOfficeHours(value: string): OfficeHours | undefined {
  const match = hoursPattern.exec(value.trim());
  if (!match) return undefined;
  const [, days = '', openH, openM, closeH, closeM] = match;
  const opens = `${openH}:${openM}`;
  const closes = `${closeH}:${closeM}`;
  if (closes <= opens) return undefined;
  const groups = days
    .split(',')
    .map((group) => group.split('-') as [DayCode] | [DayCode, DayCode])
    .map((group) => (group.length === 2 && group[0] === group[1] ? ([group[0]] as [DayCode]) : group));
  return { groups, opens, closes };
}

/** Every day the hours cover, in the order written (a range wraps past Sunday). */
export function daysOf(hours: OfficeHours): DayCode[] {
  return hours.groups.flatMap((group) => {
    const start = dayCodes.indexOf(group[0]);
    const end = dayCodes.indexOf(group[1] ?? group[0]);
    const length = ((end - start + 7) % 7) + 1;
    return Array.from({ length }, (_, offset) => dayCodes[(start + offset) % 7] as DayCode);
  });
}

/** The hours in words: `Sunday–Friday, 10:00–17:00`, with the page's day names and digits. */
export function formatOfficeHours(
  hours: OfficeHours,
  dayNames: Readonly<Record<DayCode, string>>,
  digits: (text: string) => string = (text) => text,
): string {
  const days = hours.groups.map((group) => group.map((day) => dayNames[day]).join('–')).join(', ');
  return `${days}, ${digits(hours.opens)}–${digits(hours.closes)}`;
}

/** schema.org's OpeningHoursSpecification for the same hours. */
export function openingHoursSpecification(hours: OfficeHours): Record<string, unknown> {
  return {
    '@type': 'OpeningHoursSpecification',
    dayOfWeek: daysOf(hours).map((day) => `https://schema.org/${schemaDays[day]}`),
    opens: hours.opens,
    closes: hours.closes,
  };
}
