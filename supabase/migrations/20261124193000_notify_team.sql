-- The team is told of each new consultation request (issue 17).
--
-- On hosted Supabase an after-insert trigger queues a POST to the notify-team Edge Function
-- (supabase/functions/notify-team) through pg_net, with the function's URL and a shared secret
-- read from Supabase Vault at run time, never written here. pg_net queues the request in the
-- inserting transaction and sends it from a background worker after the commit, so the visitor's
-- insert never waits for the function, and a rolled-back insert sends nothing. Whatever goes wrong
-- while queuing is caught: the insert is never failed or rolled back by the notifier.
--
-- PGlite (the local backend) and plain PostgreSQL have neither pg_net nor Vault: the trigger finds
-- them missing at run time and does nothing, and the local backend calls the same notifier code
-- itself (server/notifier.ts). Nothing here needs them to exist when the migration is applied: the
-- trigger reaches them only through dynamic SQL.
--
-- The function records the outcome on the row: notified_at when the team got the message,
-- notify_error when a channel failed after its retries (or none is configured). A row whose
-- notified_at is still null a few minutes after created_at was not delivered: the README's
-- "Notifications" section shows the query.

alter table public.consultation_requests
  add column notified_at timestamptz,
  add column notify_error text;

comment on column public.consultation_requests.notified_at is
  'When the team was told of this request (e-mail or chat); null while not delivered.';
comment on column public.consultation_requests.notify_error is
  'Why telling the team failed (after retries), or that no channel is configured; null when all went well.';

-- The first migration grants anon and authenticated INSERT on the four form columns only, so they
-- have no privilege on these; this states it, whatever default privileges a project has. The
-- Edge Function writes them as service_role (granted UPDATE on the table in the first migration).
revoke all (notified_at, notify_error) on table public.consultation_requests from public, anon, authenticated;

-- pg_net is available on every hosted project but not enabled by default. Elsewhere (PGlite, plain
-- PostgreSQL) it is not available and this does nothing.
do $pg_net$
begin
  if exists (select from pg_catalog.pg_available_extensions where name = 'pg_net')
     and not exists (select from pg_catalog.pg_extension where extname = 'pg_net') then
    create extension pg_net with schema extensions;
  end if;
exception when others then
  raise warning 'pg_net could not be enabled (%); enable it in the dashboard (Database > Extensions) for team notifications', sqlerrm;
end
$pg_net$;

-- SECURITY DEFINER: the inserting role (anon) may neither read Vault nor call pg_net. The empty
-- search_path stops a caller substituting objects; every name below is schema-qualified.
create function public.consultation_requests_notify_team()
returns trigger
language plpgsql
security definer
set search_path = ''
as $notify$
declare
  endpoint text;
  secret text;
begin
  if pg_catalog.to_regclass('vault.decrypted_secrets') is null
     or not exists (
       select from pg_catalog.pg_proc as p
       join pg_catalog.pg_namespace as n on n.oid = p.pronamespace
       where n.nspname = 'net' and p.proname = 'http_post'
     ) then
    -- Not hosted Supabase (or pg_net not enabled): the local backend notifies by itself.
    return null;
  end if;
  begin
    execute 'select max(decrypted_secret) filter (where name = $1), max(decrypted_secret) filter (where name = $2)
             from vault.decrypted_secrets where name in ($1, $2)'
      into endpoint, secret
      using 'notify_team_url', 'notify_team_secret';
    if endpoint is null or secret is null then
      raise exception 'the Vault secrets notify_team_url and notify_team_secret are not both set';
    end if;
    -- 30 s is pg_net's wait for the answer; the function retries a failing channel for about 5 s.
    execute 'select net.http_post(url := $1, body := $2, headers := $3, timeout_milliseconds := $4)'
      using
        endpoint,
        pg_catalog.jsonb_build_object(
          'type', 'INSERT',
          'table', 'consultation_requests',
          'record', pg_catalog.jsonb_build_object(
            'id', new.id,
            'created_at', new.created_at,
            'full_name', new.full_name,
            'phone_number', new.phone_number,
            'email', new.email,
            'help_topic', new.help_topic
          )
        ),
        pg_catalog.jsonb_build_object('Content-Type', 'application/json', 'x-notify-secret', secret),
        30000;
  exception when others then
    -- Logged (Dashboard > Logs > Postgres) and marked on the row; the insert itself goes on.
    raise warning 'consultation request %: the team could not be notified: %', new.id, sqlerrm;
    begin
      update public.consultation_requests
      set notify_error = pg_catalog.left('Not queued: ' || sqlerrm, 500)
      where id = new.id;
    exception when others then
      raise warning 'consultation request %: could not record the notification failure: %', new.id, sqlerrm;
    end;
  end;
  return null;
end
$notify$;

revoke all on function public.consultation_requests_notify_team() from public, anon, authenticated;

create trigger consultation_requests_notify_team
  after insert on public.consultation_requests
  for each row
  execute function public.consultation_requests_notify_team();
