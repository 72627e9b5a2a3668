import type { PGlite } from '@electric-sql/pglite';

/**
 * Reading and changing when the free consultation can be booked (the `booking` schema of migration
 * 20261125130000), for `npm run availability`. Hosted, the team edits the same tables in the
 * Supabase Table editor (schema "booking"); the README shows both.
 */
export interface Availability {
  settings: { time_zone: string; slot_minutes: number; min_notice: string; horizon: string };
  hours: { iso_weekday: number; opens: string; closes: string }[];
  closed: { day: string; reason: string | null }[];
  upcoming: { local_start: string; full_name: string; help_topic: string; company: string | null }[];
}

export const WEEKDAYS = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'] as const;

export async function readAvailability(db: PGlite): Promise<Availability> {
  const settings = await db.query<Availability['settings']>(
    `select time_zone, slot_minutes, min_notice::text as min_notice, horizon::text as horizon from booking.settings`,
  );
  const hours = await db.query<Availability['hours'][number]>(
    `select iso_weekday, to_char(opens, 'HH24:MI') as opens, to_char(closes, 'HH24:MI') as closes
     from booking.weekly_hours order by iso_weekday, opens`,
  );
  const closed = await db.query<Availability['closed'][number]>(
    `select day::text as day, reason from booking.closed_dates where day >= current_date - 1 order by day`,
  );
  const upcoming = await db.query<Availability['upcoming'][number]>(
    `select local_start, full_name, help_topic, company from booking.upcoming limit 20`,
  );
  const [first] = settings.rows;
  if (!first) throw new Error('booking.settings has no row: was migration 20261125130000 applied?');
  return { settings: first, hours: hours.rows, closed: closed.rows, upcoming: upcoming.rows };
}

/** `close 2026-10-21 Dashain`: nothing can be booked that day (in Nepal time). */
export async function closeDate(db: PGlite, day: string, reason: string | null): Promise<void> {
  await db.query(
    `insert into booking.closed_dates (day, reason) values ($1::date, $2)
     on conflict (day) do update set reason = excluded.reason`,
    [day, reason],
  );
}

export async function reopenDate(db: PGlite, day: string): Promise<boolean> {
  const { affectedRows } = await db.query('delete from booking.closed_dates where day = $1::date', [day]);
  return (affectedRows ?? 0) > 0;
}

/** `hours 6 10:00-13:00,14:00-17:00` or `hours 6 closed`: replaces that weekday's periods. */
export async function setWeekdayHours(db: PGlite, isoWeekday: number, periods: string): Promise<void> {
  const parsed =
    periods === 'closed'
      ? []
      : periods.split(',').map((period) => {
          const match = /^(\d{1,2}:\d{2})-(\d{1,2}:\d{2})$/.exec(period.trim());
          if (!match) throw new Error(`"${period}" is not a period like 10:00-17:00`);
          return { opens: match[1] ?? '', closes: match[2] ?? '' };
        });
  await db.transaction(async (tx) => {
    await tx.query('delete from booking.weekly_hours where iso_weekday = $1', [isoWeekday]);
    for (const { opens, closes } of parsed)
      await tx.query(
        'insert into booking.weekly_hours (iso_weekday, opens, closes) values ($1, $2::time, $3::time)',
        [isoWeekday, opens, closes],
      );
  });
}

/** `set slot_minutes 45`, `set min_notice '1 day'`, `set horizon '21 days'`, `set time_zone Asia/Kathmandu`. */
export async function setSetting(db: PGlite, name: string, value: string): Promise<void> {
  const casts: Record<string, string> = {
    slot_minutes: 'integer',
    min_notice: 'interval',
    horizon: 'interval',
    time_zone: 'text',
  };
  const cast = casts[name];
  if (cast === undefined)
    throw new Error(`Unknown setting "${name}": one of ${Object.keys(casts).join(', ')}`);
  // The column name comes from the list above, never from the command line as typed.
  await db.query(`update booking.settings set ${name} = $1::${cast}`, [value]);
}
