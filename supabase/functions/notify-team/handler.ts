/**
 * The notify-team Edge Function's request handling, without Deno.serve (index.ts) so tests can call
 * it. The database's after-insert trigger (migration 20261124193000_notify_team.sql) POSTs
 * `{ "record": { id, created_at, full_name, phone_number, email, help_topic, <attribution> } }` through pg_net
 * with the shared secret from Vault in the x-notify-secret header. This verifies the secret, sends
 * the message through the configured channels (retries and back-off in the shared core), and
 * records notified_at / notify_error on the row through PostgREST with the service-role key.
 * Every channel gets the request's id as its idempotency key (Resend's Idempotency-Key, the same
 * header on the webhook), so a repeated call does not send a second e-mail.
 *
 * The volume limits' busy alerts (migration 20261125100000) arrive the same way with
 * `{ "type": "ALERT", "record": { id, kind, raised_at, busy_total, busy_per_network, window_minutes } }`;
 * their outcome is logged (the alerts table is not exposed through the API).
 *
 * Waitlist sign-ups (migration 20261125120000) arrive with `"table": "waitlist_signups"` and
 * `{ "record": { id, created_at, email, phone_number, interest, language } }`; they are sent and
 * recorded as requests are, on waitlist_signups, with the sign-up's id as the idempotency key.
 * Booked, moved and cancelled calls (migration 20261125140000) arrive with `{ "type": "BOOKING",
 * "record": { uid, request_id, sequence, … } }`: see bookingChange.ts.
 */
import { handleBookingChange, parseBookingChange } from './bookingChange.ts';
import {
  deliverMessage,
  hasChannel,
  notifyTeam,
  notifyTeamOfAlert,
  outcomeColumns,
  parseAlert,
  parseRecord,
  readNotifyConfig,
  type DeliverOptions,
  type EnvReader,
  type NotifyResult,
} from '../_shared/notify.ts';
import { buildWaitlistMessage, parseWaitlistRecord } from '../_shared/waitlistNotify.ts';

export const SECRET_HEADER = 'x-notify-secret';

/** Compares without returning early, so the time taken does not reveal how much matched. */
function sameSecret(expected: string, given: string | null): boolean {
  if (given === null) return false;
  const a = new TextEncoder().encode(expected);
  const b = new TextEncoder().encode(given);
  let difference = a.length ^ b.length;
  for (let index = 0; index < a.length; index += 1) difference |= (a[index] ?? 0) ^ (b[index] ?? 0);
  return difference === 0;
}

function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}

/** The tables whose rows the function records its outcome on (PostgREST, service-role key). */
type RecordedTable = 'consultation_requests' | 'waitlist_signups';

async function recordOutcome(
  env: EnvReader,
  table: RecordedTable,
  id: string,
  columns: { notified_at: string | null; notify_error: string | null },
  fetchImpl: typeof fetch,
): Promise<string | null> {
  const base = env('SUPABASE_URL')?.replace(/\/+$/, '');
  const key = env('SUPABASE_SERVICE_ROLE_KEY');
  if (!base || !key) return 'SUPABASE_URL or SUPABASE_SERVICE_ROLE_KEY is not set';
  try {
    const response = await fetchImpl(`${base}/rest/v1/${table}?id=eq.${encodeURIComponent(id)}`, {
      method: 'PATCH',
      headers: {
        apikey: key,
        Authorization: `Bearer ${key}`,
        'Content-Type': 'application/json',
        Prefer: 'return=minimal',
      },
      body: JSON.stringify(columns),
      signal: AbortSignal.timeout(10_000),
    });
    if (!response.ok)
      return `PostgREST answered ${response.status}: ${(await response.text()).slice(0, 200)}`;
    return null;
  } catch (error) {
    return error instanceof Error ? error.message : String(error);
  }
}

export function createHandler(
  env: EnvReader,
  options: DeliverOptions & { now?: () => Date } = {},
): (request: Request) => Promise<Response> {
  return async (request) => {
    if (request.method !== 'POST') return json(405, { error: 'POST only' });
    const secret = env('NOTIFY_TEAM_SECRET');
    // Fail closed: without a configured secret anyone could make the team's channels post.
    if (!secret) {
      console.error('[notify-team] NOTIFY_TEAM_SECRET is not set; refusing every request');
      return json(500, { error: 'not configured' });
    }
    if (!sameSecret(secret, request.headers.get(SECRET_HEADER))) return json(401, { error: 'unauthorized' });

    let payload: unknown;
    try {
      payload = await request.json();
    } catch {
      return json(400, { error: 'invalid JSON' });
    }
    const body = payload as { type?: unknown; table?: unknown; record?: unknown } | null;
    const config = readNotifyConfig(env);
    if (body?.type === 'ALERT') {
      const alert = parseAlert(body.record);
      if (alert === null) return json(400, { error: 'invalid alert' });
      const result = await notifyTeamOfAlert(alert, config, options);
      const columns = outcomeColumns(result, options.now?.() ?? new Date());
      console.error(
        `[notify-team] busy alert ${alert.id} (${alert.kind}): ${columns.notify_error ?? 'team notified'}`,
      );
      return json(200, { id: alert.id, notified: columns.notified_at !== null, error: columns.notify_error });
    }
    if (body?.type === 'BOOKING') {
      const change = parseBookingChange(body.record);
      if (change === null) return json(400, { error: 'invalid booking' });
      return json(200, await handleBookingChange(change, env, config, options));
    }
    // The consultation trigger names its table; earlier callers sent the record alone.
    const given = body?.table ?? 'consultation_requests';
    let table: RecordedTable;
    let id: string;
    let what: string;
    let send: () => Promise<NotifyResult>;
    if (given === 'waitlist_signups') {
      table = given;
      const signup = parseWaitlistRecord(body?.record);
      if (signup === null) return json(400, { error: 'invalid sign-up' });
      ({ id } = signup);
      what = 'waitlist sign-up';
      send = () => deliverMessage(buildWaitlistMessage(signup), signup.id, config, options);
    } else if (given === 'consultation_requests') {
      table = given;
      const record = parseRecord(body?.record);
      if (record === null) return json(400, { error: 'invalid record' });
      ({ id } = record);
      what = 'request';
      send = () => notifyTeam(record, config, options);
    } else {
      return json(400, { error: 'unknown table' });
    }

    if (!hasChannel(config)) console.error(`[notify-team] ${what} ${id}: no channel configured`);
    const result = await send();
    const columns = outcomeColumns(result, options.now?.() ?? new Date());
    if (columns.notify_error !== null) console.error(`[notify-team] ${what} ${id}: ${columns.notify_error}`);
    const recordError = await recordOutcome(env, table, id, columns, options.fetch ?? fetch);
    if (recordError !== null)
      console.error(`[notify-team] ${what} ${id}: could not record the outcome: ${recordError}`);
    return json(200, {
      id,
      notified: columns.notified_at !== null,
      error: columns.notify_error,
      recorded: recordError === null,
    });
  };
}
