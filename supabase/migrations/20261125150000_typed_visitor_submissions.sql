-- Visitors submit through functions that see the JSON they sent (issue 23 item 5).
--
-- PostgREST turns each value of an inserted JSON object into the column's type before any CHECK or
-- trigger runs: a JSON `true` sent as full_name was stored as the name "true", a number as its
-- digits. The table cannot tell those from text, so visitors no longer insert into the tables at
-- all: the form calls public.submit_consultation_request(request jsonb) and the waitlist
-- public.join_waitlist(signup jsonb) (POST /rest/v1/rpc/…, supabase-js `.rpc()`), which
--   - refuse anything but one JSON object (an array: PT400, as the one-row-per-request triggers
--     answered; anything else: 22023);
--   - refuse a key the form does not send (42703, undefined_column: the code the attribution
--     fallback already reads as "this database does not take that column", so a newer client
--     still gets its request stored without attribution);
--   - refuse a value that is not a JSON string or null (22023, invalid_parameter_value), so a JSON
--     `true`, number, object or array is never turned into text;
--   - then insert the given keys exactly as PostgREST did (named columns, jsonb_populate_record,
--     column defaults for the rest), so every CHECK constraint, trigger, volume limit
--     (consultation_guard.admit), the attribution rules and the team notification (pg_net trigger
--     on hosted Supabase, the local outbox otherwise) apply unchanged and raise the SQLSTATEs they
--     raised before: 23514 with the constraint's name, 23502, 22P02, PT429. The form maps them to
--     the SPEC section 8 messages as before.
--
-- Running as the owner, an error would carry the failing row in its DETAIL ("Failing row contains
-- (…, name, phone, e-mail …)"), which Postgres omitted for anon, who cannot read the table; that
-- would put visitors' contacts into the database log and the browser console. So an error is
-- raised again with the same SQLSTATE, message, hint and constraint, and without its detail.
--
-- Then anon and authenticated lose INSERT on both tables and their insert-only policies go: row
-- level security stays on with no policy, so the API roles can do nothing with the tables
-- themselves (service_role bypasses RLS for the dashboard and the notify-team function).
--
-- The booking call (book_slot) had the same hole for its free text, note and company: the end of
-- this file gives them the same check.
--
-- Applies unchanged on hosted Supabase, PGlite and plain PostgreSQL 15 (tests/db/postgres.test.ts).

-- Refuses a payload that is not one object of text fields named in `allowed`; `what` names the
-- thing for messages ("consultation request"). Keys and kinds appear in messages, values never.
create function consultation_guard.require_text_fields(payload jsonb, allowed text[], what text)
returns void
language plpgsql
volatile
set search_path = ''
as $require$
declare
  field text;
  kind text;
begin
  if payload is null or pg_catalog.jsonb_typeof(payload) <> 'object' then
    if pg_catalog.jsonb_typeof(payload) = 'array' then
      raise exception using errcode = 'PT400',
        message = pg_catalog.format('A request may store only one %s', what),
        hint = 'Send one object, not an array.';
    end if;
    raise exception using errcode = '22023',
      message = pg_catalog.format('A %s must be a JSON object, not %s', what,
        coalesce(pg_catalog.jsonb_typeof(payload), 'nothing')),
      hint = 'Send the form''s fields as one JSON object.';
  end if;
  for field, kind in
    select e.key, pg_catalog.jsonb_typeof(e.value) from pg_catalog.jsonb_each(payload) as e
  loop
    if not field = any (allowed) then
      raise exception using errcode = '42703',
        message = pg_catalog.format('A %s has no field "%s" a visitor may set', what, pg_catalog.left(field, 63)),
        hint = pg_catalog.format('Send only %s.', pg_catalog.array_to_string(allowed, ', '));
    end if;
    if kind not in ('string', 'null') then
      raise exception using errcode = '22023',
        message = pg_catalog.format('The field "%s" of a %s must be a string or null, not %s', field, what, kind),
        column = field;
    end if;
  end loop;
end
$require$;
revoke all on function consultation_guard.require_text_fields(jsonb, text[], text) from public;

-- Raises an error again as caught, minus its detail: same SQLSTATE, message, hint and constraint
-- (an option given as NULL or '' would be refused or sent empty, hence the branches).
create function consultation_guard.raise_without_detail(state text, reason text, advice text, violated text)
returns void
language plpgsql
volatile
set search_path = ''
as $raise$
begin
  if coalesce(advice, '') = '' and coalesce(violated, '') = '' then
    raise exception using errcode = state, message = reason;
  elsif coalesce(violated, '') = '' then
    raise exception using errcode = state, message = reason, hint = advice;
  elsif coalesce(advice, '') = '' then
    raise exception using errcode = state, message = reason, constraint = violated;
  end if;
  raise exception using errcode = state, message = reason, hint = advice, constraint = violated;
end
$raise$;
revoke all on function consultation_guard.raise_without_detail(text, text, text, text) from public;

-- The insert both visitor functions make: the payload checked as above, then its keys inserted into
-- `target` as PostgREST did, an error raised again without its detail. Runs with its caller's
-- rights: the owner's, inside the SECURITY DEFINER functions below.
create function consultation_guard.insert_visitor_row(
  target regclass, payload jsonb, allowed text[], what text
)
returns void
language plpgsql
volatile
set search_path = ''
as $insert$
declare
  columns text;
  state text;
  reason text;
  advice text;
  violated text;
begin
  perform consultation_guard.require_text_fields(payload, allowed, what);
  -- Only names from `allowed` get here; quoted all the same.
  select pg_catalog.string_agg(pg_catalog.quote_ident(k), ', ') into columns
  from pg_catalog.jsonb_object_keys(payload) as k;
  begin
    if columns is null then
      execute pg_catalog.format('insert into %s default values', target);
    else
      execute pg_catalog.format(
        'insert into %2$s (%1$s) select %1$s from pg_catalog.jsonb_populate_record(null::%2$s, $1)',
        columns, target
      ) using payload;
    end if;
  exception when others then
    -- The same error without its DETAIL, which as the owner would hold the visitor's contacts.
    get stacked diagnostics state = returned_sqlstate, reason = message_text, advice = pg_exception_hint,
      violated = constraint_name;
    perform consultation_guard.raise_without_detail(state, reason, advice, violated);
  end;
end
$insert$;
revoke all on function consultation_guard.insert_visitor_row(regclass, jsonb, text[], text) from public;

create function public.submit_consultation_request(request jsonb)
returns void
language plpgsql
volatile
security definer
set search_path = ''
as $submit$
begin
  perform consultation_guard.insert_visitor_row(
    'public.consultation_requests',
    request,
    array[
      'full_name', 'phone_number', 'email', 'help_topic',
      'landing_path', 'referrer_host', 'utm_source', 'utm_medium', 'utm_campaign', 'utm_content',
      'utm_term', 'form_path', 'page_language',
      'booking_key'
    ],
    'consultation request'
  );
end
$submit$;
comment on function public.submit_consultation_request(jsonb) is
  'The consultation form''s submit: one JSON object of the form''s fields (strings or null), inserted into consultation_requests with all its rules. Returns nothing: visitors read nothing back.';

create function public.join_waitlist(signup jsonb)
returns void
language plpgsql
volatile
security definer
set search_path = ''
as $join$
begin
  perform consultation_guard.insert_visitor_row(
    'public.waitlist_signups', signup, array['email', 'phone_number', 'interest', 'language'], 'waitlist sign-up'
  );
end
$join$;
comment on function public.join_waitlist(jsonb) is
  'The "Tell me when it opens" submit: one JSON object (email or phone_number, interest, language; strings or null), inserted into waitlist_signups with all its rules.';

-- Supabase grants EXECUTE on new public functions to anon by default; say who may call what.
revoke all on function public.submit_consultation_request(jsonb) from public, anon, authenticated;
revoke all on function public.join_waitlist(jsonb) from public, anon, authenticated;
grant execute on function public.submit_consultation_request(jsonb) to anon, authenticated, service_role;
grant execute on function public.join_waitlist(jsonb) to anon, authenticated, service_role;

-- The tables themselves: nothing for the API roles. Without a policy, row level security (on for
-- both) refuses them even if a grant came back; the owner and service_role are not subject to it.
revoke all on table public.consultation_requests from public, anon, authenticated;
revoke all on table public.waitlist_signups from public, anon, authenticated;
drop policy "Visitors can submit consultation requests" on public.consultation_requests;
drop policy "Visitors can join the waitlist" on public.waitlist_signups;
comment on table public.consultation_requests is
  'Free consultation requests from the website form, stored by public.submit_consultation_request (visitors cannot touch the table itself). Read them in the dashboard or with `npm run requests` locally.';
comment on table public.waitlist_signups is
  'People waiting for the academy and training to open ("Tell me when it opens"), stored by public.join_waitlist (visitors cannot touch the table itself). Read them in the dashboard or with `npm run requests -- --waitlist` locally.';

-- ---------------------------------------------------------------------------------------------
-- The booking call's free text, typed too
-- ---------------------------------------------------------------------------------------------
-- book_slot took note and company as text, so PostgREST turned a JSON `true` into the note "true"
-- just as it did for names. They are jsonb now (same names, same calls: the browser sends strings
-- or leaves them out), refused with 22023 (details: not_text, like the other refusals' stable
-- words) unless a JSON string or null. booking_key (uuid) and
-- starts_at (timestamptz) need nothing: a value that is not their text form fails to convert
-- (22P02), and a start time must still be one free_slots() offers.
create function booking.text_argument(value jsonb, name text)
returns text
language plpgsql
volatile
set search_path = ''
as $text$
begin
  if value is null or pg_catalog.jsonb_typeof(value) = 'null' then
    return null;
  end if;
  if pg_catalog.jsonb_typeof(value) <> 'string' then
    raise exception using errcode = '22023',
      message = pg_catalog.format('The argument "%s" must be a string or null, not %s', name,
        pg_catalog.jsonb_typeof(value)),
      detail = 'not_text', hint = 'Send the note and the company as text, or leave them out.';
  end if;
  return value #>> '{}';
end
$text$;
revoke all on function booking.text_argument(jsonb, text) from public;

drop function public.book_slot(uuid, timestamptz, text, text);
create function public.book_slot(booking_key uuid, starts_at timestamptz, note jsonb default null, company jsonb default null)
returns jsonb
language plpgsql
volatile
security definer
set search_path = ''
set jit = off
as $book$
declare
  note_text text := booking.text_argument(note, 'note');
  company_text text := booking.text_argument(company, 'company');
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
    values (request, slot, nullif(pg_catalog.btrim(note_text), ''), nullif(pg_catalog.btrim(company_text), ''))
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
comment on function public.book_slot(uuid, timestamptz, jsonb, jsonb) is
  'Books the slot starting at starts_at for the request whose booking_key is given; one active booking per request, within a day of the request. note and company: JSON strings or null.';
revoke all on function public.book_slot(uuid, timestamptz, jsonb, jsonb) from public, anon, authenticated;
grant execute on function public.book_slot(uuid, timestamptz, jsonb, jsonb) to anon, authenticated, service_role;
