import type { PGlite } from '@electric-sql/pglite';
import type { ConsultationRecord, GuardAlertRecord } from '../supabase/functions/_shared/notify.ts';
import type { WaitlistRecord } from '../supabase/functions/_shared/waitlistNotify.ts';

/**
 * The local backend's outbox of what the team has not been told yet: new consultation requests,
 * waitlist sign-ups (public.waitlist_signups), and the volume limits' busy alerts
 * (consultation_guard.alerts). On hosted Supabase the migrations'
 * triggers hand each to pg_net; PGlite has no pg_net, so these local-only triggers (installed by the
 * server, not a migration: hosted projects must not get them) queue the row's id in the same
 * transaction as the insert. An entry is queued exactly when its row commits, and one whose
 * notification was cut short (the server stopped or was killed) is still queued at the next start.
 * Queuing can never fail the visitor's insert: any error is turned into a warning.
 *
 * An entry is claimed (claimed_at, committed) before it is sent and deleted with the outcome, in
 * one transaction, after: a crash between the two leaves exactly the entries in flight claimed, and
 * only those are sent again, with the same idempotency key (the request's id).
 */
const INSTALL = `
create schema if not exists local_meta;
create table if not exists local_meta.notify_outbox (
  request_id uuid primary key,
  queued_at timestamptz not null default clock_timestamp()
);
alter table local_meta.notify_outbox
  add column if not exists kind text not null default 'request',
  add column if not exists claimed_at timestamptz,
  add column if not exists attempts integer not null default 0;
create index if not exists notify_outbox_unclaimed on local_meta.notify_outbox (queued_at)
  where claimed_at is null;
revoke all on table local_meta.notify_outbox from public;

create or replace function local_meta.queue_team_notification()
returns trigger
language plpgsql
security definer
set search_path = ''
as $queue$
begin
  begin
    insert into local_meta.notify_outbox (request_id, kind)
    values (new.id, case tg_table_name when 'alerts' then 'alert' when 'waitlist_signups' then 'signup'
                                       else 'request' end)
    on conflict do nothing;
  exception when others then
    raise warning 'notification %: not queued for the team: %', new.id, sqlerrm;
  end;
  return null;
end
$queue$;
revoke all on function local_meta.queue_team_notification() from public;

drop trigger if exists local_notify_outbox on public.consultation_requests;
create trigger local_notify_outbox
  after insert on public.consultation_requests
  for each row
  execute function local_meta.queue_team_notification();

do $others$
declare
  queued text;
begin
  foreach queued in array array['consultation_guard.alerts', 'public.waitlist_signups'] loop
    if pg_catalog.to_regclass(queued) is not null then
      execute format('drop trigger if exists local_notify_outbox on %s', queued);
      execute format('create trigger local_notify_outbox after insert on %s for each row
                      execute function local_meta.queue_team_notification()', queued);
    end if;
  end loop;
end
$others$;
`;

export async function installOutbox(db: PGlite): Promise<void> {
  await db.exec(INSTALL);
}

export type OutboxEntry =
  | { kind: 'request'; id: string; attempts: number; record: ConsultationRecord }
  | { kind: 'alert'; id: string; attempts: number; record: GuardAlertRecord }
  | { kind: 'signup'; id: string; attempts: number; record: WaitlistRecord };

const tableOf: Record<OutboxEntry['kind'], string> = {
  request: 'public.consultation_requests',
  alert: 'consultation_guard.alerts',
  signup: 'public.waitlist_signups',
};

/**
 * Claims before sending: the newest unclaimed entry (a fresh lead before an old backlog), committed
 * as claimed before anything goes out. undefined when nothing is waiting.
 */
export async function claimNext(db: PGlite): Promise<OutboxEntry | undefined> {
  for (;;) {
    const { rows } = await db.query<{ request_id: string; kind: string; attempts: number }>(
      `update local_meta.notify_outbox set claimed_at = clock_timestamp(), attempts = attempts + 1
       where request_id = (select request_id from local_meta.notify_outbox where claimed_at is null
                           order by queued_at desc limit 1)
       returning request_id, kind, attempts`,
    );
    const claimed = rows[0];
    if (claimed === undefined) return undefined;
    const entry = await readEntry(db, claimed.request_id, claimed.kind, claimed.attempts);
    if (entry !== undefined) return entry;
    // Its row is gone (deleted by hand): nothing to send.
    await db.query('delete from local_meta.notify_outbox where request_id = $1', [claimed.request_id]);
  }
}

const iso = (value: Date | string) => (value instanceof Date ? value.toISOString() : value);

async function readEntry(
  db: PGlite,
  id: string,
  kind: string,
  attempts: number,
): Promise<OutboxEntry | undefined> {
  if (kind === 'alert') {
    const { rows } = await db.query<{
      id: string;
      kind: string;
      raised_at: Date | string;
      busy_total: number;
      busy_per_network: number;
      window_minutes: number;
    }>(
      `select id, kind, raised_at, busy_total, busy_per_network,
              (extract(epoch from window_length) / 60)::int as window_minutes
       from consultation_guard.alerts where id = $1`,
      [id],
    );
    const row = rows[0];
    return row && { kind: 'alert', id, attempts, record: { ...row, raised_at: iso(row.raised_at) } };
  }
  if (kind === 'signup') {
    const { rows } = await db.query<Omit<WaitlistRecord, 'created_at'> & { created_at: Date | string }>(
      `select id, created_at, email, phone_number, interest, language
       from public.waitlist_signups where id = $1`,
      [id],
    );
    const row = rows[0];
    return row && { kind: 'signup', id, attempts, record: { ...row, created_at: iso(row.created_at) } };
  }
  const { rows } = await db.query<Omit<ConsultationRecord, 'created_at'> & { created_at: Date | string }>(
    `select id, created_at, full_name, phone_number, email, help_topic,
            landing_path, referrer_host, utm_source, utm_medium, utm_campaign, form_path, page_language
     from public.consultation_requests where id = $1`,
    [id],
  );
  const row = rows[0];
  return row && { kind: 'request', id, attempts, record: { ...row, created_at: iso(row.created_at) } };
}

/** Records the outcome on the row and takes the entry off the queue, in one transaction. */
export async function completeEntry(
  db: PGlite,
  entry: Pick<OutboxEntry, 'kind' | 'id'>,
  columns: { notified_at: string | null; notify_error: string | null },
): Promise<void> {
  const table = tableOf[entry.kind];
  await db.transaction(async (tx) => {
    await tx.query(`update ${table} set notified_at = $2, notify_error = $3 where id = $1`, [
      entry.id,
      columns.notified_at,
      columns.notify_error,
    ]);
    await tx.query('delete from local_meta.notify_outbox where request_id = $1', [entry.id]);
  });
}

/**
 * At start: claims left by a process that ended mid-send (killed, or closed before its send
 * finished) are released, so those entries (at most the ones that were in flight) go out again.
 * `inFlight` are the ids this process is sending right now (another notifier on the same database,
 * as Vite runs while it restarts a server): theirs stay claimed.
 */
export async function releaseStaleClaims(db: PGlite, inFlight: ReadonlySet<string>): Promise<number> {
  const { affectedRows } = await db.query(
    `update local_meta.notify_outbox set claimed_at = null
     where claimed_at is not null and not (request_id = any($1::uuid[]))`,
    [[...inFlight]],
  );
  return affectedRows ?? 0;
}

/** Queued entries whose row is gone (deleted by hand) would otherwise stay forever. */
export async function dropOrphans(db: PGlite): Promise<void> {
  for (const [kind, table] of Object.entries(tableOf)) {
    const exists = await db.query<{ found: string | null }>(
      'select pg_catalog.to_regclass($1)::text as found',
      [table],
    );
    if (exists.rows[0]?.found == null) continue;
    await db.query(
      `delete from local_meta.notify_outbox as o
       where o.kind = $1 and not exists (select from ${table} as t where t.id = o.request_id)`,
      [kind],
    );
  }
}
