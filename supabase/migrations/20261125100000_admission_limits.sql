-- Volume limits that no one actor can turn into an outage, shared by every table visitors insert
-- into, and no client address kept beyond the limit's window (issue 23).
--
-- ============================================================================================
-- API: consultation_guard.admit(kind text, variadic contacts text[])
-- ============================================================================================
-- Call it once for each row a visitor inserts, from a BEFORE INSERT trigger or a function that
-- runs as the owner (SECURITY DEFINER); it is SECURITY DEFINER itself and PUBLIC has no EXECUTE, so
-- grant the API roles nothing. It returns nothing and either admits the row (recording the
-- admission) or raises SQLSTATE 'PT429' (PostgREST answers HTTP 429), with message
-- 'Too many <noun> <reason> in the last hour' and hint 'Wait an hour before submitting again.'
-- (the window's length in place of "hour" when it is not one). The admission is part of the
-- caller's transaction: a refused or failed insert counts nothing.
--
--   kind      a row of consultation_guard.admission_limits; add yours with
--               insert into consultation_guard.admission_limits (kind, noun) values ('waitlist', 'waitlist sign-ups');
--             which takes the defaults below (change any column with an UPDATE, no migration).
--   contacts  the row's contact keys, normalised so one person is one key: pass
--             consultation_guard.email_key(email) and consultation_guard.phone_key(phone); nulls
--             are skipped. They are stored only as keyed hashes, only for the window.
--
--   select consultation_guard.admit('waitlist', consultation_guard.email_key(new.email));
--
-- The client comes from the request headers PostgREST sets (consultation_guard.client_address()).
-- Outside PostgREST (SQL editor, service jobs, migrations) there is no client: only the contact
-- and total limits apply. Calls of one kind are serialised (transaction-level advisory lock).
--
-- Also public to the owner: consultation_guard.purge() (deletes expired admissions; pg_cron runs it
-- every 5 minutes where it exists, every admit() runs it, the local backend runs it every minute),
-- consultation_guard.client_address(), email_key(), phone_key(), and the table
-- consultation_guard.alerts (one row per kind and window in which the busy bound was reached).
--
-- ============================================================================================
-- The limits, per kind and window (defaults; the README's limits table has the same numbers)
-- ============================================================================================
--   per_contact        3  one e-mail or phone (normalised). Stops one person's form being resent.
--   per_address       10  one IPv4 address or IPv6 /64. A person sends one or two; an office or a
--                         carrier's NAT address still fits. Stops a script on one address.
--   per_network       30  one IPv4 /24 or IPv6 /48: the addresses one actor holds together (one
--                         host's /48 has 65,536 /64s; a small provider's /24 has 256 addresses).
--                         Stops rotating addresses inside one network (the audit's 327 /64s).
--   busy_total       500  all clients together. Reaching it refuses no one: it tells the team
--                         (consultation_guard.alerts, sent through the notifier) and from then on,
--                         until the window has passed, a network is admitted only while it has fewer
--                         than busy_per_network admissions in the window. The actors who filled the
--                         window have used theirs; a visitor from anywhere else still gets in.
--   busy_per_network   2  that trickle. Stops a group of networks that together pass 500 from
--                         adding more than 2 each per window.
--   max_total       5000  the hard ceiling that keeps storage bounded (about 5 MB an hour). Reaching
--                         it needs 2,500 networks after the busy bound: a botnet, not a small group.
--   window        1 hour  how long an admission counts, and how long its keyed hashes are kept.
--
-- A request whose headers name no valid address (only a forged header does that) counts against
-- one shared "unknown" address and network, so garbage in X-Forwarded-For earns no counter of its own.
--
-- ============================================================================================
-- What is kept, and for how long (item 2 of issue 23)
-- ============================================================================================
-- The client's network used to be stored on every consultation request (client_key) forever. It is
-- dropped here. What the limits need lives in consultation_guard.admissions only: for each admission
-- its kind, time, expiry and keyed hashes (HMAC-SHA-256 with a random key that never leaves the
-- database) of the address, the network and each contact; never an address. Each row is deleted once
-- its window has passed: by pg_cron every 5 minutes on hosted Supabase (scheduled below when the
-- extension exists; enable it under Database > Extensions), by the next admit() of any kind, and
-- locally by the embedded backend every minute. So nothing tied to an address outlives the window by
-- more than 5 minutes where pg_cron or the local backend runs. Plain PostgreSQL and PGlite have no
-- pg_cron: the guarded block below does nothing there.
--
-- Applies unchanged on hosted Supabase, PGlite and plain PostgreSQL 15 (tests/db/postgres.test.ts).

-- ---------------------------------------------------------------------------------------------
-- Contacts, normalised per provider (issue 23 item 4). Changed in place: same names, same callers.
-- ---------------------------------------------------------------------------------------------

-- E-mail, lower-cased, then by provider (the one place these rules live; README "Limits"):
--   gmail.com, googlemail.com        dots ignored, +tag dropped; googlemail.com is gmail.com
--   proton.me, protonmail.com,       dots, hyphens and underscores ignored, +tag dropped
--     protonmail.ch, pm.me           (Proton treats those as one address); all are proton.me
--   yahoo.com, ymail.com,            -keyword dropped (Yahoo's disposable addresses are
--     rocketmail.com                 base-keyword@); dots count
--   every other domain               +tag dropped (RFC 5233 sub-addressing, which Outlook, iCloud,
--                                    Fastmail and most servers deliver); dots and hyphens count,
--                                    as they tell different people apart at a company's domain
create or replace function consultation_guard.email_key(email text)
returns text
language sql
immutable
strict
parallel safe
set search_path = ''
as $email$
  select case
    when domain_part in ('gmail.com', 'googlemail.com')
      then pg_catalog.replace(untagged, '.', '') || '@gmail.com'
    when domain_part in ('proton.me', 'protonmail.com', 'protonmail.ch', 'pm.me')
      then pg_catalog.regexp_replace(untagged, '[._-]', '', 'g') || '@proton.me'
    when domain_part in ('yahoo.com', 'ymail.com', 'rocketmail.com')
      then pg_catalog.regexp_replace(local_part, '^([^-]+)-.*$', '\1') || '@' || domain_part
    else untagged || '@' || domain_part
  end
  from (
    select
      local_part,
      domain_part,
      pg_catalog.regexp_replace(local_part, '^([^+]+)[+].*$', '\1') as untagged
    from (
      select
        pg_catalog.split_part(pg_catalog.lower(email), '@', 1) as local_part,
        pg_catalog.split_part(pg_catalog.lower(email), '@', 2) as domain_part
    ) as split
  ) as parts
$email$;

-- Phone: the digits alone, without leading zeros (an international 00 prefix, a trunk 0), then
-- without Nepal's country code 977 and any zeros written after it (+977 0…, +977 00… are the
-- same number) when a national number of 8 or more digits starting 1-9 follows. So +977 984-1234567,
-- +977 0984 1234567, 00977 9841234567, 9779841234567, 09841234567 and 9841234567 are one contact.
-- Other countries' trunk zeros after the country code (+44 (0)20…) are not merged: the country
-- code's length is unknown here, and the per-address limits still apply.
create or replace function consultation_guard.phone_key(phone text)
returns text
language sql
immutable
strict
parallel safe
set search_path = ''
as $phone$
  select pg_catalog.regexp_replace(
    pg_catalog.ltrim(pg_catalog.regexp_replace(phone, '[^0-9]', '', 'g'), '0'),
    '^9770*([1-9][0-9]{7,})$',
    '\1'
  )
$phone$;

-- ---------------------------------------------------------------------------------------------
-- The client, parsed strictly (issue 23 item 4)
-- ---------------------------------------------------------------------------------------------

-- The client's address from the headers PostgREST puts in `request.headers`: cf-connecting-ip,
-- which Cloudflare sets on hosted Supabase to the address it accepted the connection from
-- (overwriting whatever the client sent), else the first x-forwarded-for hop. Only a bare IPv4 or
-- IPv6 address counts (no port, brackets, zone, prefix length or other text); an IPv4-mapped IPv6
-- address is its IPv4 address. NULL when there are no request headers (not a PostgREST request);
-- '0.0.0.0' stands for "a request, but no valid address", which admit() counts as one shared
-- client. The local backend sets these headers from the socket (server/gateway.ts).
create function consultation_guard.client_address()
returns inet
language plpgsql
stable
set search_path = ''
as $client$
declare
  headers json;
  candidate text;
  address inet;
begin
  begin
    headers := nullif(pg_catalog.current_setting('request.headers', true), '')::json;
  exception when others then
    return '0.0.0.0'::inet;
  end;
  if headers is null then
    return null;
  end if;
  if pg_catalog.json_typeof(headers) <> 'object' then
    return '0.0.0.0'::inet;
  end if;
  candidate := pg_catalog.btrim(coalesce(
    nullif(pg_catalog.btrim(headers ->> 'cf-connecting-ip'), ''),
    pg_catalog.split_part(headers ->> 'x-forwarded-for', ',', 1)
  ), ' ');
  if candidate is null
     or not (candidate ~ '^[0-9]{1,3}(\.[0-9]{1,3}){3}$'
             or (candidate ~ '^[0-9A-Fa-f:.]+$' and candidate ~ ':.*:')) then
    return '0.0.0.0'::inet;
  end if;
  begin
    address := candidate::inet;
  exception when others then
    return '0.0.0.0'::inet;
  end;
  if pg_catalog.masklen(address) <> (case pg_catalog.family(address) when 4 then 32 else 128 end) then
    return '0.0.0.0'::inet;
  end if;
  if pg_catalog.family(address) = 6 and address <<= '::ffff:0.0.0.0/96'::inet then
    address := pg_catalog.split_part(pg_catalog.host(address), ':', 4)::inet;
  end if;
  return address;
end
$client$;

revoke all on function consultation_guard.client_address() from public;

-- ---------------------------------------------------------------------------------------------
-- Limits, admissions, alerts
-- ---------------------------------------------------------------------------------------------

create table consultation_guard.admission_limits (
  kind text primary key check (kind ~ '^[a-z][a-z0-9_]{0,62}$'),
  noun text not null default 'requests' check (noun ~ '^[a-z][a-z -]{0,60}$'),
  window_length interval not null default interval '1 hour'
    check (window_length between interval '1 minute' and interval '1 day'),
  per_contact integer not null default 3 check (per_contact > 0),
  per_address integer not null default 10 check (per_address > 0),
  per_network integer not null default 30 check (per_network >= per_address),
  busy_total integer not null default 500 check (busy_total > 0),
  busy_per_network integer not null default 2 check (busy_per_network > 0),
  max_total integer not null default 5000 check (max_total >= busy_total)
);
comment on table consultation_guard.admission_limits is
  'Per kind of visitor insert: how many admit() lets in per window, per contact, address (IPv4, IPv6 /64), network (IPv4 /24, IPv6 /48) and in total. See migration 20261125100000.';
revoke all on table consultation_guard.admission_limits from public;

-- The consultation form keeps what a project set in the old limits table.
insert into consultation_guard.admission_limits (kind, noun, per_contact, per_address, per_network, busy_total)
select 'consultation_request', 'consultation requests', per_contact_per_hour, per_client_per_hour,
       greatest(30, per_client_per_hour), total_per_hour
from consultation_guard.limits;
drop table consultation_guard.limits;

-- The HMAC key of the hashes below: random, created here, readable by the owner only.
create table consultation_guard.hash_key (
  singleton boolean primary key default true check (singleton),
  secret bytea not null
);
revoke all on table consultation_guard.hash_key from public;
insert into consultation_guard.hash_key (secret)
values (pg_catalog.decode(
  pg_catalog.replace(pg_catalog.gen_random_uuid()::text || pg_catalog.gen_random_uuid()::text, '-', ''),
  'hex'
));

-- One row per counted thing of an admission: scope 'total' (no key), 'address', 'network',
-- 'contact' (key: HMAC-SHA-256 of the value). Deleted once expires_at has passed.
create table consultation_guard.admissions (
  kind text not null references consultation_guard.admission_limits (kind) on update cascade on delete cascade,
  scope text not null check (scope in ('total', 'address', 'network', 'contact')),
  key bytea not null,
  admitted_at timestamptz not null default pg_catalog.now(),
  expires_at timestamptz not null
);
comment on table consultation_guard.admissions is
  'What the volume limits count: keyed hashes only, each row deleted when its window has passed (consultation_guard.purge).';
revoke all on table consultation_guard.admissions from public;
create index admissions_count on consultation_guard.admissions (kind, scope, key, expires_at);
create index admissions_expiry on consultation_guard.admissions (expires_at);

-- One row per kind and window in which busy_total was reached; the team is told of each.
create table consultation_guard.alerts (
  id uuid primary key default pg_catalog.gen_random_uuid(),
  kind text not null references consultation_guard.admission_limits (kind) on update cascade on delete cascade,
  raised_at timestamptz not null default pg_catalog.now(),
  busy_total integer not null,
  busy_per_network integer not null,
  window_length interval not null,
  notified_at timestamptz,
  notify_error text
);
comment on table consultation_guard.alerts is
  'The busy bound of a kind was reached: the team is told (notifier), and networks get a trickle until the window passes.';
revoke all on table consultation_guard.alerts from public;

create function consultation_guard.keyed_hash(scope text, value text)
returns bytea
language sql
stable
set search_path = ''
as $hash$
  -- HMAC-SHA-256 (RFC 2104) with core functions only: PGlite and plain Postgres lack pgcrypto.
  select pg_catalog.sha256(
    ((select pg_catalog.sha256(pg_catalog.convert_to('outer', 'UTF8') || secret) from consultation_guard.hash_key))
    || pg_catalog.sha256(
      (select pg_catalog.sha256(pg_catalog.convert_to('inner', 'UTF8') || secret) from consultation_guard.hash_key)
      || pg_catalog.convert_to(scope || ':' || value, 'UTF8')
    )
  )
$hash$;
revoke all on function consultation_guard.keyed_hash(text, text) from public;

create function consultation_guard.purge()
returns integer
language plpgsql
security definer
set search_path = ''
as $purge$
declare
  removed integer;
begin
  delete from consultation_guard.admissions where expires_at <= pg_catalog.now();
  get diagnostics removed = row_count;
  return removed;
end
$purge$;
revoke all on function consultation_guard.purge() from public;

create function consultation_guard.admit(kind text, variadic contacts text[] default '{}')
returns void
language plpgsql
security definer
set search_path = ''
as $admit$
declare
  limits consultation_guard.admission_limits%rowtype;
  address inet := consultation_guard.client_address();
  address_key bytea;
  network_key bytea;
  contact_keys bytea[];
  total integer;
  counted integer;
  contact_key bytea;
  busy boolean;
  expiry timestamptz;
  last_words text;
  wait_words text;
begin
  select * into limits from consultation_guard.admission_limits as l where l.kind = admit.kind;
  if not found then
    raise exception 'consultation_guard.admit: unknown kind %', kind using errcode = '22023';
  end if;
  expiry := pg_catalog.now() + limits.window_length;
  last_words := case when limits.window_length = interval '1 hour' then 'the last hour'
                     else 'the last ' || limits.window_length::text end;
  wait_words := case when limits.window_length = interval '1 hour' then 'Wait an hour'
                     else 'Wait ' || limits.window_length::text end || ' before submitting again.';

  if address is not null then
    address_key := consultation_guard.keyed_hash('address', pg_catalog.host(
      case when pg_catalog.family(address) = 6 then pg_catalog.network(pg_catalog.set_masklen(address, 64)) else address end));
    network_key := consultation_guard.keyed_hash('network', pg_catalog.network(
      pg_catalog.set_masklen(address, case when pg_catalog.family(address) = 6 then 48 else 24 end))::text);
  end if;
  select pg_catalog.array_agg(distinct consultation_guard.keyed_hash('contact', value))
  into contact_keys
  from pg_catalog.unnest(contacts) as value
  where value is not null and value <> '';

  -- Held to the end of the transaction: without it concurrent requests could all count below a
  -- limit and all pass. One lock per kind cannot deadlock with itself.
  perform pg_catalog.pg_advisory_xact_lock(pg_catalog.hashtextextended('consultation_guard:' || kind, 0));
  perform consultation_guard.purge();

  -- Each count reads at most `limit` index entries, so its cost stays flat however large a flood.
  foreach contact_key in array coalesce(contact_keys, '{}') loop
    select count(*) into counted from (
      select from consultation_guard.admissions as a
      where a.kind = admit.kind and a.scope = 'contact' and a.key = contact_key and a.expires_at > pg_catalog.now()
      limit limits.per_contact
    ) as c;
    if counted >= limits.per_contact then
      raise exception using errcode = 'PT429',
        message = pg_catalog.format('Too many %s for this contact in %s', limits.noun, last_words),
        hint = wait_words;
    end if;
  end loop;

  select count(*) into total from (
    select from consultation_guard.admissions as a
    where a.kind = admit.kind and a.scope = 'total' and a.key = '\x'::bytea and a.expires_at > pg_catalog.now()
    limit limits.max_total
  ) as t;
  if total >= limits.max_total then
    raise exception using errcode = 'PT429',
      message = pg_catalog.format('Too many %s in %s', limits.noun, last_words),
      hint = wait_words;
  end if;
  busy := total >= limits.busy_total - 1;

  if address is not null then
    select count(*) into counted from (
      select from consultation_guard.admissions as a
      where a.kind = admit.kind and a.scope = 'address' and a.key = address_key and a.expires_at > pg_catalog.now()
      limit limits.per_address
    ) as c;
    if counted >= limits.per_address then
      raise exception using errcode = 'PT429',
        message = pg_catalog.format('Too many %s from this network in %s', limits.noun, last_words),
        hint = wait_words;
    end if;
    select count(*) into counted from (
      select from consultation_guard.admissions as a
      where a.kind = admit.kind and a.scope = 'network' and a.key = network_key and a.expires_at > pg_catalog.now()
      limit limits.per_network
    ) as c;
    if counted >= limits.per_network
       or (total >= limits.busy_total and counted >= limits.busy_per_network) then
      raise exception using errcode = 'PT429',
        message = pg_catalog.format('Too many %s from this network in %s', limits.noun, last_words),
        hint = wait_words;
    end if;
  end if;

  insert into consultation_guard.admissions (kind, scope, key, expires_at)
  select admit.kind, scopes.scope, scopes.key, expiry
  from (values ('total', '\x'::bytea), ('address', address_key), ('network', network_key)) as scopes (scope, key)
  where scopes.key is not null
  union all
  select admit.kind, 'contact', c.key, expiry from pg_catalog.unnest(contact_keys) as c (key);

  -- This admission reaches the busy bound: tell the team, once per window.
  if busy and not exists (
    select from consultation_guard.alerts as a
    where a.kind = admit.kind and a.raised_at > pg_catalog.now() - limits.window_length
  ) then
    insert into consultation_guard.alerts (kind, busy_total, busy_per_network, window_length)
    values (kind, limits.busy_total, limits.busy_per_network, limits.window_length);
  end if;
end
$admit$;
revoke all on function consultation_guard.admit(text, text[]) from public;

-- ---------------------------------------------------------------------------------------------
-- The consultation form on the shared limits; its stored address dropped
-- ---------------------------------------------------------------------------------------------

create or replace function public.consultation_requests_flood_guard()
returns trigger
language plpgsql
security definer
set search_path = ''
as $guard$
begin
  perform consultation_guard.admit(
    'consultation_request',
    consultation_guard.email_key(new.email),
    consultation_guard.phone_key(new.phone_number)
  );
  return new;
end
$guard$;
revoke all on function public.consultation_requests_flood_guard() from public, anon, authenticated;

-- The counts moved to consultation_guard.admissions, hashed and kept for the window only: the
-- address column and the stored contact keys (which went stale with the rules above) go.
drop index if exists public.consultation_requests_client_key_recent;
drop index if exists public.consultation_requests_email_key_recent;
drop index if exists public.consultation_requests_phone_key_recent;
alter table public.consultation_requests
  drop column client_key,
  drop column email_key,
  drop column phone_key;
drop function consultation_guard.client_key();

-- ---------------------------------------------------------------------------------------------
-- The team hears of a busy window (hosted: pg_net to notify-team, as for each request)
-- ---------------------------------------------------------------------------------------------

create function consultation_guard.alerts_notify_team()
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
    -- Not hosted Supabase: the local backend reads the alerts table itself (server/notifier.ts).
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
          'type', 'ALERT',
          'table', 'alerts',
          'record', pg_catalog.jsonb_build_object(
            'id', new.id,
            'kind', new.kind,
            'raised_at', new.raised_at,
            'busy_total', new.busy_total,
            'busy_per_network', new.busy_per_network,
            'window_minutes', (extract(epoch from new.window_length) / 60)::integer
          )
        ),
        pg_catalog.jsonb_build_object('Content-Type', 'application/json', 'x-notify-secret', secret),
        30000;
  exception when others then
    raise warning 'guard alert %: the team could not be notified: %', new.id, sqlerrm;
    update consultation_guard.alerts
    set notify_error = pg_catalog.left('Not queued: ' || sqlerrm, 500)
    where id = new.id;
  end;
  return null;
end
$notify$;
revoke all on function consultation_guard.alerts_notify_team() from public;

create trigger alerts_notify_team
  after insert on consultation_guard.alerts
  for each row
  execute function consultation_guard.alerts_notify_team();

-- ---------------------------------------------------------------------------------------------
-- pg_cron, where hosted Supabase has it: the window's hashes are purged without waiting for an insert
-- ---------------------------------------------------------------------------------------------
do $cron$
begin
  if exists (select from pg_catalog.pg_available_extensions where name = 'pg_cron') then
    if not exists (select from pg_catalog.pg_extension where extname = 'pg_cron') then
      create extension pg_cron;
    end if;
    execute 'select cron.schedule($1, $2, $3)'
      using 'consultation-guard-purge', '*/5 * * * *', 'select consultation_guard.purge()';
  end if;
exception when others then
  raise warning 'pg_cron is not available (%): expired limit hashes are purged by the next insert instead; enable pg_cron (Database > Extensions) and re-run this block to purge every 5 minutes', sqlerrm;
end
$cron$;
