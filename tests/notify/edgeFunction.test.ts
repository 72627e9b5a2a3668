/**
 * The notify-team Edge Function under Deno (the `deno` dev dependency ships the binary): type-checked
 * as Supabase would bundle it, and its handler run against real receivers on 127.0.0.1 for the
 * webhook and for PostgREST (where the function records notified_at / notify_error). Remote imports
 * are refused (--no-remote): the function imports only the shared core.
 */
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PROJECT_ROOT } from '../../server/paths';
import { toolPresent } from '../support/requiredTool';
import { startReceiver, type Receiver } from './receiver';

const DENO = join(PROJECT_ROOT, 'node_modules', '.bin', 'deno');
const FUNCTION_DIR = join(PROJECT_ROOT, 'supabase', 'functions', 'notify-team');
const denoDir = mkdtempSync(join(tmpdir(), 'rupantaran-deno-'));

const denoEnv = (env: Record<string, string>) => ({
  PATH: process.env.PATH ?? '',
  HOME: denoDir,
  DENO_DIR: denoDir,
  DENO_NO_UPDATE_CHECK: '1',
  NO_COLOR: '1',
  ...env,
});

/** Asynchronous: the receivers live in this process, so it must keep answering meanwhile. */
function deno(
  args: string[],
  env: Record<string, string> = {},
): Promise<{ status: number | null; output: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(DENO, args, { cwd: FUNCTION_DIR, env: denoEnv(env), timeout: 60_000 });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('error', reject);
    child.on('close', (status) => resolve({ status, output }));
  });
}

const runs = toolPresent(
  existsSync(DENO) && spawnSync(DENO, ['--version'], { env: denoEnv({}), timeout: 30_000 }).status === 0,
  `Deno (${DENO})`,
  'the `deno` dev dependency provides it: npm ci',
);

let webhook: Receiver;
let failingWebhook: Receiver;
let postgrest: Receiver;

beforeAll(async () => {
  [webhook, failingWebhook, postgrest] = await Promise.all([
    startReceiver(),
    startReceiver(500),
    startReceiver(204),
  ]);
  // PostgREST's answer to the function's read of a booked request (service key only).
  postgrest.reply = ({ method, path, headers }) =>
    method === 'GET' &&
    path.startsWith('/rest/v1/consultation_requests?') &&
    headers.apikey === 'service-role-key'
      ? JSON.stringify([
          {
            id: '0b6f1c1e-9a4f-4f7e-8a55-3f0f2a1d9c01',
            created_at: '2026-11-24T00:00:00.000Z',
            full_name: 'Sita Sharma',
            phone_number: '9841234567',
            email: 'sita@example.com',
            help_topic: 'For Business',
            landing_path: null,
          },
        ])
      : undefined;
});

afterAll(async () => {
  await Promise.all([webhook?.close(), failingWebhook?.close(), postgrest?.close()]);
  rmSync(denoDir, { recursive: true, force: true });
});

// Deno type-checks and starts in seconds on an idle machine; under a loaded CI host it can take far longer.
describe.skipIf(!runs)('notify-team Edge Function under Deno', { timeout: 90_000 }, () => {
  it('type-checks with no remote imports', async () => {
    const result = await deno(['check', '--no-remote', 'index.ts', 'handler_test.ts']);
    expect(result.output).not.toMatch(/error/i);
    expect(result.status).toBe(0);
  });

  it('verifies the secret, notifies through the webhook and records the outcome with the service key', async () => {
    const result = await deno(
      ['test', '--no-check', '--no-remote', '--allow-net=127.0.0.1', '--allow-env', 'handler_test.ts'],
      {
        NOTIFY_TEAM_SECRET: 'test-secret',
        NOTIFY_WEBHOOK_URL: `${webhook.url}/hook`,
        FAILING_WEBHOOK_URL: `${failingWebhook.url}/hook`,
        SUPABASE_URL: postgrest.url,
        SUPABASE_SERVICE_ROLE_KEY: 'service-role-key',
      },
    );
    expect(result.output).toMatch(/ok \| 6 passed \| 0 failed/);
    expect(result.status).toBe(0);

    // The request, the busy alert, the waitlist sign-up, then the booked call; each with its own
    // idempotency key (the booking's names its change, as bookingNotice.ts builds it).
    expect(webhook.received.map((post) => post.headers['idempotency-key'])).toEqual([
      '0b6f1c1e-9a4f-4f7e-8a55-3f0f2a1d9c01',
      '0b6f1c1e-9a4f-4f7e-8a55-3f0f2a1d9a01',
      '0b6f1c1e-9a4f-4f7e-8a55-3f0f2a1d9b01',
      'consultation-booking/0b6f1c1e-9a4f-4f7e-8a55-3f0f2a1d9d01/0/booked/team',
    ]);
    const booked = (JSON.parse(webhook.received[3]?.body ?? '') as { text: string }).text;
    // The booked time in Nepal time (04:15 UTC is 10:00 NPT), the note and the request it belongs to.
    expect(booked).toMatch(/^\*Consultation call booked: Thu, 26 Nov 2026, 10:00 NPT\*/);
    expect(booked).toContain('*Automate:* Reply to WhatsApp orders');
    expect(booked).toContain('*Company:* Himal Traders');
    expect(booked).toContain('Sita Sharma');
    expect(JSON.parse(webhook.received[1]?.body ?? '')).toEqual({
      text: expect.stringContaining('500 consultation requests arrived within one hour'),
    });
    // Every retry of a failing channel carries the same key.
    expect(failingWebhook.received.map((post) => post.headers['idempotency-key'])).toEqual(
      Array(3).fill('0b6f1c1e-9a4f-4f7e-8a55-3f0f2a1d9c02'),
    );
    const { text } = JSON.parse(webhook.received[0]?.body ?? '') as { text: string };
    expect(text).toContain('*Name:* &lt;b&gt;x&lt;/b&gt; @\u2060channel');
    expect(text).toContain('<tel:+9779841234567|9841234567> · <https://wa.me/9779841234567|WhatsApp>');
    expect(failingWebhook.received).toHaveLength(3);
    const { text: signupText } = JSON.parse(webhook.received[2]?.body ?? '') as { text: string };
    expect(signupText).toContain('*New waitlist sign-up*');
    expect(signupText).toContain('*Waiting for:* academy');
    expect(signupText).toContain('<tel:+9779841234567|9841234567> · <https://wa.me/9779841234567|WhatsApp>');
    expect(signupText).toContain('*Language:* Nepali');

    expect(postgrest.received.map(({ method, path }) => `${method} ${path}`)).toEqual([
      'PATCH /rest/v1/consultation_requests?id=eq.0b6f1c1e-9a4f-4f7e-8a55-3f0f2a1d9c01',
      'PATCH /rest/v1/consultation_requests?id=eq.0b6f1c1e-9a4f-4f7e-8a55-3f0f2a1d9c02',
      'PATCH /rest/v1/waitlist_signups?id=eq.0b6f1c1e-9a4f-4f7e-8a55-3f0f2a1d9b01',
      'GET /rest/v1/consultation_requests?id=eq.0b6f1c1e-9a4f-4f7e-8a55-3f0f2a1d9c01&select=id,created_at,full_name,phone_number,email,help_topic,landing_path,referrer_host,utm_source,utm_medium,utm_campaign,form_path,page_language',
      'POST /rest/v1/rpc/record_booking_notification',
    ]);
    const [success, failure, signup, , recorded] = postgrest.received;
    expect(recorded?.headers.authorization).toBe('Bearer service-role-key');
    expect(JSON.parse(recorded?.body ?? '')).toEqual({
      booking_uid: '0b6f1c1e-9a4f-4f7e-8a55-3f0f2a1d9d01',
      booking_sequence: 0,
      delivered_at: expect.any(String),
      delivery_error: null,
    });
    expect(success?.headers.authorization).toBe('Bearer service-role-key');
    expect(success?.headers.apikey).toBe('service-role-key');
    expect(JSON.parse(success?.body ?? '')).toEqual({ notified_at: expect.any(String), notify_error: null });
    expect(JSON.parse(failure?.body ?? '')).toEqual({
      notified_at: null,
      notify_error: 'webhook: HTTP 500: {"message":"receiver failing on purpose"} after 3 attempt(s)',
    });
    expect(signup?.headers.authorization).toBe('Bearer service-role-key');
    expect(signup?.headers.apikey).toBe('service-role-key');
    expect(JSON.parse(signup?.body ?? '')).toEqual({ notified_at: expect.any(String), notify_error: null });
  });
});
