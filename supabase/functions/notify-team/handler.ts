/**
 * The notify-team Edge Function's request handling, without Deno.serve (index.ts) so tests can call
 * it. The database's after-insert trigger (migration 20261124193000_notify_team.sql) POSTs
 * `{ "record": { id, created_at, full_name, phone_number, email, help_topic, <attribution> } }` through pg_net
 * with the shared secret from Vault in the x-notify-secret header. This verifies the secret, sends
 * the message through the configured channels (retries and back-off in the shared core), and
 * records notified_at / notify_error on the row through PostgREST with the service-role key.
 */
import {
  hasChannel,
  notifyTeam,
  outcomeColumns,
  parseRecord,
  readNotifyConfig,
  type DeliverOptions,
  type EnvReader,
} from '../_shared/notify.ts';

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

async function recordOutcome(
  env: EnvReader,
  id: string,
  columns: { notified_at: string | null; notify_error: string | null },
  fetchImpl: typeof fetch,
): Promise<string | null> {
  const base = env('SUPABASE_URL')?.replace(/\/+$/, '');
  const key = env('SUPABASE_SERVICE_ROLE_KEY');
  if (!base || !key) return 'SUPABASE_URL or SUPABASE_SERVICE_ROLE_KEY is not set';
  try {
    const response = await fetchImpl(
      `${base}/rest/v1/consultation_requests?id=eq.${encodeURIComponent(id)}`,
      {
        method: 'PATCH',
        headers: {
          apikey: key,
          Authorization: `Bearer ${key}`,
          'Content-Type': 'application/json',
          Prefer: 'return=minimal',
        },
        body: JSON.stringify(columns),
        signal: AbortSignal.timeout(10_000),
      },
    );
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
    const record = parseRecord((payload as { record?: unknown } | null)?.record);
    if (record === null) return json(400, { error: 'invalid record' });

    const config = readNotifyConfig(env);
    if (!hasChannel(config)) console.error(`[notify-team] request ${record.id}: no channel configured`);
    const result = await notifyTeam(record, config, options);
    const columns = outcomeColumns(result, options.now?.() ?? new Date());
    if (columns.notify_error !== null)
      console.error(`[notify-team] request ${record.id}: ${columns.notify_error}`);
    const recordError = await recordOutcome(env, record.id, columns, options.fetch ?? fetch);
    if (recordError !== null)
      console.error(`[notify-team] request ${record.id}: could not record the outcome: ${recordError}`);
    return json(200, {
      id: record.id,
      notified: columns.notified_at !== null,
      error: columns.notify_error,
      recorded: recordError === null,
    });
  };
}
