import type { PGlite } from '@electric-sql/pglite';
import type { ConsultationRecord } from '../supabase/functions/_shared/notify.ts';

/**
 * The local backend's outbox of requests the team has not been told about yet. On hosted Supabase
 * the migration's trigger hands each new row to pg_net; PGlite has no pg_net, so this local-only
 * trigger (installed by the server, not a migration: hosted projects must not get it) queues the
 * row's id in the same transaction as the insert. A request is queued exactly when it commits, and
 * one whose notification was cut short (the server stopped) is still queued at the next start.
 * Queuing can never fail the visitor's insert: any error is turned into a warning.
 */
const INSTALL = `
create schema if not exists local_meta;
create table if not exists local_meta.notify_outbox (
  request_id uuid primary key,
  queued_at timestamptz not null default clock_timestamp()
);
revoke all on table local_meta.notify_outbox from public;

create or replace function local_meta.queue_team_notification()
returns trigger
language plpgsql
security definer
set search_path = ''
as $queue$
begin
  begin
    insert into local_meta.notify_outbox (request_id) values (new.id) on conflict do nothing;
  exception when others then
    raise warning 'consultation request %: not queued for the team: %', new.id, sqlerrm;
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
`;

export async function installOutbox(db: PGlite): Promise<void> {
  await db.exec(INSTALL);
}

/** Queued requests (oldest first), except those already being sent. */
export async function pendingRequests(
  db: PGlite,
  exclude: ReadonlySet<string>,
): Promise<ConsultationRecord[]> {
  const { rows } = await db.query<Omit<ConsultationRecord, 'created_at'> & { created_at: Date | string }>(
    `select r.id, r.created_at, r.full_name, r.phone_number, r.email, r.help_topic,
            r.landing_path, r.referrer_host, r.utm_source, r.utm_medium, r.utm_campaign, r.form_path,
            r.page_language
     from local_meta.notify_outbox as o
     join public.consultation_requests as r on r.id = o.request_id
     where not (r.id = any($1::uuid[]))
     order by o.queued_at
     limit 50`,
    [[...exclude]],
  );
  return rows.map((row) => ({
    ...row,
    created_at: row.created_at instanceof Date ? row.created_at.toISOString() : row.created_at,
  }));
}

/** Records the outcome on the row and takes the request off the queue, in one transaction. */
export async function completeRequest(
  db: PGlite,
  id: string,
  columns: { notified_at: string | null; notify_error: string | null },
): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.query(
      'update public.consultation_requests set notified_at = $2, notify_error = $3 where id = $1',
      [id, columns.notified_at, columns.notify_error],
    );
    await tx.query('delete from local_meta.notify_outbox where request_id = $1', [id]);
  });
}

/** Queued entries whose row is gone (deleted by hand) would otherwise stay forever. */
export async function dropOrphans(db: PGlite): Promise<void> {
  await db.exec(`delete from local_meta.notify_outbox as o
                 where not exists (select from public.consultation_requests as r where r.id = o.request_id)`);
}
