import { formatBikramSambat } from '../../../lib/i18n/bikramSambat';
import { toDevanagariDigits } from '../../../lib/i18n/digits';
import type { Locale } from '../../../lib/i18n/locale';

/** Slots are cut in Kathmandu time (the database's booking.settings), UTC+5:45 all year. */
export const NEPAL_TIME_ZONE = 'Asia/Kathmandu';
const NEPAL_OFFSET_MS = (5 * 60 + 45) * 60_000;

const nepaliWeekdays = ['आइतबार', 'सोमबार', 'मंगलबार', 'बुधबार', 'बिहीबार', 'शुक्रबार', 'शनिबार'] as const;

/** The Nepal calendar date (YYYY-MM-DD) and clock time of an instant. */
export function nepalClock(iso: string): { date: string; hours: number; minutes: number; weekday: number } {
  const local = new Date(Date.parse(iso) + NEPAL_OFFSET_MS);
  return {
    date: local.toISOString().slice(0, 10),
    hours: local.getUTCHours(),
    minutes: local.getUTCMinutes(),
    weekday: local.getUTCDay(),
  };
}

/** `Thursday 27 November` / `बिहीबार, मंसिर ११, २०८३` (Bikram Sambat, Devanagari digits). */
export function formatDay(iso: string, locale: Locale): string {
  const { date, weekday } = nepalClock(iso);
  if (locale === 'ne') return `${nepaliWeekdays[weekday] ?? ''}, ${formatBikramSambat(date)}`;
  return new Intl.DateTimeFormat('en-GB', {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    timeZone: NEPAL_TIME_ZONE,
  }).format(new Date(iso));
}

/** `10:30 AM` / `बिहान १०:३०`, in Nepal time. */
export function formatTime(iso: string, locale: Locale): string {
  const { hours, minutes } = nepalClock(iso);
  const hour12 = hours % 12 === 0 ? 12 : hours % 12;
  const clock = `${hour12}:${String(minutes).padStart(2, '0')}`;
  if (locale === 'ne') {
    const part = hours < 12 ? 'बिहान' : hours < 17 ? 'दिउँसो' : 'बेलुका';
    return `${part} ${toDevanagariDigits(clock)}`;
  }
  return `${clock} ${hours < 12 ? 'AM' : 'PM'}`;
}

export interface SlotDay {
  /** Nepal date, YYYY-MM-DD: a stable key. */
  date: string;
  label: string;
  slots: { startsAt: string; label: string }[];
}

/** Start times (ISO, any offset) grouped by their Nepal day, in order. */
export function groupSlotsByDay(startTimes: readonly string[], locale: Locale): SlotDay[] {
  const days: SlotDay[] = [];
  for (const startsAt of [...startTimes].sort((a, b) => Date.parse(a) - Date.parse(b))) {
    const { date } = nepalClock(startsAt);
    let day = days.at(-1);
    if (day?.date !== date) {
      day = { date, label: formatDay(startsAt, locale), slots: [] };
      days.push(day);
    }
    day.slots.push({ startsAt, label: formatTime(startsAt, locale) });
  }
  return days;
}

/**
 * The time in the visitor's own zone when it differs from Nepal's at that instant, else null:
 * `{ time: '5:45 AM', zone: 'Europe/London' }`.
 */
export function visitorTime(
  iso: string,
  locale: Locale,
  zone: string | undefined = safeTimeZone(),
): { time: string; zone: string } | null {
  if (zone === undefined) return null;
  const instant = new Date(iso);
  const parts = (timeZone: string) =>
    new Intl.DateTimeFormat('en-GB', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    }).format(instant);
  try {
    if (parts(zone) === parts(NEPAL_TIME_ZONE)) return null;
    const time = new Intl.DateTimeFormat(locale === 'ne' ? 'ne-NP' : 'en-GB', {
      timeZone: zone,
      weekday: 'short',
      hour: 'numeric',
      minute: '2-digit',
    }).format(instant);
    return { time: locale === 'ne' ? toDevanagariDigits(time) : time, zone };
  } catch {
    return null;
  }
}

function safeTimeZone(): string | undefined {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone;
  } catch {
    return undefined;
  }
}

/** Fills `{name}` placeholders. */
export function fill(template: string, values: Record<string, string>): string {
  return template.replace(/\{(\w+)\}/g, (match, name: string) => values[name] ?? match);
}
