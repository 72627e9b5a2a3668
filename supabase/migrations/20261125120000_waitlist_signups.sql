-- "Tell me when it opens" (issue 27): people not ready to book leave an e-mail or a phone number on
-- /academy, /training and the coming-soon learning pages, to hear when the academy opens.
--
-- The same guarantees as consultation_requests: visitors (anon) may insert the four form columns and
-- nothing else (no reads, updates or deletes); CHECK constraints mirror the zod schema
-- (src/features/waitlist/schema.ts) on the stored form of each value, and the shared vectors
-- (tests/fixtures/waitlistVectors.ts) hold zod, PGlite and PostgreSQL 15 to the same answers; one
-- row per request; the volume limits of consultation_guard.admit() (migration 20261125100000) under
-- their own kind, 'waitlist'; the team is told through the notify-team function where hosted (pg_net
-- and Vault, both guarded), and by the local backend's notifier otherwise.
--
-- Applies unchanged on hosted Supabase, PGlite and plain PostgreSQL 15 (tests/db/postgres.test.ts).

create table public.waitlist_signups (
  id uuid primary key default gen_random_uuid(),
  created_at timestamptz not null default now(),
  -- Exactly one of the two: the form has one field and stores it in the column its shape says.
  email text,
  phone_number text,
  -- Which page the visitor asked from: what they are waiting for.
  interest text not null,
  -- The page's language, so the team answers in it.
  language text not null default 'en',
  notified_at timestamptz,
  notify_error text,

  constraint waitlist_contact_one check (num_nonnulls(email, phone_number) = 1),
  -- The consultation form's rules (phone_number_shape, email_shape of 20261121050000).
  constraint waitlist_phone_number_shape check (
    char_length(phone_number) <= 32
    and regexp_replace(phone_number, '[\u0020\u00a0\u1680\u2000-\u200a\u202f\u205f\u3000()-]', '', 'g') ~ '^\+?[1-9][0-9]{0,15}$'
  ),
  constraint waitlist_email_shape check (
    char_length(email) <= 254
    and email ~ '^(?:[A-Za-z0-9_''+-]+\.)*[A-Za-z0-9_''+-]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9][A-Za-z0-9-]*\.)+[A-Za-z]{2,}$'
  ),
  -- What the sanitiser guarantees: no markup characters, no surrounding spaces, no control, format
  -- or line-separator characters (the set of 20261122090000's no_control_characters).
  constraint waitlist_no_markup_characters check (
    coalesce(email, '') !~ '[<>"'']' and coalesce(phone_number, '') !~ '[<>"'']'
  ),
  constraint waitlist_trimmed check (
    coalesce(email, '') || coalesce(phone_number, '')
      !~ '^[\u0020\u00a0\u1680\u2000-\u200a\u202f\u205f\u3000]|[\u0020\u00a0\u1680\u2000-\u200a\u202f\u205f\u3000]$'
  ),
  constraint waitlist_no_control_characters check (
    coalesce(email, '') || coalesce(phone_number, '') !~ '[\u0001-\u001f\u007f-\u009f\u00ad\u0600-\u0605\u061c\u06dd\u070f\u0890-\u0891\u08e2\u180e\u200b-\u200f\u2028-\u202e\u2060-\u2064\u2066-\u206f\ufeff\ufff9-\ufffb\U000110bd\U000110cd\U00013430-\U0001343f\U0001bca0-\U0001bca3\U0001d173-\U0001d17a\U000e0001\U000e0020-\U000e007f]'
  ),
  constraint waitlist_interest_known check (
    interest in ('academy', 'training', 'tutorials', 'resources', 'community')
  ),
  constraint waitlist_language_known check (language in ('en', 'ne'))
);

comment on table public.waitlist_signups is
  'People waiting for the academy and training to open ("Tell me when it opens"). Visitors (anon) may insert only; read them in the dashboard or with `npm run requests -- --waitlist` locally.';

revoke all on table public.waitlist_signups from public, anon, authenticated;
grant insert (email, phone_number, interest, language) on table public.waitlist_signups
  to anon, authenticated;
grant select, insert, update, delete on table public.waitlist_signups to service_role;

alter table public.waitlist_signups enable row level security;

-- The constraints and the limits do the validating; there is deliberately no select, update or
-- delete policy.
create policy "Visitors can join the waitlist"
  on public.waitlist_signups
  for insert
  to anon, authenticated
  with check (true);

create index waitlist_signups_recent on public.waitlist_signups (created_at);

-- The volume limits: the consultation form's numbers, counted separately.
insert into consultation_guard.admission_limits (kind, noun) values ('waitlist', 'waitlist sign-ups');

create function public.waitlist_signups_flood_guard()
returns trigger
language plpgsql
security definer
set search_path = ''
as $guard$
begin
  perform consultation_guard.admit(
    'waitlist',
    consultation_guard.email_key(new.email),
    consultation_guard.phone_key(new.phone_number)
  );
  return new;
end
$guard$;
revoke all on function public.waitlist_signups_flood_guard() from public, anon, authenticated;

create trigger waitlist_signups_flood_guard
  before insert on public.waitlist_signups
  for each row
  execute function public.waitlist_signups_flood_guard();

-- One row per request, for the API roles (as consultation_requests_one_per_request).
create function public.waitlist_signups_one_per_request()
returns trigger
language plpgsql
set search_path = ''
as $one$
begin
  if current_user in ('anon', 'authenticated')
     and (select count(*) from (select from inserted_rows limit 2) as first_two) > 1 then
    raise exception using
      errcode = 'PT400',
      message = 'A request may store only one waitlist sign-up',
      hint = 'Send one object, not an array.';
  end if;
  return null;
end
$one$;
revoke all on function public.waitlist_signups_one_per_request() from public, anon, authenticated;

create trigger waitlist_signups_one_per_request
  after insert on public.waitlist_signups
  referencing new table as inserted_rows
  for each statement
  execute function public.waitlist_signups_one_per_request();

-- Hosted: hand the new sign-up to notify-team through pg_net, as 20261124193000 does for requests
-- (same Vault secrets). Elsewhere (PGlite, plain PostgreSQL) it does nothing: the local backend
-- notifies by itself. Never fails the visitor's insert.
create function public.waitlist_signups_notify_team()
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
          'type', 'INSERT',
          'table', 'waitlist_signups',
          'record', pg_catalog.jsonb_build_object(
            'id', new.id,
            'created_at', new.created_at,
            'email', new.email,
            'phone_number', new.phone_number,
            'interest', new.interest,
            'language', new.language
          )
        ),
        pg_catalog.jsonb_build_object('Content-Type', 'application/json', 'x-notify-secret', secret),
        30000;
  exception when others then
    raise warning 'waitlist sign-up %: the team could not be notified: %', new.id, sqlerrm;
    begin
      update public.waitlist_signups
      set notify_error = pg_catalog.left('Not queued: ' || sqlerrm, 500)
      where id = new.id;
    exception when others then
      raise warning 'waitlist sign-up %: could not record the notification failure: %', new.id, sqlerrm;
    end;
  end;
  return null;
end
$notify$;
revoke all on function public.waitlist_signups_notify_team() from public, anon, authenticated;

create trigger waitlist_signups_notify_team
  after insert on public.waitlist_signups
  for each row
  execute function public.waitlist_signups_notify_team();
