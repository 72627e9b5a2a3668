import type { PGlite } from '@electric-sql/pglite';
import type { WaitlistRecord } from '../supabase/functions/_shared/waitlistNotify.ts';

/**
 * The local backend's outbox of waitlist sign-ups the team has not been told about (issue 27): the
 * same design as notifyOutbox.ts for requests. Hosted projects use the migration's pg_net trigger
 * instead; this local-only trigger is installed by the server, never by a migration. Queuing never
 * fails the visitor's insert.
 */
const INSTALL = `
create schema if not exists local_meta;
create table if not exists local_meta.waitlist_outbox (
  signup_id uuid primary key,
  queued_at timestamptz not null default clock_timestamp()
);
revoke all on table local_meta.waitlist_outbox from public;

create or replace function local_meta.queue_waitlist_notification()
returns trigger
language plpgsql
security definer
set search_path = ''
as $queue$
begin
  begin
    insert into local_meta.waitlist_outbox (signup_id) values (new.id) on conflict do nothing;
  exception when others then
    raise warning 'waitlist sign-up %: not queued for the team: %', new.id, sqlerrm;
  end;
  return null;
end
$queue$;
revoke all on function local_meta.queue_waitlist_notification() from public;

drop trigger if exists local_waitlist_outbox on public.waitlist_signups;
create trigger local_waitlist_outbox
  after insert on public.waitlist_signups
  for each row
  execute function local_meta.queue_waitlist_notification();

delete from local_meta.waitlist_outbox as o
where not exists (select from public.waitlist_signups as s where s.id = o.signup_id);
`;

export async function installWaitlistOutbox(db: PGlite): Promise<void> {
  await db.exec(INSTALL);
}

/** Queued sign-ups (oldest first), except those already being sent. */
export async function pendingSignups(db: PGlite, exclude: ReadonlySet<string>): Promise<WaitlistRecord[]> {
  const { rows } = await db.query<Omit<WaitlistRecord, 'created_at'> & { created_at: Date | string }>(
    `select s.id, s.created_at, s.email, s.phone_number, s.interest, s.language
     from local_meta.waitlist_outbox as o
     join public.waitlist_signups as s on s.id = o.signup_id
     where not (s.id = any($1::uuid[]))
     order by o.queued_at
     limit 50`,
    [[...exclude]],
  );
  return rows.map((row) => ({
    ...row,
    created_at: row.created_at instanceof Date ? row.created_at.toISOString() : row.created_at,
  }));
}

/** Records the outcome on the sign-up and takes it off the queue, in one transaction. */
export async function completeSignup(
  db: PGlite,
  id: string,
  columns: { notified_at: string | null; notify_error: string | null },
): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.query('update public.waitlist_signups set notified_at = $2, notify_error = $3 where id = $1', [
      id,
      columns.notified_at,
      columns.notify_error,
    ]);
    await tx.query('delete from local_meta.waitlist_outbox where signup_id = $1', [id]);
  });
}
