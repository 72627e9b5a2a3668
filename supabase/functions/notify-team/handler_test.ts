/**
 * The Edge Function's handler under Deno, against real HTTP receivers that
 * tests/notify/edgeFunction.test.ts starts (a webhook, a failing webhook and a PostgREST stand-in)
 * and whose addresses it passes in the environment. Run by that test:
 *   deno test --no-remote --allow-net=127.0.0.1 --allow-env handler_test.ts
 */
import { createHandler, SECRET_HEADER } from './handler.ts';

const record = {
  id: '0b6f1c1e-9a4f-4f7e-8a55-3f0f2a1d9c01',
  created_at: '2026-11-24T00:00:00.000Z',
  full_name: '<b>x</b> @channel',
  phone_number: '9841234567',
  email: 'sita@example.com',
  help_topic: 'For Business',
};

function equal(actual: unknown, expected: unknown, what: string): void {
  if (JSON.stringify(actual) !== JSON.stringify(expected))
    throw new Error(`${what}: expected ${JSON.stringify(expected)}, got ${JSON.stringify(actual)}`);
}

function post(body: unknown, secret: string | null = Deno.env.get('NOTIFY_TEAM_SECRET') ?? null): Request {
  const headers: Record<string, string> = { 'Content-Type': 'application/json' };
  if (secret !== null) headers[SECRET_HEADER] = secret;
  return new Request('http://function.local/notify-team', {
    method: 'POST',
    headers,
    body: JSON.stringify(body),
  });
}

const fast = { retryDelaysMs: [0, 10, 10] };

Deno.test('refuses other methods, a wrong or missing secret, and a malformed record', async () => {
  const handle = createHandler((name) => Deno.env.get(name), fast);
  equal((await handle(new Request('http://function.local/', { method: 'GET' }))).status, 405, 'GET');
  equal((await handle(post({ record }, 'wrong'))).status, 401, 'wrong secret');
  equal((await handle(post({ record }, null))).status, 401, 'no secret');
  equal((await handle(post({ record: { ...record, id: 'x' } }))).status, 400, 'bad record');
  const unconfigured = createHandler((name) =>
    name === 'NOTIFY_TEAM_SECRET' ? undefined : Deno.env.get(name),
  );
  equal((await unconfigured(post({ record }, ''))).status, 500, 'no secret configured');
});

Deno.test('notifies the team and records it on the row', async () => {
  const handle = createHandler((name) => Deno.env.get(name), fast);
  const response = await handle(post({ type: 'INSERT', table: 'consultation_requests', record }));
  equal(response.status, 200, 'status');
  equal(await response.json(), { id: record.id, notified: true, error: null, recorded: true }, 'answer');
});

Deno.test('records the failure when the webhook keeps failing', async () => {
  const handle = createHandler(
    (name) => Deno.env.get(name === 'NOTIFY_WEBHOOK_URL' ? 'FAILING_WEBHOOK_URL' : name),
    fast,
  );
  const response = await handle(post({ record: { ...record, id: '0b6f1c1e-9a4f-4f7e-8a55-3f0f2a1d9c02' } }));
  const body = await response.json();
  equal(body.notified, false, 'notified');
  equal(body.recorded, true, 'recorded');
  if (!String(body.error).startsWith('webhook: HTTP 500')) throw new Error(`error: ${body.error}`);
});

Deno.test('tells the team of a busy alert of the volume limits, with its id as idempotency key', async () => {
  const handle = createHandler((name) => Deno.env.get(name), fast);
  const alert = {
    id: '0b6f1c1e-9a4f-4f7e-8a55-3f0f2a1d9a01',
    kind: 'consultation_request',
    raised_at: '2026-11-24T00:00:00.000Z',
    busy_total: 500,
    busy_per_network: 2,
    window_minutes: 60,
  };
  equal(
    (await handle(post({ type: 'ALERT', record: { ...alert, busy_total: -1 } }))).status,
    400,
    'bad alert',
  );
  const response = await handle(post({ type: 'ALERT', table: 'alerts', record: alert }));
  equal(response.status, 200, 'status');
  equal(await response.json(), { id: alert.id, notified: true, error: null }, 'answer');
});

Deno.test('tells the team of a waitlist sign-up and records it on waitlist_signups', async () => {
  const handle = createHandler((name) => Deno.env.get(name), fast);
  // As the trigger of migration 20261125120000_waitlist_signups.sql builds it.
  const signup = {
    id: '0b6f1c1e-9a4f-4f7e-8a55-3f0f2a1d9b01',
    created_at: '2026-11-25T00:00:00.000Z',
    email: null,
    phone_number: '9841234567',
    interest: 'academy',
    language: 'ne',
  };
  const payload = { type: 'INSERT', table: 'waitlist_signups', record: signup };
  equal(
    (await handle(post({ ...payload, record: { ...signup, phone_number: null } }))).status,
    400,
    'sign-up without a contact',
  );
  equal((await handle(post({ ...payload, table: 'somewhere_else' }))).status, 400, 'unknown table');
  const response = await handle(post(payload));
  equal(response.status, 200, 'status');
  equal(await response.json(), { id: signup.id, notified: true, error: null, recorded: true }, 'answer');
});

Deno.test(
  'tells the team of a booked call: reads the request with the service key, records the outcome',
  async () => {
    const handle = createHandler((name) => Deno.env.get(name), fast);
    const booking = {
      uid: '0b6f1c1e-9a4f-4f7e-8a55-3f0f2a1d9d01',
      request_id: record.id,
      sequence: 0,
      // 10:00 in Kathmandu (UTC+5:45).
      starts_at: '2026-11-26T04:15:00+00:00',
      ends_at: '2026-11-26T04:45:00+00:00',
      note: 'Reply to WhatsApp orders',
      company: 'Himal Traders',
      cancelled: false,
    };
    equal(
      (await handle(post({ type: 'BOOKING', record: { ...booking, sequence: -1 } }))).status,
      400,
      'bad booking',
    );
    const response = await handle(post({ type: 'BOOKING', table: 'bookings', record: booking }));
    equal(response.status, 200, 'status');
    equal(
      await response.json(),
      { uid: booking.uid, sequence: 0, notified: true, error: null, recorded: true },
      'answer',
    );
  },
);
