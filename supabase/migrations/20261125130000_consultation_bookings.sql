-- Booking the free consultation (issue 28): after sending a request the visitor picks a 30-minute
-- slot, and the database itself makes a double booking impossible.
--
-- Applied with `supabase db push`, by the local backend (PGlite) and by the PostgreSQL 15 test.
-- It needs no extension: the exclusion constraint compares one range column with &&, for which
-- range types have a built-in GiST operator class (btree_gist is only needed when a scalar column
-- joins the constraint with =, e.g. one calendar per consultant; add it then).
--
-- Design
-- - Availability lives in the schema `booking`, not in the build: weekly hours, closed dates and
--   one row of settings (slot length, shortest notice, how far ahead, time zone). The team edits
--   them in the Table editor (choose schema "booking"); README "Booking" shows the SQL.
-- - booking.bookings holds the booked ranges. EXCLUDE USING gist (during WITH &&) over active rows
--   refuses an overlapping booking however many transactions race: the loser waits for the winner's
--   commit and gets 23505/23P01, which the functions turn into "taken" (PT409).
-- - The visitor's browser creates a random UUID (booking_key) and sends it with the request. anon
--   may insert that column but never read it, so it is a capability: whoever holds it may book,
--   move or cancel that request's slot, nobody else. It is also how the request is found: anon
--   cannot read the request's id.
-- - The API (anon) gets four SECURITY DEFINER functions in public, each with an empty search_path:
--   free_slots() returns start times only; book_slot, move_booking and cancel_booking take the key.
--   Refusals raise PostgREST's PTnnn codes (HTTP status nnn) with a stable `details` word the
--   browser reads: slot_taken, slot_unavailable, already_booked, no_booking, not_allowed; the
--   limits (issue 23's consultation_guard.admit) answer PT429.
-- - Slot arithmetic happens here, in the settings' time zone (Asia/Kathmandu, UTC+5:45, no daylight
--   saving): a 10:00 slot in Kathmandu starts at 04:15 UTC.

create schema if not exists booking;
comment on schema booking is
  'Consultation booking: availability (weekly_hours, closed_dates, settings), bookings and the upcoming view. Not exposed through the API; visitors use the public booking functions.';
revoke all on schema booking from public;
grant usage on schema booking to service_role;

-- One row: how slots are cut.
create table booking.settings (
  singleton boolean primary key default true check (singleton),
  time_zone text not null default 'Asia/Kathmandu',
  slot_minutes integer not null default 30 check (slot_minutes between 5 and 240),
  min_notice interval not null default interval '3 hours' check (min_notice >= interval '0'),
  horizon interval not null default interval '14 days' check (horizon > interval '0' and horizon <= interval '90 days'),
  -- A time zone the server does not know would break every slot: refuse it when set.
  constraint known_time_zone check (pg_catalog.timezone(time_zone, timestamptz '2000-01-01 00:00+00') is not null)
);
comment on table booking.settings is
  'One row: the time zone slots are cut in, their length in minutes, the shortest notice and how far ahead visitors can book.';
insert into booking.settings default values;

-- Opening hours per ISO weekday (1 = Monday … 7 = Sunday), in the settings' time zone. Several rows
-- for one day give several periods (e.g. a lunch break between them).
create table booking.weekly_hours (
  iso_weekday smallint not null check (iso_weekday between 1 and 7),
  opens time not null,
  closes time not null,
  primary key (iso_weekday, opens),
  check (opens < closes)
);
comment on table booking.weekly_hours is
  'When consultations can be booked, per ISO weekday (1 Monday … 7 Sunday), local time of booking.settings.time_zone.';

-- Seeded from the site's office hours (src/content/siteConfig.ts, `Su-Fr 10:00-17:00`).
insert into booking.weekly_hours (iso_weekday, opens, closes)
select day, time '10:00', time '17:00' from pg_catalog.unnest(array[7, 1, 2, 3, 4, 5]) as day;

-- Days without consultations: public holidays (Dashain, Tihar, …), leave.
create table booking.closed_dates (
  day date primary key,
  reason text
);
comment on table booking.closed_dates is
  'Dates (in booking.settings.time_zone) on which nothing can be booked: public holidays, leave.';

-- The capability. Never readable by anon: the first migration grants anon no SELECT at all.
alter table public.consultation_requests add column booking_key uuid;
comment on column public.consultation_requests.booking_key is
  'A random UUID the visitor''s browser created and sent with the request; whoever holds it may book, move or cancel this request''s consultation slot. Insert-only for anon.';
grant insert (booking_key) on table public.consultation_requests to anon, authenticated;
create unique index consultation_requests_booking_key on public.consultation_requests (booking_key)
  where booking_key is not null;

create table booking.bookings (
  id uuid primary key default gen_random_uuid(),
  request_id uuid not null references public.consultation_requests (id) on delete cascade,
  during tstzrange not null,
  note text,
  company text,
  booked_at timestamptz not null default pg_catalog.now(),
  moved_at timestamptz,
  cancelled_at timestamptz,
  -- Increases with each move: the calendar file's SEQUENCE, so a calendar replaces the old time.
  sequence integer not null default 0,
  -- When the team was told of the latest change (booked, moved, cancelled); null until then.
  notified_at timestamptz,
  notify_error text,
  constraint during_is_a_slot check (
    not pg_catalog.isempty(during) and pg_catalog.lower_inc(during) and not pg_catalog.upper_inc(during)
    and not pg_catalog.lower_inf(during) and not pg_catalog.upper_inf(during)
  ),
  -- The form's text rules (src/features/consultation/schema.ts): trimmed, bounded, no markup
  -- characters, no control, format or line-separator characters.
  constraint note_text check (
    char_length(note) between 1 and 500
    and note !~ '[<>"'']'
    and note !~ '^[[:space:]]|[[:space:]]$'
    and note !~ '[\u0001-\u001f\u007f-\u009f\u00ad\u061c\u180e\u200b\u200e-\u200f\u2028-\u202e\u2060-\u2064\u2066-\u206f\ufeff\ufff9-\ufffb]'
  ),
  constraint company_text check (
    char_length(company) between 1 and 100
    and company !~ '[<>"'']'
    and company !~ '^[[:space:]]|[[:space:]]$'
    and company !~ '[\u0001-\u001f\u007f-\u009f\u00ad\u061c\u180e\u200b\u200e-\u200f\u2028-\u202e\u2060-\u2064\u2066-\u206f\ufeff\ufff9-\ufffb]'
  ),
  -- The rule this whole feature rests on: no two active bookings overlap.
  constraint no_double_booking exclude using gist (during with &&) where (cancelled_at is null)
);
comment on table booking.bookings is
  'Booked consultation slots. An active booking (cancelled_at null) never overlaps another: the exclusion constraint no_double_booking guarantees it.';

-- One active booking per request.
create unique index bookings_one_active_per_request on booking.bookings (request_id)
  where cancelled_at is null;
create index bookings_request on booking.bookings (request_id);

-- Every change a visitor made, for the team's history (no client address: see issue 23).
create table booking.changes (
  changed_at timestamptz not null default pg_catalog.now(),
  request_id uuid not null references public.consultation_requests (id) on delete cascade,
  action text not null check (action in ('book', 'move', 'cancel'))
);
create index changes_request on booking.changes (request_id);

revoke all on all tables in schema booking from public, anon, authenticated;
grant select, insert, update, delete on all tables in schema booking to service_role;

-- The next bookings with who booked them, for the dashboard (Table editor → schema booking →
-- upcoming) and `npm run requests`. Times shown in the settings' time zone.
create view booking.upcoming as
select
  pg_catalog.lower(b.during) as starts_at,
  pg_catalog.to_char(pg_catalog.lower(b.during) at time zone s.time_zone, 'Dy YYYY-MM-DD HH24:MI') as local_start,
  r.full_name,
  r.phone_number,
  r.email,
  r.help_topic,
  b.note,
  b.company,
  b.booked_at,
  b.request_id
from booking.bookings as b
join public.consultation_requests as r on r.id = b.request_id
cross join booking.settings as s
where b.cancelled_at is null and pg_catalog.upper(b.during) > pg_catalog.now()
order by pg_catalog.lower(b.during);
revoke all on booking.upcoming from public, anon, authenticated;
grant select on booking.upcoming to service_role;

-- Every slot the availability offers from `as_of` on, booked or not: a pure function of the
-- settings, weekly hours and closed dates. Internal: book_slot checks a start against it, and the
-- tests call it with a fixed `at`.
-- jit = off: the planner estimates 1000 rows for each generate_series, and that guess alone pushes
-- the cost past jit_above_cost, so PostgreSQL with JIT (hosted Supabase, PG 15) spent 1.5 s
-- compiling a query that runs in 2 ms. The functions below that use this one turn it off too.
create function booking.offered_slots(as_of timestamptz default pg_catalog.now())
returns setof timestamptz
language sql
stable
rows 200
set search_path = ''
set jit = off
as $offered$
  select slot.starts_at
  from booking.settings as s
  cross join lateral pg_catalog.generate_series(
    (as_of at time zone s.time_zone)::date::timestamp,
    ((as_of + s.horizon) at time zone s.time_zone)::date::timestamp,
    interval '1 day'
  ) as day (local_day)
  join booking.weekly_hours as h
    on h.iso_weekday = extract(isodow from day.local_day)
  cross join lateral pg_catalog.generate_series(
    day.local_day + h.opens,
    day.local_day + h.closes - pg_catalog.make_interval(mins => s.slot_minutes),
    pg_catalog.make_interval(mins => s.slot_minutes)
  ) as local_start (value)
  cross join lateral (select local_start.value at time zone s.time_zone as starts_at) as slot
  where not exists (select from booking.closed_dates as c where c.day = day.local_day::date)
    and slot.starts_at >= as_of + s.min_notice
    and slot.starts_at <= as_of + s.horizon
  order by slot.starts_at
$offered$;
revoke all on function booking.offered_slots(timestamptz) from public;

-- The request a key opens, when it may still book: sent at most a day ago. NULL otherwise, the same
-- for a guessed key as for an expired one, so a caller learns nothing.
create function booking.request_for_key(key uuid, max_age interval)
returns uuid
language sql
stable
set search_path = ''
as $request$
  select r.id from public.consultation_requests as r
  where key is not null and r.booking_key = key and r.created_at > pg_catalog.now() - max_age
$request$;
revoke all on function booking.request_for_key(uuid, interval) from public;

-- The limits (issue 23's consultation_guard.admit, kind 'booking_change'): per client address and
-- network as for requests, and, with the request as the "contact", 10 changes per request an
-- hour. Called after the change itself, so an attempt that lost the slot counts nothing, and the
-- limit's lock is taken only by transactions that got past the exclusion constraint: the race for
-- a slot is decided by the constraint, not by this lock. The log keeps no address.
insert into consultation_guard.admission_limits (kind, noun, per_contact)
values ('booking_change', 'booking changes', 10);

create function booking.record_change(request uuid, action text)
returns void
language plpgsql
set search_path = ''
as $record$
begin
  perform consultation_guard.admit('booking_change', request::text);
  insert into booking.changes (request_id, action) values (request, action);
end
$record$;
revoke all on function booking.record_change(uuid, text) from public;

-- A start time the availability offers now; raises slot_unavailable otherwise.
create function booking.slot_range(starts_at timestamptz)
returns tstzrange
language plpgsql
stable
set search_path = ''
as $range$
declare
  minutes integer;
begin
  if starts_at is null or not exists (select from booking.offered_slots() as o where o = starts_at) then
    raise exception using errcode = 'PT422', message = 'This time cannot be booked',
      detail = 'slot_unavailable', hint = 'Choose one of the times free_slots() returns.';
  end if;
  select s.slot_minutes into minutes from booking.settings as s;
  return pg_catalog.tstzrange(starts_at, starts_at + pg_catalog.make_interval(mins => minutes), '[)');
end
$range$;
revoke all on function booking.slot_range(timestamptz) from public;

-- What the browser gets back about a booking: its calendar identity and times, nothing else.
create function booking.summary(b booking.bookings)
returns jsonb
language sql
immutable
set search_path = ''
as $summary$
  select pg_catalog.jsonb_build_object(
    'uid', b.id,
    'starts_at', pg_catalog.lower(b.during),
    'ends_at', pg_catalog.upper(b.during),
    'sequence', b.sequence
  )
$summary$;
revoke all on function booking.summary(booking.bookings) from public;

create function booking.raise_taken()
returns void
language plpgsql
set search_path = ''
as $taken$
begin
  raise exception using errcode = 'PT409', message = 'That time was just taken',
    detail = 'slot_taken', hint = 'Choose another of the times free_slots() returns.';
end
$taken$;
revoke all on function booking.raise_taken() from public;

create function booking.raise_not_allowed()
returns void
language plpgsql
set search_path = ''
as $not_allowed$
begin
  raise exception using errcode = 'PT403', message = 'This booking key opens no request that can be booked',
    detail = 'not_allowed', hint = 'A request can be booked for a day after it was sent, from the browser that sent it.';
end
$not_allowed$;
revoke all on function booking.raise_not_allowed() from public;

-- The API.

create function public.free_slots()
returns setof timestamptz
language sql
stable
rows 200
security definer
set search_path = ''
set jit = off
as $free$
  select o from booking.offered_slots() as o, booking.settings as s
  where not exists (
    select from booking.bookings as b
    where b.cancelled_at is null
      and b.during && pg_catalog.tstzrange(o, o + pg_catalog.make_interval(mins => s.slot_minutes), '[)')
  )
  order by o
$free$;
comment on function public.free_slots() is
  'The start times a visitor can book now (30-minute slots, shortest notice and horizon from booking.settings). Start times only.';

create function public.book_slot(booking_key uuid, starts_at timestamptz, note text default null, company text default null)
returns jsonb
language plpgsql
volatile
security definer
set search_path = ''
set jit = off
as $book$
declare
  request uuid := booking.request_for_key(booking_key, interval '1 day');
  slot tstzrange;
  booked booking.bookings;
begin
  if request is null then
    perform booking.raise_not_allowed();
  end if;
  slot := booking.slot_range(starts_at);
  begin
    insert into booking.bookings (request_id, during, note, company)
    values (request, slot, nullif(pg_catalog.btrim(note), ''), nullif(pg_catalog.btrim(company), ''))
    returning * into booked;
  exception
    when exclusion_violation then
      perform booking.raise_taken();
    when unique_violation then
      raise exception using errcode = 'PT409', message = 'This request already has a booking',
        detail = 'already_booked', hint = 'Move or cancel the booking instead.';
  end;
  perform booking.record_change(request, 'book');
  return booking.summary(booked);
end
$book$;
comment on function public.book_slot(uuid, timestamptz, text, text) is
  'Books the slot starting at starts_at for the request whose booking_key is given; one active booking per request, within a day of the request.';

create function public.move_booking(booking_key uuid, starts_at timestamptz)
returns jsonb
language plpgsql
volatile
security definer
set search_path = ''
set jit = off
as $move$
declare
  request uuid := booking.request_for_key(booking_key, interval '1 day');
  slot tstzrange;
  moved booking.bookings;
begin
  if request is null then
    perform booking.raise_not_allowed();
  end if;
  slot := booking.slot_range(starts_at);
  begin
    update booking.bookings as b
    set during = slot, moved_at = pg_catalog.now(), sequence = b.sequence + 1, notified_at = null, notify_error = null
    where b.request_id = request and b.cancelled_at is null
    returning * into moved;
  exception when exclusion_violation then
    perform booking.raise_taken();
  end;
  if moved.id is null then
    raise exception using errcode = 'PT404', message = 'This request has no booking to move',
      detail = 'no_booking', hint = 'Book a time first.';
  end if;
  perform booking.record_change(request, 'move');
  return booking.summary(moved);
end
$move$;
comment on function public.move_booking(uuid, timestamptz) is
  'Moves the active booking of the request whose booking_key is given to the slot starting at starts_at.';

create function public.cancel_booking(booking_key uuid)
returns jsonb
language plpgsql
volatile
security definer
set search_path = ''
as $cancel$
declare
  request uuid := booking.request_for_key(booking_key, interval '1 day');
  cancelled booking.bookings;
begin
  if request is null then
    perform booking.raise_not_allowed();
  end if;
  update booking.bookings as b
  set cancelled_at = pg_catalog.now(), sequence = b.sequence + 1, notified_at = null, notify_error = null
  where b.request_id = request and b.cancelled_at is null
  returning * into cancelled;
  if cancelled.id is null then
    raise exception using errcode = 'PT404', message = 'This request has no booking to cancel',
      detail = 'no_booking', hint = 'Nothing to do.';
  end if;
  perform booking.record_change(request, 'cancel');
  return booking.summary(cancelled) || pg_catalog.jsonb_build_object('cancelled', true);
end
$cancel$;
comment on function public.cancel_booking(uuid) is
  'Cancels the active booking of the request whose booking_key is given.';

-- Supabase grants EXECUTE on new public functions to anon by default; say who may call what.
revoke all on function public.free_slots() from public, anon, authenticated;
revoke all on function public.book_slot(uuid, timestamptz, text, text) from public, anon, authenticated;
revoke all on function public.move_booking(uuid, timestamptz) from public, anon, authenticated;
revoke all on function public.cancel_booking(uuid) from public, anon, authenticated;
grant execute on function public.free_slots() to anon, authenticated, service_role;
grant execute on function public.book_slot(uuid, timestamptz, text, text) to anon, authenticated, service_role;
grant execute on function public.move_booking(uuid, timestamptz) to anon, authenticated, service_role;
grant execute on function public.cancel_booking(uuid) to anon, authenticated, service_role;
