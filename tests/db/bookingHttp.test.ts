/** Booking through the local backend's /rest/v1/rpc with the real supabase-js client (issue 28). */
import { randomUUID } from 'node:crypto';
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LocalDatabase } from '../../server/db';
import { LOCAL_ANON_KEY } from '../../src/lib/localBackend';
import { nepalSlot, openDay } from './bookingCases';
import { openTestDatabase, startTestServer, testClient, type TestServer } from './support';
import { consultationRequestCall } from '../../src/features/consultation/submitConsultation';

let database: LocalDatabase;
let server: TestServer;

beforeAll(async () => {
  database = await openTestDatabase();
  server = await startTestServer(database.db);
}, 120_000);

afterAll(async () => {
  await server?.close();
  await database?.close();
});

class NoWebSocket {
  close(): void {}
}

/** A visitor of its own network: the limits count per client address. */
function visitor(index: number): SupabaseClient {
  return createClient(server.url, LOCAL_ANON_KEY, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    realtime: { transport: NoWebSocket as never },
    global: { headers: { 'x-forwarded-for': `10.${index}.${index}.1` } },
  });
}

/** A request sent through the API as the form sends it, with its booking key. */
async function submitRequest(client: SupabaseClient, index: number): Promise<string> {
  const key = randomUUID();
  const { error } = await consultationRequestCall(client, {
    full_name: 'Sita Sharma',
    phone_number: null,
    email: `http.booker.${index}.${key.slice(0, 8)}@example.com`,
    help_topic: 'For Business',
    booking_key: key,
  });
  expect(error).toBeNull();
  return key;
}

describe('the booking functions through supabase-js', () => {
  it('lists free slots as ISO start times, and books, moves and cancels one', async () => {
    const client = visitor(1);
    const key = await submitRequest(client, 1);
    const slots = await client.rpc('free_slots');
    expect(slots.error).toBeNull();
    expect(slots.status).toBe(200);
    const starts = slots.data as string[];
    expect(starts.length).toBeGreaterThan(20);
    expect(starts[0]).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:(15|45):00\+00:00$/);

    const target = nepalSlot(openDay(2), '12:00');
    const booked = await client.rpc('book_slot', {
      booking_key: key,
      starts_at: target,
      note: 'Invoices',
      company: 'Acme',
    });
    expect(booked.error).toBeNull();
    expect(booked.data).toMatchObject({ starts_at: target.replace('.000Z', '+00:00'), sequence: 0 });
    expect((booked.data as { ends_at: string }).ends_at).toBe(
      new Date(Date.parse(target) + 30 * 60_000).toISOString().replace('.000Z', '+00:00'),
    );
    const after = await client.rpc('free_slots');
    expect((after.data as string[]).includes(target.replace('.000Z', '+00:00'))).toBe(false);

    const moved = await client.rpc('move_booking', {
      booking_key: key,
      starts_at: nepalSlot(openDay(2), '12:30'),
    });
    expect(moved.error).toBeNull();
    expect(moved.data).toMatchObject({ sequence: 1, uid: (booked.data as { uid: string }).uid });

    const cancelled = await client.rpc('cancel_booking', { booking_key: key });
    expect(cancelled.error).toBeNull();
    expect(cancelled.data).toMatchObject({ cancelled: true });
  });

  it('answers refusals as PostgREST does: status, code, message, details, hint', async () => {
    const client = visitor(2);
    const taken = await client.rpc('book_slot', {
      booking_key: randomUUID(),
      starts_at: nepalSlot(openDay(2), '13:00'),
    });
    expect({ status: taken.status, error: taken.error }).toEqual({
      status: 403,
      error: {
        code: 'PT403',
        message: 'This booking key opens no request that can be booked',
        details: 'not_allowed',
        hint: 'A request can be booked for a day after it was sent, from the browser that sent it.',
      },
    });
    const badType = await client.rpc('book_slot', { booking_key: 'not-a-uuid', starts_at: 'soon' });
    expect([badType.status, badType.error?.code]).toEqual([400, '22P02']);
    // JSON that is not text for the free text (issue 23 item 5): refused, never stored as "true".
    const key = await submitRequest(client, 2);
    for (const [note, company, kind] of [
      [true, 'Acme', 'note" must be a string or null, not boolean'],
      ['Invoices', 42, 'company" must be a string or null, not number'],
      [{ text: 'Invoices' }, null, 'note" must be a string or null, not object'],
    ] as const) {
      const refused = await client.rpc('book_slot', {
        booking_key: key,
        starts_at: nepalSlot(openDay(3), '13:00'),
        note,
        company,
      });
      expect({ status: refused.status, error: refused.error }).toEqual({
        status: 400,
        error: {
          code: '22023',
          message: `The argument "${kind}`,
          details: 'not_text',
          hint: 'Send the note and the company as text, or leave them out.',
        },
      });
    }
    const { rows } = await database.db.query(
      'select b.id from booking.bookings b join public.consultation_requests r on r.id = b.request_id where r.booking_key = $1',
      [key],
    );
    expect(rows).toEqual([]);
    const unknownArgs = await client.rpc('book_slot', { slot: 'x' });
    expect({ status: unknownArgs.status, error: unknownArgs.error }).toEqual({
      status: 404,
      error: {
        code: 'PGRST202',
        message: 'Could not find the function public.book_slot(slot) in the schema cache',
        details:
          'Searched for the function public.book_slot with parameters slot or with a single unnamed json/jsonb parameter, but no matches were found in the schema cache.',
        hint: 'Perhaps you meant to call the function public.book_slot(booking_key, starts_at, note, company)',
      },
    });
    const internal = await testClient(server.url).rpc('consultation_requests_flood_guard');
    expect([internal.status, internal.error?.code]).toEqual([401, '42501']);
  });

  it('100 visitors tapping one slot at once: 1 booked, 99 told it is taken, no overlap', async () => {
    const clients = Array.from({ length: 100 }, (_, index) => visitor(index + 10));
    const keys: string[] = [];
    for (const [index, client] of clients.entries()) keys.push(await submitRequest(client, index + 10));
    const slot = nepalSlot(openDay(3), '16:00');
    const started = performance.now();
    const answers = await Promise.all(
      clients.map((client, index) => client.rpc('book_slot', { booking_key: keys[index], starts_at: slot })),
    );
    const milliseconds = Math.round(performance.now() - started);
    const booked = answers.filter((answer) => answer.error === null && answer.status === 200).length;
    const taken = answers.filter(
      (answer) =>
        answer.status === 409 &&
        answer.error?.code === 'PT409' &&
        answer.error.details === 'slot_taken' &&
        answer.error.message === 'That time was just taken',
    ).length;
    console.info(
      `[booking] HTTP + supabase-js: 100 simultaneous book_slot calls in ${milliseconds} ms: ${booked} booked, ${taken} taken`,
    );
    expect({ booked, taken }).toEqual({ booked: 1, taken: 99 });
    const { rows } = await database.db.query<{ active: number; overlapping: number }>(
      `select
         (select count(*)::int from booking.bookings where cancelled_at is null and lower(during) = $1) as active,
         (select count(*)::int from booking.bookings a join booking.bookings b
            on a.id < b.id and a.during && b.during
          where a.cancelled_at is null and b.cancelled_at is null) as overlapping`,
      [slot],
    );
    expect(rows[0]).toEqual({ active: 1, overlapping: 0 });
  }, 120_000);
});
