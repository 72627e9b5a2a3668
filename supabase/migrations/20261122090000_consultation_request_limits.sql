-- Consultation requests, hardened (issue 13): bounded volume and only text the form could send.
--
-- A new migration rather than an edit: hosted Supabase already has 20261121050000. Applied with
-- `supabase db push` and, unchanged, by the local backend (PGlite) and the plain PostgreSQL 15 test
-- (tests/db/postgres.test.ts). It needs nothing Supabase-only: the roles come from the first
-- migration, and it creates its own schema.
--
-- 1. Volume. PostgREST inserts a JSON array in one statement, and the flood guard only counted per
--    contact, with contacts easy to vary. Now:
--    - one request stores at most one row (statement trigger, for the API roles);
--    - per contact (phone or e-mail, normalised: see email_key and phone_key): 3 an hour, as before;
--    - per client network (IPv4 address, or IPv6 /64): 10 an hour. A person submits once or twice;
--      an office or a mobile carrier's NAT can put several people behind one address, so 10 leaves
--      room for them while a script on one address gets nowhere;
--    - everyone together: 500 an hour. Roughly a hundred times the peak we expect, so real visitors
--      never meet it, while a flood from many addresses stops before it fills the free-tier
--      database (500 rows an hour is under 1 MB).
--    All three raise SQLSTATE 'PT429', which PostgREST answers with HTTP 429 and the form reports
--    with its rate-limit message (SPEC section 8). The limits live in consultation_guard.limits, so
--    they can be changed with one UPDATE, without a migration.
-- 2. Text. CHECK constraints now refuse what the form can never send: leading or trailing spaces,
--    control and format characters, line and paragraph separators (a name with CR LF split rows in
--    `npm run requests`). ZWNJ and ZWJ (U+200C, U+200D) stay allowed inside names: Nepali spelling
--    needs them. The zod schema (src/features/consultation/schema.ts) applies the same rules and the
--    shared vectors (tests/fixtures/consultationVectors.ts) hold both to them.

create schema if not exists consultation_guard;
comment on schema consultation_guard is
  'Limits and helpers of the consultation_requests flood guard. Not exposed through the API.';
-- Nobody but the owner needs the schema: the SECURITY DEFINER guard runs as the owner, and
-- generated columns call their functions without a schema lookup.
revoke all on schema consultation_guard from public;

create table consultation_guard.limits (
  singleton boolean primary key default true check (singleton),
  per_contact_per_hour integer not null default 3 check (per_contact_per_hour > 0),
  per_client_per_hour integer not null default 10 check (per_client_per_hour > 0),
  total_per_hour integer not null default 500 check (total_per_hour > 0)
);
comment on table consultation_guard.limits is
  'One row: how many consultation requests an hour the flood guard admits per contact, per client network and in total. See migration 20261122090000 for the reasons behind the defaults.';
insert into consultation_guard.limits default values;
revoke all on table consultation_guard.limits from public;

-- The contact as the flood guard counts it. Only shapes the CHECK constraints admit arrive here.
--
-- E-mail: lower-cased; plus-addressing dropped (name+tag@ delivers to name@); for Gmail, whose
-- addresses ignore dots, the dots of the local part too (googlemail.com is the same mailbox).
create function consultation_guard.email_key(email text)
returns text
language sql
immutable
strict
parallel safe
set search_path = ''
as $email$
  select case
    when domain_part in ('gmail.com', 'googlemail.com')
      then pg_catalog.replace(local_part, '.', '') || '@gmail.com'
    else local_part || '@' || domain_part
  end
  from (
    select
      pg_catalog.regexp_replace(pg_catalog.split_part(pg_catalog.lower(email), '@', 1), '^([^+]+)[+].*$', '\1') as local_part,
      pg_catalog.split_part(pg_catalog.lower(email), '@', 2) as domain_part
  ) as parts
$email$;

-- Phone: the digits alone (no +, spaces, hyphens, parentheses), without Nepal's country code 977
-- when a national number of 8 or more digits follows it. So +977 984-1234567, +9779841234567,
-- 9779841234567 and 9841234567 are one contact. Nepali mobile numbers have 10 digits and landlines
-- 8 or 9 after the country code, so no national number is mistaken for one with a country code.
-- (00977… and the trunk prefix 0 are not normalised: phone_number_shape refuses a leading 0.)
create function consultation_guard.phone_key(phone text)
returns text
language sql
immutable
strict
parallel safe
set search_path = ''
as $phone$
  select pg_catalog.regexp_replace(pg_catalog.regexp_replace(phone, '[^0-9]', '', 'g'), '^977([0-9]{8,})$', '\1')
$phone$;

-- The client's network, from the request headers PostgREST puts in the transaction-local setting
-- `request.headers` (a JSON object with lower-cased names). NULL outside PostgREST (SQL editor,
-- migrations), where there is no client to limit.
--
-- Trust assumption: the address is only as good as the proxy in front of PostgREST. On hosted
-- Supabase, requests pass Cloudflare, which sets cf-connecting-ip to the address it accepted the
-- connection from (a client cannot forge it through Cloudflare), and the gateway's x-forwarded-for,
-- whose first hop is the client as Supabase's own rate-limiting examples read it. cf-connecting-ip
-- wins when present. The local backend (server/postgrest.ts) sets x-forwarded-for to the socket's
-- address when a request has none. Whoever can forge these headers can dodge the per-client limit,
-- but not the per-contact or the total one.
--
-- IPv6 clients usually hold a whole /64, so an IPv6 address counts as its /64; an IPv4-mapped
-- IPv6 address (::ffff:a.b.c.d) counts as the IPv4 address.
create function consultation_guard.client_key()
returns text
language plpgsql
stable
set search_path = ''
as $client$
declare
  headers json;
  forwarded text;
  address inet;
begin
  begin
    headers := nullif(pg_catalog.current_setting('request.headers', true), '')::json;
  exception when invalid_text_representation then
    return null;
  end;
  if headers is null or pg_catalog.json_typeof(headers) <> 'object' then
    return null;
  end if;
  forwarded := coalesce(
    nullif(pg_catalog.btrim(headers ->> 'cf-connecting-ip'), ''),
    nullif(pg_catalog.btrim(pg_catalog.split_part(headers ->> 'x-forwarded-for', ',', 1)), '')
  );
  if forwarded is null then
    return null;
  end if;
  begin
    address := forwarded::inet;
  exception when invalid_text_representation then
    -- Not an address (only a forged header gets here): count the text itself, bounded.
    return pg_catalog.left(pg_catalog.lower(forwarded), 64);
  end;
  if pg_catalog.family(address) = 6 and address <<= '::ffff:0.0.0.0/96'::inet then
    address := pg_catalog.split_part(pg_catalog.host(address), ':', 4)::inet;
  end if;
  if pg_catalog.family(address) = 4 then
    return pg_catalog.host(address);
  end if;
  return pg_catalog.network(pg_catalog.set_masklen(address, 64))::text;
end
$client$;

revoke all on function consultation_guard.client_key() from public;

-- Generated, so nobody can write them and rows stored before this migration get theirs now. Their
-- functions keep PUBLIC's EXECUTE: an insert as anon evaluates them.
alter table public.consultation_requests
  add column email_key text generated always as (consultation_guard.email_key(email)) stored,
  add column phone_key text generated always as (consultation_guard.phone_key(phone_number)) stored,
  add column client_key text;

comment on column public.consultation_requests.email_key is
  'The e-mail as the flood guard counts it (consultation_guard.email_key).';
comment on column public.consultation_requests.phone_key is
  'The phone number as the flood guard counts it (consultation_guard.phone_key).';
comment on column public.consultation_requests.client_key is
  'The submitting client''s network (consultation_guard.client_key), set by the flood guard; NULL when inserted outside the API.';

-- The old guard's expression indexes give way to indexes on the keys, one per hourly count.
drop index if exists public.consultation_requests_email_recent;
drop index if exists public.consultation_requests_phone_recent;
create index consultation_requests_email_key_recent
  on public.consultation_requests (email_key, created_at) where email_key is not null;
create index consultation_requests_phone_key_recent
  on public.consultation_requests (phone_key, created_at) where phone_key is not null;
create index consultation_requests_client_key_recent
  on public.consultation_requests (client_key, created_at) where client_key is not null;
create index consultation_requests_recent on public.consultation_requests (created_at);

-- The flood guard, replaced in place (same trigger, same name). SECURITY DEFINER because anon can
-- neither read the table nor the limits; the empty search_path stops a caller substituting objects.
create or replace function public.consultation_requests_flood_guard()
returns trigger
language plpgsql
security definer
set search_path = ''
as $guard$
declare
  limits consultation_guard.limits%rowtype;
  email_key_now text := consultation_guard.email_key(new.email);
  phone_key_now text := consultation_guard.phone_key(new.phone_number);
  since timestamptz := pg_catalog.now() - interval '1 hour';
  recent integer;
begin
  new.client_key := consultation_guard.client_key();
  select * into strict limits from consultation_guard.limits;

  -- One lock for every insert, held to the end of the transaction: without it, concurrent requests
  -- could all count below a limit and all pass. Serialising inserts costs nothing at these volumes
  -- (at most a few hundred an hour get past the counts), and one lock cannot deadlock.
  perform pg_catalog.pg_advisory_xact_lock(pg_catalog.hashtextextended('consultation_requests:flood_guard', 0));

  -- Each count reads at most `limit` entries of one of the indexes above, so its cost stays flat
  -- however large the table or the flood.
  if email_key_now is not null then
    select count(*) into recent from (
      select from public.consultation_requests as existing
      where existing.email_key = email_key_now and existing.created_at > since
      limit limits.per_contact_per_hour
    ) as counted;
    if recent >= limits.per_contact_per_hour then
      raise exception using
        errcode = 'PT429',
        message = 'Too many consultation requests for this contact in the last hour',
        hint = 'Wait an hour before submitting again.';
    end if;
  end if;
  if phone_key_now is not null then
    select count(*) into recent from (
      select from public.consultation_requests as existing
      where existing.phone_key = phone_key_now and existing.created_at > since
      limit limits.per_contact_per_hour
    ) as counted;
    if recent >= limits.per_contact_per_hour then
      raise exception using
        errcode = 'PT429',
        message = 'Too many consultation requests for this contact in the last hour',
        hint = 'Wait an hour before submitting again.';
    end if;
  end if;
  if new.client_key is not null then
    select count(*) into recent from (
      select from public.consultation_requests as existing
      where existing.client_key = new.client_key and existing.created_at > since
      limit limits.per_client_per_hour
    ) as counted;
    if recent >= limits.per_client_per_hour then
      raise exception using
        errcode = 'PT429',
        message = 'Too many consultation requests from this network in the last hour',
        hint = 'Wait an hour before submitting again.';
    end if;
  end if;
  select count(*) into recent from (
    select from public.consultation_requests as existing
    where existing.created_at > since
    limit limits.total_per_hour
  ) as counted;
  if recent >= limits.total_per_hour then
    raise exception using
      errcode = 'PT429',
      message = 'Too many consultation requests in the last hour',
      hint = 'Wait an hour before submitting again.';
  end if;
  return new;
end
$guard$;

revoke all on function public.consultation_requests_flood_guard() from public, anon, authenticated;

-- One row per request. PostgREST inserts a JSON array in one statement; the form sends one object.
-- For the API roles only: the owner and service_role may still load several rows at once (a
-- restore, an import), and the hourly limits apply to them all the same.
create function public.consultation_requests_one_per_request()
returns trigger
language plpgsql
set search_path = ''
as $one$
begin
  if current_user in ('anon', 'authenticated')
     and (select count(*) from (select from inserted_rows limit 2) as first_two) > 1 then
    raise exception using
      errcode = 'PT400',
      message = 'A request may store only one consultation request',
      hint = 'Send one object, not an array.';
  end if;
  return null;
end
$one$;

revoke all on function public.consultation_requests_one_per_request() from public, anon, authenticated;

create trigger consultation_requests_one_per_request
  after insert on public.consultation_requests
  referencing new table as inserted_rows
  for each statement
  execute function public.consultation_requests_one_per_request();

-- Text the form could send. NOT VALID: rows already stored are not re-checked, so the push cannot
-- fail on what the old rules let in; every new or updated row is. Once old rows are cleaned,
-- `alter table public.consultation_requests validate constraint <name>` makes them full checks.
--
-- The name's characters: as before (letters and marks of any script, as explicit ranges generated
-- by `npx tsx server/unicodeNameClass.ts`, apostrophes and hyphens) but with Unicode's space
-- separators (\p{Zs}) instead of JavaScript's \s, which also admits tab, CR, LF, U+2028/2029 and
-- U+FEFF; plus ZWNJ and ZWJ. The schema's NAME_CHARACTERS.
alter table public.consultation_requests drop constraint full_name_characters;
alter table public.consultation_requests add constraint full_name_characters check (full_name ~ (
    '^['
    || '\u0041-\u005a\u0061-\u007a\u00aa\u00b5\u00ba\u00c0-\u00d6\u00d8-\u00f6\u00f8-\u02c1'
    || '\u02c6-\u02d1\u02e0-\u02e4\u02ec\u02ee\u0300-\u0374\u0376-\u0377\u037a-\u037d\u037f\u0386'
    || '\u0388-\u038a\u038c\u038e-\u03a1\u03a3-\u03f5\u03f7-\u0481\u0483-\u052f\u0531-\u0556\u0559'
    || '\u0560-\u0588\u0591-\u05bd\u05bf\u05c1-\u05c2\u05c4-\u05c5\u05c7\u05d0-\u05ea\u05ef-\u05f2'
    || '\u0610-\u061a\u0620-\u065f\u066e-\u06d3\u06d5-\u06dc\u06df-\u06e8\u06ea-\u06ef'
    || '\u06fa-\u06fc\u06ff\u0710-\u074a\u074d-\u07b1\u07ca-\u07f5\u07fa\u07fd\u0800-\u082d'
    || '\u0840-\u085b\u0860-\u086a\u0870-\u0887\u0889-\u088f\u0897-\u08e1\u08e3-\u0963'
    || '\u0971-\u0983\u0985-\u098c\u098f-\u0990\u0993-\u09a8\u09aa-\u09b0\u09b2\u09b6-\u09b9'
    || '\u09bc-\u09c4\u09c7-\u09c8\u09cb-\u09ce\u09d7\u09dc-\u09dd\u09df-\u09e3\u09f0-\u09f1\u09fc'
    || '\u09fe\u0a01-\u0a03\u0a05-\u0a0a\u0a0f-\u0a10\u0a13-\u0a28\u0a2a-\u0a30\u0a32-\u0a33'
    || '\u0a35-\u0a36\u0a38-\u0a39\u0a3c\u0a3e-\u0a42\u0a47-\u0a48\u0a4b-\u0a4d\u0a51\u0a59-\u0a5c'
    || '\u0a5e\u0a70-\u0a75\u0a81-\u0a83\u0a85-\u0a8d\u0a8f-\u0a91\u0a93-\u0aa8\u0aaa-\u0ab0'
    || '\u0ab2-\u0ab3\u0ab5-\u0ab9\u0abc-\u0ac5\u0ac7-\u0ac9\u0acb-\u0acd\u0ad0\u0ae0-\u0ae3'
    || '\u0af9-\u0aff\u0b01-\u0b03\u0b05-\u0b0c\u0b0f-\u0b10\u0b13-\u0b28\u0b2a-\u0b30'
    || '\u0b32-\u0b33\u0b35-\u0b39\u0b3c-\u0b44\u0b47-\u0b48\u0b4b-\u0b4d\u0b55-\u0b57'
    || '\u0b5c-\u0b5d\u0b5f-\u0b63\u0b71\u0b82-\u0b83\u0b85-\u0b8a\u0b8e-\u0b90\u0b92-\u0b95'
    || '\u0b99-\u0b9a\u0b9c\u0b9e-\u0b9f\u0ba3-\u0ba4\u0ba8-\u0baa\u0bae-\u0bb9\u0bbe-\u0bc2'
    || '\u0bc6-\u0bc8\u0bca-\u0bcd\u0bd0\u0bd7\u0c00-\u0c0c\u0c0e-\u0c10\u0c12-\u0c28\u0c2a-\u0c39'
    || '\u0c3c-\u0c44\u0c46-\u0c48\u0c4a-\u0c4d\u0c55-\u0c56\u0c58-\u0c5a\u0c5c-\u0c5d'
    || '\u0c60-\u0c63\u0c80-\u0c83\u0c85-\u0c8c\u0c8e-\u0c90\u0c92-\u0ca8\u0caa-\u0cb3'
    || '\u0cb5-\u0cb9\u0cbc-\u0cc4\u0cc6-\u0cc8\u0cca-\u0ccd\u0cd5-\u0cd6\u0cdc-\u0cde'
    || '\u0ce0-\u0ce3\u0cf1-\u0cf3\u0d00-\u0d0c\u0d0e-\u0d10\u0d12-\u0d44\u0d46-\u0d48'
    || '\u0d4a-\u0d4e\u0d54-\u0d57\u0d5f-\u0d63\u0d7a-\u0d7f\u0d81-\u0d83\u0d85-\u0d96'
    || '\u0d9a-\u0db1\u0db3-\u0dbb\u0dbd\u0dc0-\u0dc6\u0dca\u0dcf-\u0dd4\u0dd6\u0dd8-\u0ddf'
    || '\u0df2-\u0df3\u0e01-\u0e3a\u0e40-\u0e4e\u0e81-\u0e82\u0e84\u0e86-\u0e8a\u0e8c-\u0ea3\u0ea5'
    || '\u0ea7-\u0ebd\u0ec0-\u0ec4\u0ec6\u0ec8-\u0ece\u0edc-\u0edf\u0f00\u0f18-\u0f19\u0f35\u0f37'
    || '\u0f39\u0f3e-\u0f47\u0f49-\u0f6c\u0f71-\u0f84\u0f86-\u0f97\u0f99-\u0fbc\u0fc6\u1000-\u103f'
    || '\u1050-\u108f\u109a-\u109d\u10a0-\u10c5\u10c7\u10cd\u10d0-\u10fa\u10fc-\u1248\u124a-\u124d'
    || '\u1250-\u1256\u1258\u125a-\u125d\u1260-\u1288\u128a-\u128d\u1290-\u12b0\u12b2-\u12b5'
    || '\u12b8-\u12be\u12c0\u12c2-\u12c5\u12c8-\u12d6\u12d8-\u1310\u1312-\u1315\u1318-\u135a'
    || '\u135d-\u135f\u1380-\u138f\u13a0-\u13f5\u13f8-\u13fd\u1401-\u166c\u166f-\u167f'
    || '\u1681-\u169a\u16a0-\u16ea\u16f1-\u16f8\u1700-\u1715\u171f-\u1734\u1740-\u1753'
    || '\u1760-\u176c\u176e-\u1770\u1772-\u1773\u1780-\u17d3\u17d7\u17dc-\u17dd\u180b-\u180d\u180f'
    || '\u1820-\u1878\u1880-\u18aa\u18b0-\u18f5\u1900-\u191e\u1920-\u192b\u1930-\u193b'
    || '\u1950-\u196d\u1970-\u1974\u1980-\u19ab\u19b0-\u19c9\u1a00-\u1a1b\u1a20-\u1a5e'
    || '\u1a60-\u1a7c\u1a7f\u1aa7\u1ab0-\u1add\u1ae0-\u1aeb\u1b00-\u1b4c\u1b6b-\u1b73\u1b80-\u1baf'
    || '\u1bba-\u1bf3\u1c00-\u1c37\u1c4d-\u1c4f\u1c5a-\u1c7d\u1c80-\u1c8a\u1c90-\u1cba'
    || '\u1cbd-\u1cbf\u1cd0-\u1cd2\u1cd4-\u1cfa\u1d00-\u1f15\u1f18-\u1f1d\u1f20-\u1f45'
    || '\u1f48-\u1f4d\u1f50-\u1f57\u1f59\u1f5b\u1f5d\u1f5f-\u1f7d\u1f80-\u1fb4\u1fb6-\u1fbc\u1fbe'
    || '\u1fc2-\u1fc4\u1fc6-\u1fcc\u1fd0-\u1fd3\u1fd6-\u1fdb\u1fe0-\u1fec\u1ff2-\u1ff4'
    || '\u1ff6-\u1ffc\u2071\u207f\u2090-\u209c\u20d0-\u20f0\u2102\u2107\u210a-\u2113\u2115'
    || '\u2119-\u211d\u2124\u2126\u2128\u212a-\u212d\u212f-\u2139\u213c-\u213f\u2145-\u2149\u214e'
    || '\u2183-\u2184\u2c00-\u2ce4\u2ceb-\u2cf3\u2d00-\u2d25\u2d27\u2d2d\u2d30-\u2d67\u2d6f'
    || '\u2d7f-\u2d96\u2da0-\u2da6\u2da8-\u2dae\u2db0-\u2db6\u2db8-\u2dbe\u2dc0-\u2dc6'
    || '\u2dc8-\u2dce\u2dd0-\u2dd6\u2dd8-\u2dde\u2de0-\u2dff\u2e2f\u3005-\u3006\u302a-\u302f'
    || '\u3031-\u3035\u303b-\u303c\u3041-\u3096\u3099-\u309a\u309d-\u309f\u30a1-\u30fa'
    || '\u30fc-\u30ff\u3105-\u312f\u3131-\u318e\u31a0-\u31bf\u31f0-\u31ff\u3400-\u4dbf'
    || '\u4e00-\ua48c\ua4d0-\ua4fd\ua500-\ua60c\ua610-\ua61f\ua62a-\ua62b\ua640-\ua672'
    || '\ua674-\ua67d\ua67f-\ua6e5\ua6f0-\ua6f1\ua717-\ua71f\ua722-\ua788\ua78b-\ua7dc'
    || '\ua7f1-\ua827\ua82c\ua840-\ua873\ua880-\ua8c5\ua8e0-\ua8f7\ua8fb\ua8fd-\ua8ff\ua90a-\ua92d'
    || '\ua930-\ua953\ua960-\ua97c\ua980-\ua9c0\ua9cf\ua9e0-\ua9ef\ua9fa-\ua9fe\uaa00-\uaa36'
    || '\uaa40-\uaa4d\uaa60-\uaa76\uaa7a-\uaac2\uaadb-\uaadd\uaae0-\uaaef\uaaf2-\uaaf6'
    || '\uab01-\uab06\uab09-\uab0e\uab11-\uab16\uab20-\uab26\uab28-\uab2e\uab30-\uab5a'
    || '\uab5c-\uab69\uab70-\uabea\uabec-\uabed\uac00-\ud7a3\ud7b0-\ud7c6\ud7cb-\ud7fb'
    || '\uf900-\ufa6d\ufa70-\ufad9\ufb00-\ufb06\ufb13-\ufb17\ufb1d-\ufb28\ufb2a-\ufb36'
    || '\ufb38-\ufb3c\ufb3e\ufb40-\ufb41\ufb43-\ufb44\ufb46-\ufbb1\ufbd3-\ufd3d\ufd50-\ufd8f'
    || '\ufd92-\ufdc7\ufdf0-\ufdfb\ufe00-\ufe0f\ufe20-\ufe2f\ufe70-\ufe74\ufe76-\ufefc'
    || '\uff21-\uff3a\uff41-\uff5a\uff66-\uffbe\uffc2-\uffc7\uffca-\uffcf\uffd2-\uffd7'
    || '\uffda-\uffdc\U00010000-\U0001000b\U0001000d-\U00010026\U00010028-\U0001003a'
    || '\U0001003c-\U0001003d\U0001003f-\U0001004d\U00010050-\U0001005d\U00010080-\U000100fa'
    || '\U000101fd\U00010280-\U0001029c\U000102a0-\U000102d0\U000102e0\U00010300-\U0001031f'
    || '\U0001032d-\U00010340\U00010342-\U00010349\U00010350-\U0001037a\U00010380-\U0001039d'
    || '\U000103a0-\U000103c3\U000103c8-\U000103cf\U00010400-\U0001049d\U000104b0-\U000104d3'
    || '\U000104d8-\U000104fb\U00010500-\U00010527\U00010530-\U00010563\U00010570-\U0001057a'
    || '\U0001057c-\U0001058a\U0001058c-\U00010592\U00010594-\U00010595\U00010597-\U000105a1'
    || '\U000105a3-\U000105b1\U000105b3-\U000105b9\U000105bb-\U000105bc\U000105c0-\U000105f3'
    || '\U00010600-\U00010736\U00010740-\U00010755\U00010760-\U00010767\U00010780-\U00010785'
    || '\U00010787-\U000107b0\U000107b2-\U000107ba\U00010800-\U00010805\U00010808'
    || '\U0001080a-\U00010835\U00010837-\U00010838\U0001083c\U0001083f-\U00010855'
    || '\U00010860-\U00010876\U00010880-\U0001089e\U000108e0-\U000108f2\U000108f4-\U000108f5'
    || '\U00010900-\U00010915\U00010920-\U00010939\U00010940-\U00010959\U00010980-\U000109b7'
    || '\U000109be-\U000109bf\U00010a00-\U00010a03\U00010a05-\U00010a06\U00010a0c-\U00010a13'
    || '\U00010a15-\U00010a17\U00010a19-\U00010a35\U00010a38-\U00010a3a\U00010a3f'
    || '\U00010a60-\U00010a7c\U00010a80-\U00010a9c\U00010ac0-\U00010ac7\U00010ac9-\U00010ae6'
    || '\U00010b00-\U00010b35\U00010b40-\U00010b55\U00010b60-\U00010b72\U00010b80-\U00010b91'
    || '\U00010c00-\U00010c48\U00010c80-\U00010cb2\U00010cc0-\U00010cf2\U00010d00-\U00010d27'
    || '\U00010d4a-\U00010d65\U00010d69-\U00010d6d\U00010d6f-\U00010d85\U00010e80-\U00010ea9'
    || '\U00010eab-\U00010eac\U00010eb0-\U00010eb1\U00010ec2-\U00010ec7\U00010efa-\U00010f1c'
    || '\U00010f27\U00010f30-\U00010f50\U00010f70-\U00010f85\U00010fb0-\U00010fc4'
    || '\U00010fe0-\U00010ff6\U00011000-\U00011046\U00011070-\U00011075\U0001107f-\U000110ba'
    || '\U000110c2\U000110d0-\U000110e8\U00011100-\U00011134\U00011144-\U00011147'
    || '\U00011150-\U00011173\U00011176\U00011180-\U000111c4\U000111c9-\U000111cc'
    || '\U000111ce-\U000111cf\U000111da\U000111dc\U00011200-\U00011211\U00011213-\U00011237'
    || '\U0001123e-\U00011241\U00011280-\U00011286\U00011288\U0001128a-\U0001128d'
    || '\U0001128f-\U0001129d\U0001129f-\U000112a8\U000112b0-\U000112ea\U00011300-\U00011303'
    || '\U00011305-\U0001130c\U0001130f-\U00011310\U00011313-\U00011328\U0001132a-\U00011330'
    || '\U00011332-\U00011333\U00011335-\U00011339\U0001133b-\U00011344\U00011347-\U00011348'
    || '\U0001134b-\U0001134d\U00011350\U00011357\U0001135d-\U00011363\U00011366-\U0001136c'
    || '\U00011370-\U00011374\U00011380-\U00011389\U0001138b\U0001138e\U00011390-\U000113b5'
    || '\U000113b7-\U000113c0\U000113c2\U000113c5\U000113c7-\U000113ca\U000113cc-\U000113d3'
    || '\U000113e1-\U000113e2\U00011400-\U0001144a\U0001145e-\U00011461\U00011480-\U000114c5'
    || '\U000114c7\U00011580-\U000115b5\U000115b8-\U000115c0\U000115d8-\U000115dd'
    || '\U00011600-\U00011640\U00011644\U00011680-\U000116b8\U00011700-\U0001171a'
    || '\U0001171d-\U0001172b\U00011740-\U00011746\U00011800-\U0001183a\U000118a0-\U000118df'
    || '\U000118ff-\U00011906\U00011909\U0001190c-\U00011913\U00011915-\U00011916'
    || '\U00011918-\U00011935\U00011937-\U00011938\U0001193b-\U00011943\U000119a0-\U000119a7'
    || '\U000119aa-\U000119d7\U000119da-\U000119e1\U000119e3-\U000119e4\U00011a00-\U00011a3e'
    || '\U00011a47\U00011a50-\U00011a99\U00011a9d\U00011ab0-\U00011af8\U00011b60-\U00011b67'
    || '\U00011bc0-\U00011be0\U00011c00-\U00011c08\U00011c0a-\U00011c36\U00011c38-\U00011c40'
    || '\U00011c72-\U00011c8f\U00011c92-\U00011ca7\U00011ca9-\U00011cb6\U00011d00-\U00011d06'
    || '\U00011d08-\U00011d09\U00011d0b-\U00011d36\U00011d3a\U00011d3c-\U00011d3d'
    || '\U00011d3f-\U00011d47\U00011d60-\U00011d65\U00011d67-\U00011d68\U00011d6a-\U00011d8e'
    || '\U00011d90-\U00011d91\U00011d93-\U00011d98\U00011db0-\U00011ddb\U00011ee0-\U00011ef6'
    || '\U00011f00-\U00011f10\U00011f12-\U00011f3a\U00011f3e-\U00011f42\U00011f5a\U00011fb0'
    || '\U00012000-\U00012399\U00012480-\U00012543\U00012f90-\U00012ff0\U00013000-\U0001342f'
    || '\U00013440-\U00013455\U00013460-\U000143fa\U00014400-\U00014646\U00016100-\U0001612f'
    || '\U00016800-\U00016a38\U00016a40-\U00016a5e\U00016a70-\U00016abe\U00016ad0-\U00016aed'
    || '\U00016af0-\U00016af4\U00016b00-\U00016b36\U00016b40-\U00016b43\U00016b63-\U00016b77'
    || '\U00016b7d-\U00016b8f\U00016d40-\U00016d6c\U00016e40-\U00016e7f\U00016ea0-\U00016eb8'
    || '\U00016ebb-\U00016ed3\U00016f00-\U00016f4a\U00016f4f-\U00016f87\U00016f8f-\U00016f9f'
    || '\U00016fe0-\U00016fe1\U00016fe3-\U00016fe4\U00016ff0-\U00016ff3\U00017000-\U00018cd5'
    || '\U00018cff-\U00018d1e\U00018d80-\U00018df2\U0001aff0-\U0001aff3\U0001aff5-\U0001affb'
    || '\U0001affd-\U0001affe\U0001b000-\U0001b122\U0001b132\U0001b150-\U0001b152\U0001b155'
    || '\U0001b164-\U0001b167\U0001b170-\U0001b2fb\U0001bc00-\U0001bc6a\U0001bc70-\U0001bc7c'
    || '\U0001bc80-\U0001bc88\U0001bc90-\U0001bc99\U0001bc9d-\U0001bc9e\U0001cf00-\U0001cf2d'
    || '\U0001cf30-\U0001cf46\U0001d165-\U0001d169\U0001d16d-\U0001d172\U0001d17b-\U0001d182'
    || '\U0001d185-\U0001d18b\U0001d1aa-\U0001d1ad\U0001d242-\U0001d244\U0001d400-\U0001d454'
    || '\U0001d456-\U0001d49c\U0001d49e-\U0001d49f\U0001d4a2\U0001d4a5-\U0001d4a6'
    || '\U0001d4a9-\U0001d4ac\U0001d4ae-\U0001d4b9\U0001d4bb\U0001d4bd-\U0001d4c3'
    || '\U0001d4c5-\U0001d505\U0001d507-\U0001d50a\U0001d50d-\U0001d514\U0001d516-\U0001d51c'
    || '\U0001d51e-\U0001d539\U0001d53b-\U0001d53e\U0001d540-\U0001d544\U0001d546'
    || '\U0001d54a-\U0001d550\U0001d552-\U0001d6a5\U0001d6a8-\U0001d6c0\U0001d6c2-\U0001d6da'
    || '\U0001d6dc-\U0001d6fa\U0001d6fc-\U0001d714\U0001d716-\U0001d734\U0001d736-\U0001d74e'
    || '\U0001d750-\U0001d76e\U0001d770-\U0001d788\U0001d78a-\U0001d7a8\U0001d7aa-\U0001d7c2'
    || '\U0001d7c4-\U0001d7cb\U0001da00-\U0001da36\U0001da3b-\U0001da6c\U0001da75\U0001da84'
    || '\U0001da9b-\U0001da9f\U0001daa1-\U0001daaf\U0001df00-\U0001df1e\U0001df25-\U0001df2a'
    || '\U0001e000-\U0001e006\U0001e008-\U0001e018\U0001e01b-\U0001e021\U0001e023-\U0001e024'
    || '\U0001e026-\U0001e02a\U0001e030-\U0001e06d\U0001e08f\U0001e100-\U0001e12c'
    || '\U0001e130-\U0001e13d\U0001e14e\U0001e290-\U0001e2ae\U0001e2c0-\U0001e2ef'
    || '\U0001e4d0-\U0001e4ef\U0001e5d0-\U0001e5f0\U0001e6c0-\U0001e6de\U0001e6e0-\U0001e6f5'
    || '\U0001e6fe-\U0001e6ff\U0001e7e0-\U0001e7e6\U0001e7e8-\U0001e7eb\U0001e7ed-\U0001e7ee'
    || '\U0001e7f0-\U0001e7fe\U0001e800-\U0001e8c4\U0001e8d0-\U0001e8d6\U0001e900-\U0001e94b'
    || '\U0001ee00-\U0001ee03\U0001ee05-\U0001ee1f\U0001ee21-\U0001ee22\U0001ee24\U0001ee27'
    || '\U0001ee29-\U0001ee32\U0001ee34-\U0001ee37\U0001ee39\U0001ee3b\U0001ee42\U0001ee47'
    || '\U0001ee49\U0001ee4b\U0001ee4d-\U0001ee4f\U0001ee51-\U0001ee52\U0001ee54\U0001ee57'
    || '\U0001ee59\U0001ee5b\U0001ee5d\U0001ee5f\U0001ee61-\U0001ee62\U0001ee64'
    || '\U0001ee67-\U0001ee6a\U0001ee6c-\U0001ee72\U0001ee74-\U0001ee77\U0001ee79-\U0001ee7c'
    || '\U0001ee7e\U0001ee80-\U0001ee89\U0001ee8b-\U0001ee9b\U0001eea1-\U0001eea3'
    || '\U0001eea5-\U0001eea9\U0001eeab-\U0001eebb\U00020000-\U0002a6df\U0002a700-\U0002b81d'
    || '\U0002b820-\U0002cead\U0002ceb0-\U0002ebe0\U0002ebf0-\U0002ee5d\U0002f800-\U0002fa1d'
    || '\U00030000-\U0003134a\U00031350-\U00033479\U000e0100-\U000e01ef'
    || '\u0020\u00a0\u1680\u2000-\u200a\u202f\u205f\u3000'
    || '\u200c-\u200d'
    || '''\u2019-]*$'
  )) not valid;

-- No space separator (\p{Zs}) at either end; nor, in a name, a joiner, which only belongs inside.
-- The form trims with JavaScript's String.prototype.trim.
alter table public.consultation_requests add constraint full_name_trimmed check (
  full_name !~ '^[\u0020\u00a0\u1680\u2000-\u200a\u202f\u205f\u3000\u200c\u200d]|[\u0020\u00a0\u1680\u2000-\u200a\u202f\u205f\u3000\u200c\u200d]$'
) not valid;
alter table public.consultation_requests add constraint phone_number_trimmed check (
  phone_number !~ '^[\u0020\u00a0\u1680\u2000-\u200a\u202f\u205f\u3000]|[\u0020\u00a0\u1680\u2000-\u200a\u202f\u205f\u3000]$'
) not valid;

-- Control (Cc), format (Cf) and line/paragraph separators (Zl, Zp) in no text column, as of
-- Unicode 17.0; in names ZWNJ and ZWJ (U+200C, U+200D, format characters) excepted. U+0000 cannot
-- occur in Postgres text at all.
alter table public.consultation_requests add constraint no_control_characters check (
  full_name !~ '[\u0001-\u001f\u007f-\u009f\u00ad\u0600-\u0605\u061c\u06dd\u070f\u0890-\u0891\u08e2\u180e\u200b\u200e-\u200f\u2028-\u202e\u2060-\u2064\u2066-\u206f\ufeff\ufff9-\ufffb\U000110bd\U000110cd\U00013430-\U0001343f\U0001bca0-\U0001bca3\U0001d173-\U0001d17a\U000e0001\U000e0020-\U000e007f]'
  and coalesce(phone_number, '') !~ '[\u0001-\u001f\u007f-\u009f\u00ad\u0600-\u0605\u061c\u06dd\u070f\u0890-\u0891\u08e2\u180e\u200b-\u200f\u2028-\u202e\u2060-\u2064\u2066-\u206f\ufeff\ufff9-\ufffb\U000110bd\U000110cd\U00013430-\U0001343f\U0001bca0-\U0001bca3\U0001d173-\U0001d17a\U000e0001\U000e0020-\U000e007f]'
  and coalesce(email, '') !~ '[\u0001-\u001f\u007f-\u009f\u00ad\u0600-\u0605\u061c\u06dd\u070f\u0890-\u0891\u08e2\u180e\u200b-\u200f\u2028-\u202e\u2060-\u2064\u2066-\u206f\ufeff\ufff9-\ufffb\U000110bd\U000110cd\U00013430-\U0001343f\U0001bca0-\U0001bca3\U0001d173-\U0001d17a\U000e0001\U000e0020-\U000e007f]'
  and help_topic !~ '[\u0001-\u001f\u007f-\u009f\u00ad\u0600-\u0605\u061c\u06dd\u070f\u0890-\u0891\u08e2\u180e\u200b-\u200f\u2028-\u202e\u2060-\u2064\u2066-\u206f\ufeff\ufff9-\ufffb\U000110bd\U000110cd\U00013430-\U0001343f\U0001bca0-\U0001bca3\U0001d173-\U0001d17a\U000e0001\U000e0020-\U000e007f]'
) not valid;
