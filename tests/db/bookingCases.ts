/**
 * The booking security cases (issue 28), shared by the PGlite suite (booking.test.ts) and the
 * PostgreSQL 15 suite (postgres.test.ts) so both servers are held to the same answers. Each case is
 * a list of statements run as anon in one transaction that is rolled back; the answer is `ok` or
 * the first failure as `<SQLSTATE> <detail>`.
 */
import { randomUUID } from 'node:crypto';

/** Nepal is UTC+5:45 all year. */
const NEPAL_OFFSET_MINUTES = 5 * 60 + 45;

function nepalToday(now: number): { year: number; month: number; day: number } {
  const local = new Date(now + NEPAL_OFFSET_MINUTES * 60_000);
  return { year: local.getUTCFullYear(), month: local.getUTCMonth(), day: local.getUTCDate() };
}

/** The instant (ISO, UTC) of `time` (HH:MM, Nepal time) `dayOffset` days after today in Nepal. */
export function nepalSlot(dayOffset: number, time: string, now = Date.now()): string {
  const { year, month, day } = nepalToday(now);
  const [hours = 0, minutes = 0] = time.split(':').map(Number);
  return new Date(
    Date.UTC(year, month, day + dayOffset, hours, minutes) - NEPAL_OFFSET_MINUTES * 60_000,
  ).toISOString();
}

/** The ISO weekday (1 Monday … 7 Sunday) in Nepal `dayOffset` days from today. */
export function nepalWeekday(dayOffset: number, now = Date.now()): number {
  const { year, month, day } = nepalToday(now);
  const weekday = new Date(Date.UTC(year, month, day + dayOffset)).getUTCDay();
  return weekday === 0 ? 7 : weekday;
}

/** The Nepal date (YYYY-MM-DD) `dayOffset` days from today. */
export function nepalDate(dayOffset: number, now = Date.now()): string {
  const { year, month, day } = nepalToday(now);
  return new Date(Date.UTC(year, month, day + dayOffset)).toISOString().slice(0, 10);
}

/** The first day offset at or after `from` that is open under the seeded hours (not Saturday). */
export function openDay(from: number, now = Date.now()): number {
  let offset = from;
  while (nepalWeekday(offset, now) === 6) offset += 1;
  return offset;
}

export interface BookingFixture {
  /** Requests stored (as the owner) before the cases run: their keys and ages. */
  requests: { key: string; email: string; ageHours: number }[];
  /** A date the owner closes before the cases run. */
  closedDate: string;
  cases: { label: string; statements: string[]; expected: string }[];
}

const literal = (value: string) => `'${value.replaceAll("'", "''")}'`;
const book = (key: string, startsAt: string) =>
  `select public.book_slot(${literal(key)}::uuid, ${literal(startsAt)}::timestamptz)`;

export function bookingFixture(now = Date.now()): BookingFixture {
  const fresh = randomUUID();
  const other = randomUUID();
  const old = randomUUID();
  const day = openDay(2, now);
  const closedDay = openDay(day + 1, now);
  const saturday = [2, 3, 4, 5, 6, 7, 8].find((offset) => nepalWeekday(offset, now) === 6) ?? 2;
  const beyond = openDay(16, now);
  const good = nepalSlot(day, '10:00', now);
  return {
    requests: [
      { key: fresh, email: 'fresh.booker@example.com', ageHours: 0 },
      { key: other, email: 'other.booker@example.com', ageHours: 0 },
      { key: old, email: 'old.booker@example.com', ageHours: 25 },
    ],
    closedDate: nepalDate(closedDay, now),
    cases: [
      { label: 'books an offered slot with its own key', statements: [book(fresh, good)], expected: 'ok' },
      {
        label: 'a guessed key books nothing',
        statements: [book(randomUUID(), good)],
        expected: 'PT403 not_allowed',
      },
      {
        label: 'no key books nothing',
        statements: [`select public.book_slot(null, ${literal(good)})`],
        expected: 'PT403 not_allowed',
      },
      {
        label: 'a request older than a day cannot be booked onto',
        statements: [book(old, good)],
        expected: 'PT403 not_allowed',
      },
      {
        label: 'before opening hours',
        statements: [book(fresh, nepalSlot(day, '09:30', now))],
        expected: 'PT422 slot_unavailable',
      },
      {
        label: 'at closing time',
        statements: [book(fresh, nepalSlot(day, '17:00', now))],
        expected: 'PT422 slot_unavailable',
      },
      {
        label: 'off the slot grid',
        statements: [book(fresh, nepalSlot(day, '10:10', now))],
        expected: 'PT422 slot_unavailable',
      },
      {
        label: 'on a closed date',
        statements: [book(fresh, nepalSlot(closedDay, '10:00', now))],
        expected: 'PT422 slot_unavailable',
      },
      {
        label: 'on a Saturday',
        statements: [book(fresh, nepalSlot(saturday, '10:00', now))],
        expected: 'PT422 slot_unavailable',
      },
      {
        label: 'in the past',
        statements: [book(fresh, nepalSlot(-1, '10:00', now))],
        expected: 'PT422 slot_unavailable',
      },
      {
        label: 'beyond the horizon',
        statements: [book(fresh, nepalSlot(beyond, '10:00', now))],
        expected: 'PT422 slot_unavailable',
      },
      {
        label: 'twice for one request',
        statements: [book(fresh, good), book(fresh, nepalSlot(day, '11:00', now))],
        expected: 'PT409 already_booked',
      },
      {
        label: 'one slot for two requests',
        statements: [book(fresh, good), book(other, good)],
        expected: 'PT409 slot_taken',
      },
      {
        label: "another request's key cannot move or cancel a booking it does not hold",
        statements: [book(fresh, good), `select public.cancel_booking(${literal(other)})`],
        expected: 'PT404 no_booking',
      },
      {
        label: 'a guessed key cannot cancel',
        statements: [book(fresh, good), `select public.cancel_booking(${literal(randomUUID())})`],
        expected: 'PT403 not_allowed',
      },
      {
        label: 'cancelling frees the slot for someone else',
        statements: [book(fresh, good), `select public.cancel_booking(${literal(fresh)})`, book(other, good)],
        expected: 'ok',
      },
      {
        label: 'moving frees the old slot',
        statements: [
          book(fresh, good),
          `select public.move_booking(${literal(fresh)}, ${literal(nepalSlot(day, '11:00', now))})`,
          book(other, good),
        ],
        expected: 'ok',
      },
      {
        label: 'anon cannot read bookings',
        statements: ['select * from booking.bookings'],
        expected: '42501 ',
      },
      {
        label: 'anon cannot read the upcoming view',
        statements: ['select * from booking.upcoming'],
        expected: '42501 ',
      },
      {
        label: 'anon cannot read requests',
        statements: ['select * from public.consultation_requests'],
        expected: '42501 ',
      },
      {
        label: 'anon cannot read booking keys',
        statements: ['select booking_key from public.consultation_requests'],
        expected: '42501 ',
      },
      {
        label: 'anon cannot write bookings directly',
        statements: [
          `insert into booking.bookings (request_id, during) values (gen_random_uuid(), tstzrange(now(), now() + interval '30 minutes'))`,
        ],
        expected: '42501 ',
      },
      {
        label: 'anon cannot change availability',
        statements: ["update booking.settings set min_notice = interval '0'"],
        expected: '42501 ',
      },
      {
        label: 'anon cannot call the internal functions',
        statements: ['select booking.offered_slots()'],
        expected: '42501 ',
      },
    ],
  };
}

/** Stores the fixture's requests and closed date, as the owner; SQL for either server. */
export function fixtureSetupSql(fixture: BookingFixture): string {
  const rows = fixture.requests
    .map(
      ({ key, email, ageHours }) =>
        `(now() - interval '${ageHours} hours', 'Booking Tester', ${literal(email)}, 'Other', ${literal(key)})`,
    )
    .join(',\n');
  return `insert into public.consultation_requests (created_at, full_name, email, help_topic, booking_key) values ${rows};
insert into booking.closed_dates (day, reason) values (${literal(fixture.closedDate)}, 'Test holiday');`;
}
