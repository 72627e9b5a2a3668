-- The team is told of each booked, moved or cancelled consultation call on hosted Supabase too
-- (issue 28). Locally the backend reads booking.bookings itself (server/bookingNotifier.ts); hosted,
-- an after-insert-or-update trigger queues a POST to the notify-team Edge Function through pg_net,
-- exactly as for each request (20261124193000_notify_team.sql) and each busy alert
-- (20261125100000_admission_limits.sql): the URL and shared secret come from Vault at run time,
-- pg_net sends after the commit, and nothing that goes wrong here fails the visitor's booking.
--
-- PGlite and plain PostgreSQL have neither pg_net nor Vault: the trigger finds them missing and does
-- nothing; they are reached only through dynamic SQL, so this applies everywhere.
--
-- The payload carries the booking (no name or contact); the function reads the request with the
-- service-role key and records the outcome through record_booking_notification (below), because
-- the schema `booking` is not exposed through the API.

create function booking.bookings_notify_team()
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
    execute 'select net.http_post(url := $1, body := $2, headers := $3, timeout_milliseconds := $4)'
      using
        endpoint,
        pg_catalog.jsonb_build_object(
          'type', 'BOOKING',
          'table', 'bookings',
          'record', pg_catalog.jsonb_build_object(
            'uid', new.id,
            'request_id', new.request_id,
            'sequence', new.sequence,
            'starts_at', pg_catalog.lower(new.during),
            'ends_at', pg_catalog.upper(new.during),
            'note', new.note,
            'company', new.company,
            'cancelled', new.cancelled_at is not null
          )
        ),
        pg_catalog.jsonb_build_object('Content-Type', 'application/json', 'x-notify-secret', secret),
        30000;
  exception when others then
    -- Logged (Dashboard > Logs > Postgres) and marked on the row; the booking itself goes on.
    raise warning 'booking % (change %): the team could not be notified: %', new.id, new.sequence, sqlerrm;
    begin
      update booking.bookings
      set notify_error = pg_catalog.left('Not queued: ' || sqlerrm, 500)
      where id = new.id and sequence = new.sequence;
    exception when others then
      raise warning 'booking %: could not record the notification failure: %', new.id, sqlerrm;
    end;
  end;
  return null;
end
$notify$;
revoke all on function booking.bookings_notify_team() from public;

-- book_slot inserts; move_booking and cancel_booking always raise `sequence`. Recording the outcome
-- (notified_at, notify_error) leaves `sequence` alone, so it does not fire this again.
create trigger bookings_notify_team
  after insert or update of sequence on booking.bookings
  for each row
  execute function booking.bookings_notify_team();

-- How the Edge Function records the outcome of one change: only if the booking is still at that
-- change (a newer move or cancel is its own notification). service_role only; anon cannot call it.
create function public.record_booking_notification(
  booking_uid uuid,
  booking_sequence integer,
  delivered_at timestamptz,
  delivery_error text
)
returns void
language sql
volatile
security definer
set search_path = ''
as $record$
  update booking.bookings as b
  set notified_at = delivered_at, notify_error = pg_catalog.left(delivery_error, 500)
  where b.id = booking_uid and b.sequence = booking_sequence
$record$;
comment on function public.record_booking_notification(uuid, integer, timestamptz, text) is
  'For the notify-team Edge Function (service_role): records whether the team was told of a booking change.';
revoke all on function public.record_booking_notification(uuid, integer, timestamptz, text)
  from public, anon, authenticated;
grant execute on function public.record_booking_notification(uuid, integer, timestamptz, text) to service_role;
