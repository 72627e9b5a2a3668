/**
 * The migrations on plain PostgreSQL 15, which has none of Supabase's roles, schemas or extensions:
 * a throwaway cluster under the system's temp directory, listening on a Unix socket only, every
 * migration applied in order with psql (as `supabase db push` would), then the shared vectors and
 * the volume limits checked against it. PGlite (the other tests) is Postgres 17 in WebAssembly;
 * this is the server Postgres a hosted project or a CI service runs.
 *
 * Needs the PostgreSQL 15 server binaries (Debian/Ubuntu: `apt-get install postgresql-15`; or set
 * PG_BIN). Postgres refuses to run as root, so as root the server runs as the `postgres` user.
 */
import {
  spawn,
  spawnSync,
  type ChildProcessWithoutNullStreams,
  type SpawnSyncReturns,
} from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { chownSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listMigrations } from '../../server/migrations';
import { migrationsDir } from '../../server/paths';
import { sanitizeFields } from '../../src/features/consultation/sanitize';
import { attributionVectors } from '../fixtures/attributionVectors';
import {
  allVectors,
  nonTextBase,
  nonTextMessage,
  nonTextVectors,
  scriptedRowVectors,
} from '../fixtures/consultationVectors';
import { parseBookingChange } from '../../supabase/functions/notify-team/bookingChange';
import { toolPresent } from '../support/requiredTool';
import { bookingFixture, fixtureSetupSql, nepalSlot, openDay } from './bookingCases';
import { scriptedWaitlistRows, waitlistVectors } from '../fixtures/waitlistVectors';
import { toWaitlistRow } from '../../src/features/waitlist/schema';

const BIN = process.env.PG_BIN ?? '/usr/lib/postgresql/15/bin';
const binariesPresent = ['initdb', 'pg_ctl', 'psql'].every((name) => existsSync(join(BIN, name)));

/** As root, the uid/gid to run the server as; undefined when not root. */
function serverUser(): { uid: number; gid: number } | undefined {
  if (process.getuid?.() !== 0) return undefined;
  const uid = Number(spawnSync('id', ['-u', 'postgres']).stdout?.toString().trim());
  const gid = Number(spawnSync('id', ['-g', 'postgres']).stdout?.toString().trim());
  if (!Number.isInteger(uid) || uid <= 0)
    throw new Error('Running as root, but there is no `postgres` user to run the server as');
  return { uid, gid };
}

const runs = toolPresent(
  binariesPresent,
  `PostgreSQL 15 (initdb, pg_ctl, psql in ${BIN})`,
  'apt-get install postgresql-15, or set PG_BIN; .ci/run installs it',
);

let root = '';
let dataDir = '';

function check(result: SpawnSyncReturns<Buffer>, what: string): string {
  if (result.error) throw result.error;
  if (result.status !== 0)
    throw new Error(
      `${what} failed (${result.status}): ${result.stderr.toString()}${result.stdout.toString()}`,
    );
  return result.stdout.toString();
}

/** A server binary, as the `postgres` user when this runs as root. */
function asServerUser(binary: string, args: string[]): SpawnSyncReturns<Buffer> {
  const command = join(BIN, binary);
  return process.getuid?.() === 0
    ? spawnSync('runuser', ['-u', 'postgres', '--', command, ...args], { timeout: 30_000 })
    : spawnSync(command, args, { timeout: 30_000 });
}

/** psql over the cluster's private socket as the superuser; trust authentication, no password. */
/** psql's options for the test server: no psqlrc, quiet, stop at the first error. */
const connection = () => [
  '-X',
  '-q',
  '-h',
  root,
  '-U',
  'postgres',
  '-d',
  'postgres',
  '-v',
  'ON_ERROR_STOP=1',
];

function psql(args: string[], input?: string): string {
  const result = spawnSync(join(BIN, 'psql'), [...connection(), ...args], { input, timeout: 30_000 });
  return check(result, `psql ${args.join(' ')}`);
}

/** A psql session the test keeps open and writes to; its rows come out unaligned, without headers. */
function openSession(): ChildProcessWithoutNullStreams {
  return spawn(join(BIN, 'psql'), [...connection(), '-A', '-t'], { stdio: ['pipe', 'pipe', 'pipe'] });
}

/** Resolves once `session` has printed `marker`. */
function printed(session: ChildProcessWithoutNullStreams, marker: string): Promise<void> {
  return new Promise((resolve) =>
    session.stdout.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes(marker)) resolve();
    }),
  );
}

/** Runs `script` in a session of its own to the end: its exit status and what it wrote to stderr. */
function runSession(script: string): Promise<{ status: number | null; stderr: string }> {
  return new Promise((resolve) => {
    const child = spawn(join(BIN, 'psql'), [...connection(), '-A', '-t'], {
      stdio: ['pipe', 'ignore', 'pipe'],
    });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('close', (status) => resolve({ status, stderr }));
    child.stdin.end(script);
  });
}

/** A SQL string literal holding `value` as is (standard_conforming_strings is on since 9.1). */
const literal = (value: string) => `'${value.replaceAll("'", "''")}'`;

/**
 * One submit as anon through the form's function (one row: that object; several: the array, which
 * it refuses), optionally as a request from `client` (request.headers, as PostgREST sets it), in a
 * subtransaction: rolled back unless `keep`. Answers 'ok' or '<SQLSTATE> <constraint>'.
 */
const TRY_ROW = `
create function pg_temp.try_rows(rows_json json, headers text, keep boolean) returns text
language plpgsql as $try$
declare
  state text;
  violated text;
begin
  begin
    perform set_config('request.headers', headers, true);
    set local role anon;
    perform public.submit_consultation_request(
      case when json_array_length(rows_json) = 1 then (rows_json -> 0)::jsonb else rows_json::jsonb end
    );
    reset role;
    if not keep then
      raise exception using errcode = 'P0999';
    end if;
    return 'ok';
  exception when others then
    get stacked diagnostics state = returned_sqlstate, violated = constraint_name;
    if state = 'P0999' then
      return 'ok';
    end if;
    return state || ' ' || coalesce(violated, '');
  end;
end
$try$;
`;

/** Runs statements as anon in a subtransaction, rolled back: 'ok' or '<SQLSTATE> <detail>'. */
const TRY_SQL = `
create function pg_temp.try_sql(statements text[]) returns text
language plpgsql as $try$
declare
  state text;
  detail text;
  statement text;
begin
  begin
    set local role anon;
    foreach statement in array statements loop
      execute statement;
    end loop;
    raise exception using errcode = 'P0999';
  exception when others then
    get stacked diagnostics state = returned_sqlstate, detail = pg_exception_detail;
    if state = 'P0999' then
      return 'ok';
    end if;
    return state || ' ' || coalesce(detail, '');
  end;
end
$try$;
`;

interface Attempt {
  rows: Record<string, unknown>[];
  client?: string;
  keep?: boolean;
}

/** Runs the attempts in order, in one psql session; one answer per attempt. */
function attempt(attempts: Attempt[]): string[] {
  const statements = attempts.map(({ rows, client, keep = false }) => {
    const headers = client === undefined ? '' : JSON.stringify({ 'x-forwarded-for': client });
    return `select pg_temp.try_rows(${literal(JSON.stringify(rows))}::json, ${literal(headers)}, ${keep});`;
  });
  const output = psql(['-A', '-t'], `${TRY_ROW}\n${statements.join('\n')}\n`);
  return output.split('\n').filter((line) => line !== '');
}

describe.skipIf(!runs)('migrations on PostgreSQL 15', () => {
  beforeAll(() => {
    const user = serverUser();
    root = mkdtempSync(join(tmpdir(), 'rupantaran-pg15-'));
    if (user) chownSync(root, user.uid, user.gid);
    dataDir = join(root, 'data');
    check(
      asServerUser('initdb', [
        '-D',
        dataDir,
        '-N',
        '-E',
        'UTF8',
        '--locale=C',
        '-A',
        'trust',
        '-U',
        'postgres',
      ]),
      'initdb',
    );
    // Unix socket in the private directory only: no TCP port to collide with anything.
    check(
      asServerUser('pg_ctl', [
        '-D',
        dataDir,
        '-l',
        join(root, 'server.log'),
        '-o',
        `-k ${root} -c listen_addresses= -c fsync=off -c max_connections=130`,
        '-w',
        'start',
      ]),
      'pg_ctl start',
    );
  }, 60_000);

  afterAll(() => {
    if (dataDir !== '') asServerUser('pg_ctl', ['-D', dataDir, '-m', 'immediate', 'stop']);
    if (root !== '') rmSync(root, { recursive: true, force: true });
  });

  it('applies every migration in order, over rows the first one let in', () => {
    const migrations = listMigrations(migrationsDir());
    expect(migrations.length).toBeGreaterThan(1);
    for (const [index, migration] of migrations.entries()) {
      psql(['-1', '-f', migration.path]);
      if (index === 0) {
        // What direct API calls stored before the CHECKs were tightened: later migrations must
        // still apply on a database that holds such rows.
        psql([
          '-c',
          `insert into public.consultation_requests (full_name, email, help_topic)
           values (E'Ab\\r\\nFAKE ROW', 'Name+1@Gmail.com', 'Other'), ('  Ab  ', 'x@example.com', 'Other')`,
        ]);
      }
    }
    expect(
      psql([
        '-A',
        '-t',
        '-c',
        "select consultation_guard.email_key(email) from public.consultation_requests where full_name like '%Ab%' order by 1",
      ]),
    ).toBe('name@gmail.com\nx@example.com\n');
    // No address column is left (issue 23): the limits keep keyed hashes for their window only.
    expect(
      psql([
        '-A',
        '-t',
        '-c',
        "select count(*) from information_schema.columns where data_type in ('inet', 'cidr') and table_schema not in ('pg_catalog', 'information_schema')",
      ]),
    ).toBe('0\n');
    psql(['-c', 'delete from public.consultation_requests']);
  });

  it('decides the shared vectors as the schema and PGlite do', () => {
    const sent = allVectors.filter((vector) => vector.db !== 'not-sent');
    const answers = attempt([
      ...sent.map((vector) => ({ rows: [sanitizeFields(vector.values)] })),
      ...scriptedRowVectors.map((vector) => ({ rows: [{ ...vector.row }] })),
    ]);
    const expected = [
      ...sent.map((vector) => vector.db),
      ...scriptedRowVectors.map((vector) => vector.db),
    ].map((db) => (typeof db === 'object' ? `23514 ${db.rejects}` : 'ok'));
    const labels = [...sent, ...scriptedRowVectors].map((vector) => vector.label);
    expect(Object.fromEntries(labels.map((label, index) => [label, answers[index]]))).toEqual(
      Object.fromEntries(labels.map((label, index) => [label, expected[index]])),
    );
  });

  it('decides the attribution vectors as the client and PGlite do (anon, rolled back)', () => {
    const tryAttribution = `
      create function pg_temp.try_attribution(col text, val text) returns text
      language plpgsql as $try$
      declare
        state text;
        violated text;
      begin
        begin
          set local role anon;
          perform public.submit_consultation_request(jsonb_build_object(
            'full_name', 'Sita Sharma', 'email', 'attribution@example.com', 'help_topic', 'Other', col, val
          ));
          reset role;
          raise exception using errcode = 'P0999';
        exception when others then
          get stacked diagnostics state = returned_sqlstate, violated = constraint_name;
          if state = 'P0999' then
            return 'ok';
          end if;
          return state || ' ' || coalesce(violated, '');
        end;
      end
      $try$;`;
    const statements = attributionVectors.map(
      (vector) => `select pg_temp.try_attribution(${literal(vector.column)}, ${literal(vector.value)});`,
    );
    const answers = psql(['-A', '-t'], `${tryAttribution}\n${statements.join('\n')}\n`)
      .split('\n')
      .filter((line) => line !== '');
    const labels = attributionVectors.map((vector) => vector.label);
    expect(Object.fromEntries(labels.map((label, index) => [label, answers[index]]))).toEqual(
      Object.fromEntries(
        attributionVectors.map((vector) => [
          vector.label,
          vector.db === 'accepts' ? 'ok' : `23514 ${vector.db.rejects}`,
        ]),
      ),
    );
  });

  it('refuses JSON that is not text as PGlite does, stores nothing, and lets anon insert into no table', () => {
    const tryCall = `
      create function pg_temp.try_call(fn text, payload jsonb) returns text
      language plpgsql as $try$
      declare
        state text;
        reason text;
      begin
        perform set_config('request.headers', '{"x-forwarded-for":"198.51.100.250"}', true);
        set local role anon;
        execute format('select public.%I($1)', fn) using payload;
        reset role;
        return 'ok';
      exception when others then
        get stacked diagnostics state = returned_sqlstate, reason = message_text;
        return state || ' ' || reason;
      end;
      $try$;
      create function pg_temp.try_direct(statement text) returns text
      language plpgsql as $try$
      declare
        state text;
      begin
        set local role anon;
        execute statement;
        reset role;
        return 'ok';
      exception when others then
        get stacked diagnostics state = returned_sqlstate;
        return state;
      end;
      $try$;`;
    const count = () =>
      psql([
        '-A',
        '-t',
        '-c',
        'select (select count(*) from public.consultation_requests) + (select count(*) from public.waitlist_signups)',
      ]);
    const before = count();
    const call = (form: 'consultation' | 'waitlist', payload: unknown) =>
      `select pg_temp.try_call(${literal(form === 'consultation' ? 'submit_consultation_request' : 'join_waitlist')}, ${literal(JSON.stringify(payload))}::jsonb);`;
    const statements = [
      ...nonTextVectors.map((vector) =>
        call(vector.form, { ...nonTextBase[vector.form], [vector.field]: vector.value }),
      ),
      `select pg_temp.try_direct(${literal("insert into public.consultation_requests (full_name, email, help_topic) values ('true', 'direct@example.com', 'Other')")});`,
      `select pg_temp.try_direct(${literal("insert into public.waitlist_signups (email, interest) values ('direct@example.com', 'academy')")});`,
    ];
    const answers = psql(['-A', '-t'], `${tryCall}\n${statements.join('\n')}\n`)
      .split('\n')
      .filter((line) => line !== '');
    expect(answers).toEqual([
      ...nonTextVectors.map((vector) => `22023 ${nonTextMessage(vector)}`),
      '42501',
      '42501',
    ]);
    expect(count()).toBe(before);
  });

  it('lets the dashboard roles read the conversion report view, and not the visitors', () => {
    expect(
      psql([
        '-A',
        '-t',
        '-c',
        `select string_agg(role || '=' || has_table_privilege(role, 'public.consultation_leads_report', 'select'), ',' order by role)
         from unnest(array['anon', 'authenticated', 'service_role', 'postgres']) as role`,
      ]),
    ).toBe('anon=false,authenticated=false,postgres=true,service_role=true\n');
    expect(psql(['-A', '-t', '-c', 'select count(*) from public.consultation_leads_report'])).toBe('0\n');
  });

  it('bounds volume: one row per request, 10 per client network, 3 per contact however written', () => {
    const row = (email: string | null, phone: string | null = null) => ({
      full_name: 'Sita Sharma',
      phone_number: phone,
      email,
      help_topic: 'Other',
    });
    const answers = attempt([
      { rows: [row('a@example.com'), row('b@example.com')], client: '192.0.2.1', keep: true },
      ...Array.from({ length: 11 }, (_, index) => ({
        rows: [row(`visitor.${index}@example.com`)],
        client: '192.0.2.2',
        keep: true,
      })),
      ...['+9779841234567', '9779841234567', '9841234567', '+977 (984) 123-4567'].map((phone, index) => ({
        rows: [row(null, phone)],
        client: `192.0.2.${10 + index}`,
        keep: true,
      })),
      ...['Name+1@Gmail.com', 'name@gmail.com', 'n.ame@googlemail.com', 'NAME@gmail.com'].map(
        (email, index) => ({
          rows: [row(email)],
          client: `192.0.2.${20 + index}`,
          keep: true,
        }),
      ),
    ]);
    expect(answers).toEqual([
      'PT400 ',
      ...Array(10).fill('ok'),
      'PT429 ',
      'ok',
      'ok',
      'ok',
      'PT429 ',
      'ok',
      'ok',
      'ok',
      'PT429 ',
    ]);
    expect(psql(['-A', '-t', '-c', 'select count(*) from public.consultation_requests'])).toBe('16\n');
  });

  it('stops one IPv6 /48 and one IPv4 /24 at 30 each, and at the busy bound admits a trickle, alerting once', () => {
    psql(['-c', 'delete from public.consultation_requests; delete from consultation_guard.admissions']);
    const row = (index: number) => ({
      full_name: 'Sita Sharma',
      phone_number: null,
      email: `network.${index}@example.com`,
      help_topic: 'Other',
    });
    const answers = attempt([
      ...Array.from({ length: 31 }, (_, index) => ({
        rows: [row(index)],
        client: `2001:db8:9:${index.toString(16)}::1`,
        keep: true,
      })),
      ...Array.from({ length: 31 }, (_, index) => ({
        rows: [row(100 + index)],
        client: `192.0.2.${index + 1}`,
        keep: true,
      })),
      { rows: [row(200)], client: '198.51.100.1', keep: true },
    ]);
    expect(answers).toEqual([...Array(30).fill('ok'), 'PT429 ', ...Array(30).fill('ok'), 'PT429 ', 'ok']);

    psql(['-c', 'update consultation_guard.admission_limits set busy_total = 62']);
    try {
      const busy = attempt([
        { rows: [row(300)], client: '198.51.100.1', keep: true },
        { rows: [row(301)], client: '198.51.100.2', keep: true },
        { rows: [row(302)], client: '203.0.113.1', keep: true },
      ]);
      // 61 stored, so the 62nd reaches the bound; then 198.51.100.0/24 has its 2, a new network gets in.
      expect(busy).toEqual(['ok', 'PT429 ', 'ok']);
      expect(psql(['-A', '-t', '-c', 'select count(*) from consultation_guard.alerts'])).toBe('1\n');
    } finally {
      psql(['-c', 'update consultation_guard.admission_limits set busy_total = default']);
    }
  });

  it('queues the notify-team call through pg_net with the Vault secrets, and never fails the insert', () => {
    const query = (sql: string) => psql(['-A', '-t', '-F', '|', '-c', sql]).trim();
    // Neither the visitors' roles nor PUBLIC may write the marks the Edge Function sets.
    expect(
      query(`select bool_or(has_column_privilege(role, 'public.consultation_requests', col, priv))
             from unnest(array['anon', 'authenticated', 'public']) as role,
                  unnest(array['notified_at', 'notify_error']) as col,
                  unnest(array['INSERT', 'UPDATE', 'SELECT']) as priv
             where role <> 'public'`),
    ).toBe('f');

    // What hosted Supabase provides, reduced to what the trigger uses: pg_net's queue function
    // (which fails for URLs containing "fail") and Vault's view. Created after the migrations, as the
    // trigger looks them up when it runs.
    psql([
      '-c',
      `create schema net;
       create table net.calls (url text, body jsonb, headers jsonb, timeout_milliseconds integer);
       create function net.http_post(url text, body jsonb default '{}', params jsonb default '{}',
                                     headers jsonb default '{}', timeout_milliseconds integer default 5000)
       returns bigint language plpgsql as $f$
       begin
         if url like '%fail%' then raise exception 'queue unavailable'; end if;
         insert into net.calls values (url, body, headers, timeout_milliseconds);
         return 1;
       end $f$;
       create schema vault;
       create table vault.decrypted_secrets (name text, decrypted_secret text);`,
    ]);
    try {
      const submit = (email: string, client: string, keep = true) =>
        attempt([
          {
            rows: [{ full_name: 'Sita Sharma', phone_number: null, email, help_topic: 'Other' }],
            client,
            keep,
          },
        ]);
      const errorOf = (email: string) =>
        query(
          `select coalesce(notify_error, '<null>') from public.consultation_requests where email = '${email}'`,
        );

      expect(submit('no.secrets@example.com', '203.0.113.1')).toEqual(['ok']);
      expect(errorOf('no.secrets@example.com')).toBe(
        'Not queued: the Vault secrets notify_team_url and notify_team_secret are not both set',
      );

      psql([
        '-c',
        `insert into vault.decrypted_secrets values
           ('notify_team_url', 'https://ref.supabase.co/functions/v1/notify-team'), ('notify_team_secret', 's3cret')`,
      ]);
      expect(submit('queued@example.com', '203.0.113.2')).toEqual(['ok']);
      expect(errorOf('queued@example.com')).toBe('<null>');
      const [callUrl, headers, body, timeout] = query(
        'select url, headers, body, timeout_milliseconds from net.calls',
      ).split('|');
      expect(callUrl).toBe('https://ref.supabase.co/functions/v1/notify-team');
      expect(JSON.parse(headers ?? '')).toEqual({
        'Content-Type': 'application/json',
        'x-notify-secret': 's3cret',
      });
      expect(JSON.parse(body ?? '')).toMatchObject({
        type: 'INSERT',
        table: 'consultation_requests',
        record: {
          full_name: 'Sita Sharma',
          phone_number: null,
          email: 'queued@example.com',
          help_topic: 'Other',
          // Attribution travels with the record for the "Came from" line (none for this insert).
          landing_path: null,
          utm_source: null,
          page_language: null,
        },
      });
      expect(timeout).toBe('30000');

      // A rolled-back insert queues nothing (pg_net's queue is a table in the same transaction).
      expect(submit('rolled.back@example.com', '203.0.113.3', false)).toEqual(['ok']);
      expect(query('select count(*) from net.calls')).toBe('1');

      psql([
        '-c',
        "update vault.decrypted_secrets set decrypted_secret = 'https://fail.example' where name = 'notify_team_url'",
      ]);
      expect(submit('queue.down@example.com', '203.0.113.4')).toEqual(['ok']);
      expect(errorOf('queue.down@example.com')).toBe('Not queued: queue unavailable');
    } finally {
      psql(['-c', 'drop schema net cascade; drop schema vault cascade']);
    }
  });

  it('cuts booking slots in Nepal time and decides the booking security cases as PGlite does', () => {
    expect(
      psql([
        '-A',
        '-t',
        '-c',
        "select string_agg(to_char(o at time zone 'UTC', 'HH24:MI'), ' ') from (select o from booking.offered_slots('2026-11-25T00:00:00Z') o limit 3) s",
      ]),
    ).toBe('04:15 04:45 05:15\n');
    const fixture = bookingFixture();
    psql(['-c', fixtureSetupSql(fixture)]);
    const statements = fixture.cases.map(
      ({ statements: list }) => `select pg_temp.try_sql(array[${list.map(literal).join(', ')}]::text[]);`,
    );
    const output = psql(['-A', '-t'], `${TRY_SQL}\n${statements.join('\n')}\n`);
    const answers = output.split('\n').filter((line) => line !== '');
    expect(Object.fromEntries(fixture.cases.map((c, index) => [c.label, answers[index]]))).toEqual(
      Object.fromEntries(fixture.cases.map((c) => [c.label, c.expected])),
    );
  }, 60_000);

  it('books one slot for 100 simultaneous connections: 1 booked, 99 told it is taken, no overlap', async () => {
    const keys = Array.from({ length: 100 }, () => randomUUID());
    psql([
      '-c',
      `insert into public.consultation_requests (full_name, email, help_topic, booking_key) values ${keys
        .map((key, index) => `('Racer', 'pg.racer${index}@example.com', 'Other', '${key}')`)
        .join(',')}`,
    ]);
    const slot = nepalSlot(openDay(8), '15:30');

    // A gate: every attempt first waits for a shared advisory lock the gate holds exclusively, so
    // all 100 are connected and parked before any of them books; then the gate lets go at once.
    const gate = openSession();
    const gateLocked = printed(gate, 'gate-closed');
    gate.stdin.write("select pg_advisory_lock(2828), 'gate-closed';\n");
    await gateLocked;

    const attempts = keys.map((key, index) =>
      runSession(
        `\\set VERBOSITY verbose
select pg_advisory_lock_shared(2828);
begin;
select set_config('request.headers', '{"x-forwarded-for":"198.51.100.${index}"}', true);
set local role anon;
select public.book_slot('${key}', '${slot}');
commit;
`,
      ),
    );
    const waiting = () =>
      Number(
        psql(['-A', '-t', '-c', "select count(*) from pg_locks where locktype = 'advisory' and not granted"]),
      );
    const deadline = Date.now() + 60_000;
    while (waiting() < 100 && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 100));
    expect(waiting()).toBe(100);
    const started = performance.now();
    gate.stdin.end('select pg_advisory_unlock(2828);\n');
    const results = await Promise.all(attempts);
    const milliseconds = Math.round(performance.now() - started);
    const booked = results.filter((result) => result.status === 0).length;
    const taken = results.filter(
      (result) =>
        /ERROR: +PT409: That time was just taken/.test(result.stderr) &&
        /DETAIL: +slot_taken/.test(result.stderr),
    ).length;
    console.info(
      `[booking] PostgreSQL 15: 100 connections at one slot, released at once, done in ${milliseconds} ms: ${booked} booked, ${taken} taken`,
    );
    // What the others said, when it is not the slot taken: the first lines of each distinct answer.
    const otherAnswers = [
      ...new Set(
        results
          .filter((result) => result.status !== 0 && !/DETAIL: +slot_taken/.test(result.stderr))
          .map((result) => result.stderr.split('\n').slice(0, 3).join(' | ')),
      ),
    ];
    expect({ booked, taken, otherAnswers }).toEqual({ booked: 1, taken: 99, otherAnswers: [] });
    expect(
      psql([
        '-A',
        '-t',
        '-c',
        `select (select count(*) from booking.bookings where cancelled_at is null and lower(during) = '${slot}') || ' ' ||
                (select count(*) from booking.bookings a join booking.bookings b on a.id < b.id and a.during && b.during
                 where a.cancelled_at is null and b.cancelled_at is null)`,
      ]),
    ).toBe('1 0\n');
  }, 120_000);

  it('makes a second booker wait for its turn before it writes, not inside the exclusion check', async () => {
    // Two writers whose index entries both land before either checks for overlaps wait for each
    // other's transaction and one dies of "deadlock detected" (CI saw it with 100 at once). The
    // turn lock makes the second wait before it writes anything: on the advisory lock, never on a
    // transaction id. Holding the first booking open makes that wait observable every time.
    const [firstKey, secondKey] = [randomUUID(), randomUUID()];
    psql([
      '-c',
      `insert into public.consultation_requests (full_name, email, help_topic, booking_key) values
       ('Turn One', 'pg.turn1@example.com', 'Other', '${firstKey}'),
       ('Turn Two', 'pg.turn2@example.com', 'Other', '${secondKey}')`,
    ]);
    const slot = nepalSlot(openDay(9), '12:00');
    const session = (key: string, header: string) =>
      `begin;
select set_config('request.headers', '{"x-forwarded-for":"${header}"}', true);
set local role anon;
select 'booked', public.book_slot('${key}', '${slot}') is not null;
`;
    const first = openSession();
    const firstBooked = printed(first, 'booked|t');
    first.stdin.write(session(firstKey, '203.0.113.71'));
    await firstBooked;

    const second = runSession(`\\set VERBOSITY verbose\n${session(secondKey, '203.0.113.72')}commit;\n`);

    const waitingOn = () =>
      psql(['-A', '-t', '-c', 'select locktype from pg_catalog.pg_locks where not granted']).trim();
    const deadline = Date.now() + 20_000;
    while (waitingOn() === '' && Date.now() < deadline)
      await new Promise((resolve) => setTimeout(resolve, 50));
    const secondWaitsOn = waitingOn();
    // Both sessions end before anything is asserted, so a failure here leaves no transaction open.
    first.stdin.end('commit;\n');
    const { status: secondStatus, stderr: secondErrors } = await second;
    expect(secondWaitsOn).toBe('advisory');
    expect(secondStatus).not.toBe(0);
    expect(secondErrors).toMatch(/ERROR: +PT409: That time was just taken/);
    expect(secondErrors).toMatch(/DETAIL: +slot_taken/);
    expect(
      psql([
        '-A',
        '-t',
        '-c',
        `select count(*) from booking.bookings where cancelled_at is null and lower(during) = '${slot}'`,
      ]),
    ).toBe('1\n');
  }, 60_000);

  it('queues each booked, moved and cancelled call for notify-team through pg_net, in the shape the function reads', () => {
    const query = (sql: string) => psql(['-A', '-t', '-F', '|', '-c', sql]).trim();
    // The same stand-ins for pg_net and Vault as the request trigger's test above.
    psql([
      '-c',
      `create schema net;
       create table net.calls (id serial, url text, body jsonb, headers jsonb, timeout_milliseconds integer);
       create function net.http_post(url text, body jsonb default '{}', params jsonb default '{}',
                                     headers jsonb default '{}', timeout_milliseconds integer default 5000)
       returns bigint language plpgsql as $f$
       begin
         if url like '%fail%' then raise exception 'queue unavailable'; end if;
         insert into net.calls (url, body, headers, timeout_milliseconds) values (url, body, headers, timeout_milliseconds);
         return 1;
       end $f$;
       create schema vault;
       create table vault.decrypted_secrets (name text, decrypted_secret text);
       insert into vault.decrypted_secrets values
         ('notify_team_url', 'https://ref.supabase.co/functions/v1/notify-team'), ('notify_team_secret', 's3cret');`,
    ]);
    try {
      const [key, failing] = [randomUUID(), randomUUID()];
      psql([
        '-c',
        `insert into public.consultation_requests (full_name, email, help_topic, booking_key) values
           ('Sita Sharma', 'pg.notified.booker@example.com', 'Other', '${key}'),
           ('Ram Thapa', 'pg.unqueued.booker@example.com', 'Other', '${failing}')`,
      ]);
      const asVisitor = (sql: string, address: string) =>
        psql([
          '-v',
          'ON_ERROR_STOP=1',
          '-c',
          `begin;
           select set_config('request.headers', '{"x-forwarded-for":"${address}"}', true);
           set local role anon;
           ${sql};
           commit;`,
        ]);
      const [first, second] = [nepalSlot(openDay(11), '11:00'), nepalSlot(openDay(11), '11:30')];
      asVisitor(
        `select public.book_slot('${key}', '${first}', '"Reply to WhatsApp orders"')`,
        '198.51.100.201',
      );
      asVisitor(`select public.move_booking('${key}', '${second}')`, '198.51.100.201');
      asVisitor(`select public.cancel_booking('${key}')`, '198.51.100.201');

      const calls = query(
        `select url || '|' || headers::text || '|' || body::text from net.calls where body ->> 'table' = 'bookings' order by id`,
      )
        .split('\n')
        .map((line) => line.split('|'));
      expect(calls).toHaveLength(3);
      for (const [url, headers] of calls) {
        expect(url).toBe('https://ref.supabase.co/functions/v1/notify-team');
        expect(JSON.parse(headers ?? '')).toEqual({
          'Content-Type': 'application/json',
          'x-notify-secret': 's3cret',
        });
      }
      const bodies = calls.map(([, , body]) => JSON.parse(body ?? '') as { type: string; record: unknown });
      expect(bodies.map((body) => body.type)).toEqual(['BOOKING', 'BOOKING', 'BOOKING']);
      // The Edge Function's own parser accepts what the trigger sends, and nobody is named in it.
      const changes = bodies.map((body) => parseBookingChange(body.record));
      expect(changes.map((change) => change && [change.booking.sequence, change.booking.cancelled])).toEqual([
        [0, false],
        [1, false],
        [2, true],
      ]);
      expect(Date.parse(changes[0]?.booking.starts_at ?? '')).toBe(Date.parse(first));
      expect(Date.parse(changes[1]?.booking.starts_at ?? '')).toBe(Date.parse(second));
      expect(changes[0]?.booking.note).toBe('Reply to WhatsApp orders');
      expect(JSON.stringify(bodies)).not.toMatch(/Sita|pg\.notified/);
      const requestId = query(`select id from public.consultation_requests where booking_key = '${key}'`);
      expect(changes[0]?.requestId).toBe(requestId);

      // The two requests were queued by their own trigger; nothing else.
      expect(query("select count(*) from net.calls where body ->> 'table' <> 'bookings'")).toBe('2');

      // A queue that fails marks the booking, and the visitor's booking stands.
      psql([
        '-c',
        "update vault.decrypted_secrets set decrypted_secret = 'https://fail.example' where name = 'notify_team_url'",
      ]);
      asVisitor(`select public.book_slot('${failing}', '${first}')`, '198.51.100.202');
      expect(
        query(
          `select b.notify_error from booking.bookings as b join public.consultation_requests as r on r.id = b.request_id
           where r.booking_key = '${failing}' and b.cancelled_at is null`,
        ),
      ).toBe('Not queued: queue unavailable');
    } finally {
      psql(['-c', 'drop schema net cascade; drop schema vault cascade']);
    }
  });

  it('decides the waitlist vectors as zod and PGlite do, and limits sign-ups per contact', () => {
    const tryWaitlist = `
      create function pg_temp.try_waitlist(row_json json, headers text) returns text
      language plpgsql as $try$
      declare
        state text;
        violated text;
      begin
        perform set_config('request.headers', headers, true);
        set local role anon;
        perform public.join_waitlist(row_json::jsonb);
        reset role;
        return 'ok';
      exception when others then
        get stacked diagnostics state = returned_sqlstate, violated = constraint_name;
        return state || ' ' || coalesce(violated, '');
      end;
      $try$;`;
    const sent = waitlistVectors.filter((vector) => vector.db !== 'not-sent');
    const rows = [
      ...sent.map((vector) => toWaitlistRow({ contact: vector.contact }, 'academy', 'en')),
      ...scriptedWaitlistRows.map((vector) => vector.row),
      ...['+9779801112233', '9779801112233', '9801112233', '980-111-2233'].map((phone) => ({
        email: null,
        phone_number: phone,
        interest: 'training',
        language: 'ne',
      })),
    ];
    const statements = rows.map(
      (row, index) =>
        `select pg_temp.try_waitlist(${literal(JSON.stringify(row))}::json, ${literal(JSON.stringify({ 'x-forwarded-for': `198.51.100.${index + 1}` }))});`,
    );
    const answers = psql(['-A', '-t'], `${tryWaitlist}\n${statements.join('\n')}\n`)
      .split('\n')
      .filter((line) => line !== '');
    expect(answers).toEqual([
      ...sent.map((vector) => (typeof vector.db === 'object' ? `23514 ${vector.db.rejects}` : 'ok')),
      ...scriptedWaitlistRows.map((vector) => `23514 ${vector.rejects}`),
      'ok',
      'ok',
      'ok',
      'PT429 ',
    ]);
  });
});
