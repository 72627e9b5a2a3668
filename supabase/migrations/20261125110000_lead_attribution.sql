-- Where each consultation request came from (issue 26): first-party lead attribution, no cookies.
--
-- The form sends, besides the four fields, where the visit began (landing page, referring site,
-- the landing URL's utm_* parameters, all remembered in the tab's sessionStorage until the visitor
-- submits) and where the form was sent from (path and page language). Every column is optional:
-- a request without them is stored as before. The client checks each value with the same rules
-- (src/features/consultation/attribution.ts; shared vectors in tests/fixtures/attributionVectors.ts)
-- and leaves out what fails; should the database still refuse, the client stores the request
-- without attribution, so these rules can never cost a lead.
--
-- Applies unchanged on hosted Supabase (`supabase db push`), PGlite and plain PostgreSQL 15.

alter table public.consultation_requests
  add column landing_path text,
  add column referrer_host text,
  add column utm_source text,
  add column utm_medium text,
  add column utm_campaign text,
  add column utm_content text,
  add column utm_term text,
  add column form_path text,
  add column page_language text;

comment on column public.consultation_requests.landing_path is
  'The path of the first page of the visit (no query string), from the visitor''s browser.';
comment on column public.consultation_requests.referrer_host is
  'The host of the site that linked to the first page of the visit; null when direct or internal.';
comment on column public.consultation_requests.utm_source is 'utm_source of the visit''s landing URL.';
comment on column public.consultation_requests.utm_medium is 'utm_medium of the visit''s landing URL.';
comment on column public.consultation_requests.utm_campaign is 'utm_campaign of the visit''s landing URL.';
comment on column public.consultation_requests.utm_content is 'utm_content of the visit''s landing URL.';
comment on column public.consultation_requests.utm_term is 'utm_term of the visit''s landing URL.';
comment on column public.consultation_requests.form_path is 'The path of the page the form was sent from.';
comment on column public.consultation_requests.page_language is 'The language of that page: en or ne.';

-- A path as browsers report it (non-ASCII percent-encoded): "/" then RFC 3986 path characters,
-- never a quote or angle bracket. The schema's PATH_SHAPE.
alter table public.consultation_requests
  add constraint landing_path_shape check (
    char_length(landing_path) <= 300 and landing_path ~ '^/[A-Za-z0-9._~!$&()*+,;=:@%/-]*$'
  ),
  add constraint form_path_shape check (
    char_length(form_path) <= 300 and form_path ~ '^/[A-Za-z0-9._~!$&()*+,;=:@%/-]*$'
  ),
  -- Lower-case DNS labels (or an IPv4 address): no scheme, port, path or user. The schema's HOST_SHAPE.
  add constraint referrer_host_shape check (
    char_length(referrer_host) <= 253
    and referrer_host ~ '^[a-z0-9]([a-z0-9-]*[a-z0-9])?(\.[a-z0-9]([a-z0-9-]*[a-z0-9])?)*$'
  ),
  add constraint utm_length check (
    char_length(utm_source) between 1 and 100
    and char_length(utm_medium) between 1 and 100
    and char_length(utm_campaign) between 1 and 100
    and char_length(utm_content) between 1 and 100
    and char_length(utm_term) between 1 and 100
  ),
  add constraint page_language_known check (page_language in ('en', 'ne'));

-- Plain text for the utm_* values: no control (Cc), format (Cf) or line/paragraph separator (Zl, Zp)
-- characters as of Unicode 17.0 (the list the form's columns use), no < > " ', no space separator
-- (\p{Zs}) at either end. The schema's NOT_PLAIN_TEXT and PADDED. A function because five columns
-- share it; immutable, so the CHECK evaluates it like an expression.
create function consultation_guard.is_plain_text(value text)
returns boolean
language sql
immutable
parallel safe
set search_path = ''
as $plain$
  select value is null or (
    value !~ '[\u0001-\u001f\u007f-\u009f\u00ad\u0600-\u0605\u061c\u06dd\u070f\u0890-\u0891\u08e2\u180e\u200b-\u200f\u2028-\u202e\u2060-\u2064\u2066-\u206f\ufeff\ufff9-\ufffb\U000110bd\U000110cd\U00013430-\U0001343f\U0001bca0-\U0001bca3\U0001d173-\U0001d17a\U000e0001\U000e0020-\U000e007f<>"'']'
    and value !~ '^[\u0020\u00a0\u1680\u2000-\u200a\u202f\u205f\u3000]|[\u0020\u00a0\u1680\u2000-\u200a\u202f\u205f\u3000]$'
  )
$plain$;

alter table public.consultation_requests
  add constraint utm_text check (
    consultation_guard.is_plain_text(utm_source)
    and consultation_guard.is_plain_text(utm_medium)
    and consultation_guard.is_plain_text(utm_campaign)
    and consultation_guard.is_plain_text(utm_content)
    and consultation_guard.is_plain_text(utm_term)
  );

-- Visitors may write these with their request, and still read nothing (no SELECT, no policy).
grant insert (
  landing_path, referrer_host, utm_source, utm_medium, utm_campaign, utm_content, utm_term,
  form_path, page_language
) on table public.consultation_requests to anon, authenticated;

-- The team's message says where the request came from ("Came from: ..."): the notify-team trigger
-- (20261124193000) now sends the attribution with the record. Replaced in place, same trigger;
-- unchanged but for the seven keys added to the record.
create or replace function public.consultation_requests_notify_team()
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
            'help_topic', new.help_topic,
            'landing_path', new.landing_path,
            'referrer_host', new.referrer_host,
            'utm_source', new.utm_source,
            'utm_medium', new.utm_medium,
            'utm_campaign', new.utm_campaign,
            'form_path', new.form_path,
            'page_language', new.page_language
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

-- Which pages bring consultations: the requests counted by week (Monday, Nepal time), landing page,
-- source (utm_source, else the referring site; "(direct)" for neither, "(unknown)" for requests
-- stored before attribution), language of the form page and help topic, with each value's share
-- of all requests. `npm run requests -- --report` prints the same grouping locally
-- (server/requestsReport.ts; tests/db/attribution.test.ts holds both to one answer). Read it in
-- the dashboard's SQL editor:
--   select * from public.consultation_leads_report order by dimension, leads desc;
-- security_invoker: the reader's own rights on the table apply, so the visitors' roles, which may
-- not read the table, may not read this either (and are refused the view itself below).
create view public.consultation_leads_report with (security_invoker = true) as
with leads as (
  select
    pg_catalog.date_trunc('week', created_at at time zone 'Asia/Kathmandu')::date::text as week,
    coalesce(landing_path, '(unknown)') as landing_page,
    coalesce(
      utm_source,
      referrer_host,
      case when landing_path is null then '(unknown)' else '(direct)' end
    ) as source,
    coalesce(page_language, '(unknown)') as language,
    help_topic
  from public.consultation_requests
),
grouped as (
  select 'week' as dimension, week as value from leads
  union all select 'landing page', landing_page from leads
  union all select 'source', source from leads
  union all select 'language', language from leads
  union all select 'help topic', help_topic from leads
)
select
  dimension,
  value,
  count(*) as leads,
  round(100.0 * count(*) / sum(count(*)) over (partition by dimension), 1) as share_percent
from grouped
group by dimension, value;

comment on view public.consultation_leads_report is
  'Consultation requests by week, landing page, source, language and help topic, with shares. For the dashboard (postgres, service_role); not for visitors.';

revoke all on table public.consultation_leads_report from public, anon, authenticated;
grant select on table public.consultation_leads_report to service_role;
