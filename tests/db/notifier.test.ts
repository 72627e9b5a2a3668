/**
 * The local backend tells the team of each new request (server/notifier.ts): the REST handler and
 * the notifier on a real HTTP server over an in-memory PGlite, a real receiver as the webhook.
 */
import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { LocalDatabase } from '../../server/db';
import { createLocalNotifier, type LocalNotifier } from '../../server/notifier';
import { createLocalSupabaseHandler } from '../../server/restHandler';
import { consultationRequestCall } from '../../src/features/consultation/submitConsultation';
import { NOT_CONFIGURED_ERROR } from '../../supabase/functions/_shared/notify';
import { startReceiver, type Receiver } from '../notify/receiver';
import { insertAs, openTestDatabase, testClient } from './support';

let database: LocalDatabase;
let server: Server;
let url = '';
let notifier: LocalNotifier;
const env: Record<string, string | undefined> = {};
const lines: string[] = [];
const dir = mkdtempSync(join(tmpdir(), 'rupantaran-notify-'));
const logFile = join(dir, '.data', 'notifications.log');
const receivers: Receiver[] = [];

beforeAll(async () => {
  database = await openTestDatabase();
  notifier = createLocalNotifier({
    env,
    logFile,
    log: (line) => lines.push(line),
    warn: (line) => lines.push(`WARN ${line}`),
    // The back-off is the core's business (tests/notify); here it only slows the test down.
    deliver: { sleep: async () => undefined },
  });
  const handler = createLocalSupabaseHandler({
    database: async () => {
      await notifier.attach(database.db);
      return database.db;
    },
  });
  server = createServer((req, res) =>
    notifier.afterInserts(req, res, () => handler(req, res, () => res.writeHead(404).end())),
  );
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}, 120_000);

afterAll(async () => {
  await notifier.close();
  await new Promise<void>((resolve) => server.close(() => resolve()));
  await database.close();
  rmSync(dir, { recursive: true, force: true });
});

afterEach(async () => {
  await notifier.idle();
  await Promise.all(receivers.splice(0).map((receiver) => receiver.close()));
  env.NOTIFY_WEBHOOK_URL = undefined;
  lines.length = 0;
});

async function hook(status = 200): Promise<Receiver> {
  const receiver = await startReceiver(status);
  receivers.push(receiver);
  env.NOTIFY_WEBHOOK_URL = `${receiver.url}/hook`;
  return receiver;
}

let counter = 0;
/** Submits through supabase-js as the form does; resolves when the HTTP answer has arrived. */
async function submit(fields: Record<string, unknown> = {}) {
  counter += 1;
  const email = `visitor.${counter}.${Date.now()}@example.com`;
  const { status, error } = await consultationRequestCall(testClient(url), {
    full_name: 'Sita Sharma',
    phone_number: null,
    email,
    help_topic: 'Other',
    ...fields,
  }).setHeader('x-forwarded-for', `198.51.100.${counter}`);
  return { status, error, email, answeredAt: performance.now() };
}

async function rowFor(email: string) {
  const { rows } = await database.db.query<{ notified_at: Date | null; notify_error: string | null }>(
    'select notified_at, notify_error from public.consultation_requests where email = $1',
    [email],
  );
  return rows;
}

describe('local team notifications', () => {
  it('posts each committed request to the webhook once, after the visitor has the answer', async () => {
    const receiver = await hook();
    const sent = await submit({ full_name: 'राम\u200dश्रेष्ठ', phone_number: '9841234567' });
    expect(sent.status).toBe(204);
    const [received] = await receiver.waitFor(1);
    await notifier.idle();
    expect(receiver.received).toHaveLength(1);
    expect(received?.at).toBeGreaterThanOrEqual(sent.answeredAt);
    const { text } = JSON.parse(received?.body ?? '') as { text: string };
    expect(text).toContain('*Name:* राम\u200dश्रेष्ठ');
    expect(text).toContain(
      `<mailto:${sent.email.replace('@', '%40')}|${sent.email.replace('@', '@\u2060')}>`,
    );
    expect(text).toContain('<https://wa.me/9779841234567|WhatsApp>');
    const [row] = await rowFor(sent.email);
    expect(row?.notify_error).toBeNull();
    expect(row?.notified_at).toBeInstanceOf(Date);
    expect(lines).toEqual([expect.stringMatching(/^Team notified of consultation request [0-9a-f-]{36} \(/)]);
    // The server's log says what happened, never who: no name, phone or e-mail.
    expect(lines.join('\n')).not.toMatch(/राम|श्रेष्ठ|@|984/);
  });

  it('stores the request and records the failure when the webhook keeps failing', async () => {
    const receiver = await hook(500);
    const sent = await submit();
    expect(sent.status).toBe(204);
    await receiver.waitFor(3);
    await notifier.idle();
    expect(receiver.received).toHaveLength(3);
    expect(await rowFor(sent.email)).toEqual([
      {
        notified_at: null,
        notify_error: 'webhook: HTTP 500: {"message":"receiver failing on purpose"} after 3 attempt(s)',
      },
    ]);
    expect(lines).toEqual([expect.stringMatching(/^WARN The team was not told of consultation request /)]);
    expect(lines.join('\n')).not.toContain(sent.email);
  });

  it('with no channel configured, prints one line and keeps the message in the log file (0600)', async () => {
    const sent = await submit({ phone_number: '+977 984-1234567' });
    expect(sent.status).toBe(204);
    await notifier.idle();
    await notifier.idle();
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(
      /^New consultation request [0-9a-f-]{36} \(Other\); no notification channel configured, message kept in /,
    );
    expect(lines[0]).not.toMatch(/Sita|Sharma|984|@/);
    const log = readFileSync(logFile, 'utf8');
    expect(log).toContain(`Email:    ${sent.email}`);
    expect(log).toContain(
      'Phone:    +977 984-1234567  (call tel:+9779841234567, WhatsApp https://wa.me/9779841234567)',
    );
    expect(statSync(logFile).mode & 0o777).toBe(0o600);
    expect(statSync(join(dir, '.data')).mode & 0o777).toBe(0o700);
    expect(await rowFor(sent.email)).toEqual([{ notified_at: null, notify_error: NOT_CONFIGURED_ERROR }]);
  });

  it('sends at start-up what an earlier run left queued', async () => {
    const receiver = await hook();
    // Committed without the HTTP path, as if the server had stopped before sending.
    const email = `queued.${Date.now()}@example.com`;
    const inserted = await insertAs(
      database.db,
      'anon',
      { full_name: 'Queued Visitor', phone_number: null, email, help_topic: 'Other' },
      true,
    );
    expect(inserted).toEqual({ ok: true });
    expect(receiver.received).toHaveLength(0);
    const restarted = createLocalNotifier({
      env,
      logFile: null,
      log: () => undefined,
      warn: () => undefined,
    });
    await restarted.attach(database.db);
    await receiver.waitFor(1);
    await restarted.idle();
    await notifier.idle();
    expect(receiver.received).toHaveLength(1);
    expect(receiver.received[0]?.body).toContain(email.replace('@', '@\u2060'));
    expect((await rowFor(email))[0]?.notified_at).toBeInstanceOf(Date);
    await restarted.close();
  });

  it('drains 300 queued notifications on its own with an idle server: each once, with its id as the key', async () => {
    const receiver = await hook();
    // The first notifier is told to stop, as a stopped server's would be; the rows are committed
    // without the HTTP path, so no visitor's request pokes anything.
    await notifier.close();
    const stamp = Date.now();
    await database.db.query(
      `insert into public.consultation_requests (full_name, email, help_topic)
       select 'Queued Visitor', 'backlog.' || n || '.${stamp}@example.com', 'Other' from generate_series(1, 300) as n`,
    );
    const { rows } = await database.db.query<{ id: string }>(
      'select id from public.consultation_requests where email like $1',
      [`backlog.%.${stamp}@example.com`],
    );
    expect(rows).toHaveLength(300);
    const restarted = createLocalNotifier({ env, logFile: null, log: () => undefined, paceMs: 5 });
    const started = performance.now();
    await restarted.attach(database.db);
    try {
      await receiver.waitFor(300, 60_000);
      const seconds = (performance.now() - started) / 1000;
      console.info(
        `[notifier] 300 queued notifications delivered by an idle server in ${seconds.toFixed(1)} s`,
      );
      expect(seconds).toBeLessThan(60);
      await restarted.idle();
      const keys = receiver.received.map((post) => post.headers['idempotency-key']);
      expect(new Set(keys).size).toBe(300);
      expect([...keys].sort()).toEqual(rows.map((row) => row.id).sort());
      const { rows: left } = await database.db.query('select from local_meta.notify_outbox');
      expect(left).toEqual([]);
      const { rows: unmarked } = await database.db.query(
        'select from public.consultation_requests where email like $1 and notified_at is null',
        [`backlog.%.${stamp}@example.com`],
      );
      expect(unmarked).toEqual([]);
    } finally {
      await restarted.close();
    }
  }, 90_000);

  it('tells the team when the volume limits reach their busy bound, once per window', async () => {
    const receiver = await hook();
    const restarted = createLocalNotifier({ env, logFile: null, log: () => undefined, paceMs: 0 });
    await restarted.attach(database.db);
    try {
      await database.db.query(
        `insert into consultation_guard.alerts (kind, busy_total, busy_per_network, window_length)
         values ('consultation_request', 500, 2, interval '1 hour')`,
      );
      restarted.poke();
      const [post] = await receiver.waitFor(1);
      expect(JSON.parse(post?.body ?? '').text).toContain(
        '500 consultation requests arrived within one hour',
      );
      await restarted.idle();
      const { rows } = await database.db.query<{ id: string; notified_at: Date | null }>(
        'select id, notified_at from consultation_guard.alerts',
      );
      expect(rows).toEqual([{ id: post?.headers['idempotency-key'], notified_at: expect.any(Date) }]);
    } finally {
      await restarted.close();
    }
  });

  it('never fails the visitor’s insert because of the notifier, and gives anon no say in the marks', async () => {
    await database.db.exec('alter table local_meta.notify_outbox rename to notify_outbox_away');
    try {
      const sent = await submit();
      expect(sent.status).toBe(204);
    } finally {
      await database.db.exec('alter table local_meta.notify_outbox_away rename to notify_outbox');
    }
    for (const column of ['notified_at', 'notify_error'] as const) {
      const value = column === 'notified_at' ? new Date().toISOString() : 'x';
      const direct = await insertAs(database.db, 'anon', {
        full_name: 'Sita Sharma',
        email: 'sita@example.com',
        help_topic: 'Other',
        [column]: value,
      });
      expect(direct).toMatchObject({ ok: false, code: '42703' });
      const viaApi = await submit({ [column]: value });
      expect([viaApi.status, viaApi.error?.code]).toEqual([400, '42703']);
    }
  });
});
