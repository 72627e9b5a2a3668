/**
 * The team hears of a booked call, with the time and the calendar file, and the visitor gets a
 * confirmation (issue 28): a real HTTP receiver stands in for Resend and the chat webhook.
 */
import { randomUUID } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBookingNotifier } from '../../server/bookingNotifier';
import type { LocalDatabase } from '../../server/db';
import { createLocalSupabaseHandler } from '../../server/restHandler';
import { nepalSlot, openDay } from './bookingCases';
import { openTestDatabase, testClient } from './support';
import { consultationRequestCall } from '../../src/features/consultation/submitConsultation';

interface Received {
  path: string;
  body: Record<string, unknown>;
}

let database: LocalDatabase;
let receiver: Server;
let api: Server;
const received: Received[] = [];
let receiverUrl = '';
let apiUrl = '';
/** The notifier reads its variables at each send: the test fills them in. */
const variables: Record<string, string | undefined> = {};
const notifier = createBookingNotifier({
  env: variables,
  log: () => undefined,
  warn: () => undefined,
  deliver: { sleep: async () => undefined },
  organizer: { name: 'Rupantaran AI', email: 'hello@rupantaran.ai', host: 'rupantaran.ai' },
});

beforeAll(async () => {
  database = await openTestDatabase();
  receiver = createServer((req, res) => {
    let text = '';
    req.on('data', (chunk: Buffer) => (text += chunk.toString()));
    req.on('end', () => {
      received.push({ path: req.url ?? '', body: JSON.parse(text) as Record<string, unknown> });
      res.writeHead(200, { 'Content-Type': 'application/json' }).end('{"id":"ok"}');
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  receiverUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}`;
  const handler = createLocalSupabaseHandler({ database: async () => database.db });
  notifier.attach(database.db);
  api = createServer((req, res) =>
    notifier.afterBookings(req, res, () => handler(req, res, () => res.end())),
  );
  await new Promise<void>((resolve) => api.listen(0, '127.0.0.1', resolve));
  apiUrl = `http://127.0.0.1:${(api.address() as AddressInfo).port}`;
}, 120_000);

afterAll(async () => {
  await new Promise((resolve) => api?.close(resolve));
  await new Promise((resolve) => receiver?.close(resolve));
  await database?.close();
});

describe('booking notifications', () => {
  it('sends the team the booked time (Nepal time) and the .ics, and the visitor a confirmation', async () => {
    const env = {
      RESEND_API_KEY: 're_test',
      RESEND_API_BASE: receiverUrl,
      NOTIFY_EMAIL_TO: 'team@rupantaran.ai',
      NOTIFY_EMAIL_FROM: 'site@rupantaran.ai',
      NOTIFY_WEBHOOK_URL: `${receiverUrl}/hook`,
    };
    Object.assign(variables, env);
    {
      const key = randomUUID();
      const client = testClient(apiUrl);
      const inserted = await consultationRequestCall(client, {
        full_name: 'Sita Sharma',
        phone_number: '+977 984-1234567',
        email: 'sita.booker@example.com',
        help_topic: 'For Business',
        booking_key: key,
      });
      expect(inserted.error).toBeNull();
      const startsAt = nepalSlot(openDay(2), '10:00');
      const booked = await client.rpc('book_slot', {
        booking_key: key,
        starts_at: startsAt,
        note: 'Invoices from WhatsApp orders',
        company: 'Sharma Traders',
      });
      expect(booked.error).toBeNull();
      await new Promise((resolve) => setTimeout(resolve, 50));
      await notifier.idle();

      const hook = received.find((entry) => entry.path === '/hook');
      const chat = String(hook?.body.text);
      expect(chat).toMatch(/^\*Consultation call booked: \w{3}, \d{1,2} \w{3} \d{4}, 10:00 NPT\*/);
      expect(chat).toContain('*Automate:* Invoices from WhatsApp orders');
      expect(chat).toContain('*Company:* Sharma Traders');
      const emails = received.filter((entry) => entry.path === '/emails');
      expect(emails.map((entry) => entry.body.to)).toEqual(
        expect.arrayContaining([['team@rupantaran.ai'], ['sita.booker@example.com']]),
      );
      for (const email of emails) {
        const [attachment] = email.body.attachments as { filename: string; content: string }[];
        const ics = Buffer.from(attachment?.content ?? '', 'base64').toString('utf8');
        expect(ics).toContain(`DTSTART:${startsAt.replace(/[-:]/g, '').replace('.000', '')}`);
        expect(ics).toContain('ORGANIZER;CN=Rupantaran AI:mailto:hello@rupantaran.ai');
      }
      console.info(
        `[booking] sample team notification:\n${String((emails[0]?.body.to as string[])[0] === 'team@rupantaran.ai' ? emails[0]?.body.text : emails[1]?.body.text)}`,
      );
      const { rows } = await database.db.query<{ notified: boolean; notify_error: string | null }>(
        'select notified_at is not null as notified, notify_error from booking.bookings',
      );
      expect(rows).toEqual([{ notified: true, notify_error: null }]);
    }
  });

  it('hosted path (migration 20261125140000): its trigger does nothing here, and only service_role records an outcome', async () => {
    const { rows: triggers } = await database.db.query<{ tgname: string }>(
      `select tgname from pg_trigger where tgrelid = 'booking.bookings'::regclass and tgname = 'bookings_notify_team'`,
    );
    expect(triggers).toHaveLength(1);
    // No pg_net or Vault on PGlite: the booking above was not marked "Not queued" (notify_error null).
    const [booking] = (
      await database.db.query<{ id: string; sequence: number }>('select id, sequence from booking.bookings')
    ).rows;
    const record = (role: string, sequence: number, error: string) =>
      database.db.transaction(async (tx) => {
        await tx.exec(`set local role ${role}`);
        await tx.query('select public.record_booking_notification($1, $2, null, $3)', [
          booking?.id,
          sequence,
          error,
        ]);
      });
    await expect(record('anon', booking?.sequence ?? 0, 'by anon')).rejects.toThrow(/permission denied/);
    await expect(record('authenticated', booking?.sequence ?? 0, 'by user')).rejects.toThrow(
      /permission denied/,
    );
    // A stale change records nothing: a newer move or cancel is its own notification.
    await record('service_role', (booking?.sequence ?? 0) + 1, 'stale');
    const unchanged = await database.db.query(
      'select notified_at is not null as notified, notify_error from booking.bookings',
    );
    expect(unchanged.rows).toEqual([{ notified: true, notify_error: null }]);
    await record('service_role', booking?.sequence ?? 0, 'webhook: HTTP 500');
    const recorded = await database.db.query(
      'select notified_at is not null as notified, notify_error from booking.bookings',
    );
    expect(recorded.rows).toEqual([{ notified: false, notify_error: 'webhook: HTTP 500' }]);
  });
});
