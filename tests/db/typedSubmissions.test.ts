/**
 * Issue 23 item 5: the database refuses values the forms never send. PostgREST turns JSON into the
 * column's type before any rule sees it (a JSON `true` name was stored as "true"), so visitors
 * submit through functions that see the JSON (public.submit_consultation_request,
 * public.join_waitlist) and may no longer insert into the tables. Everything here goes through the
 * real supabase-js and the local PostgREST subset, as anon; the shared vectors run on PostgreSQL 15
 * too (tests/db/postgres.test.ts).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LocalDatabase } from '../../server/db';
import { consultationRequestCall, SUBMIT_FUNCTION } from '../../src/features/consultation/submitConsultation';
import { WAITLIST_FUNCTION } from '../../src/features/waitlist/submitWaitlist';
import { nonTextBase, nonTextMessage, nonTextVectors } from '../fixtures/consultationVectors';
import { openTestDatabase, runAs, startTestServer, testClient, type TestServer } from './support';

let database: LocalDatabase;
let server: TestServer;

beforeAll(async () => {
  database = await openTestDatabase();
  // One loopback "visitor" sends everything here: lift the per-address limits for this file
  // (tests/db/limits.test.ts holds them to account).
  await database.db.query(
    'update consultation_guard.admission_limits set per_address = 100000, per_network = 100000, per_contact = 100000',
  );
  server = await startTestServer(database.db);
}, 120_000);

afterAll(async () => {
  await server?.close();
  await database?.close();
});

async function stored(): Promise<number> {
  const { rows } = await database.db.query<{ count: number }>(
    `select ((select count(*) from public.consultation_requests) + (select count(*) from public.waitlist_signups))::int as count`,
  );
  return rows[0]?.count ?? -1;
}

let counter = 0;
const request = (changes: Record<string, unknown> = {}) => ({
  ...nonTextBase.consultation,
  email: `typed.${(counter += 1)}@example.com`,
  ...changes,
});

describe('JSON that is not text', () => {
  it.each(nonTextVectors.map((vector) => [vector.label, vector] as const))(
    'refuses %s, and stores nothing',
    async (_label, vector) => {
      const client = testClient(server.url);
      const before = await stored();
      const { error, status } =
        vector.form === 'consultation'
          ? await client.rpc(SUBMIT_FUNCTION, { request: request({ [vector.field]: vector.value }) })
          : await client.rpc(WAITLIST_FUNCTION, {
              signup: { ...nonTextBase.waitlist, [vector.field]: vector.value },
            });
      expect({ status, code: error?.code, message: error?.message }).toEqual({
        status: 400,
        code: '22023',
        message: nonTextMessage(vector),
      });
      expect(await stored()).toBe(before);
    },
  );

  it('stores the same rows when every value is text (the vectors change one field only)', async () => {
    const client = testClient(server.url);
    const before = await stored();
    const sent = request();
    expect(await consultationRequestCall(client, sent)).toMatchObject({
      error: null,
      status: 204,
      data: null,
    });
    expect(await client.rpc(WAITLIST_FUNCTION, { signup: nonTextBase.waitlist })).toMatchObject({
      error: null,
      status: 204,
    });
    expect(await stored()).toBe(before + 2);
    const { rows } = await database.db.query(
      'select full_name, help_topic from public.consultation_requests where email = $1',
      [sent.email],
    );
    expect(rows).toEqual([{ full_name: 'Sita Sharma', help_topic: 'Other' }]);
  });
});

describe('visitors cannot insert into the tables themselves', () => {
  it('refuses a direct insert through supabase-js: a `true` name is not stored as "true"', async () => {
    const client = testClient(server.url);
    const sent = request({ full_name: true });
    const { error, status } = await client.from('consultation_requests').insert(sent);
    expect([status, error?.code]).toEqual([401, '42501']);
    const plain = await client.from('consultation_requests').insert(request());
    expect([plain.status, plain.error?.code]).toEqual([401, '42501']);
    const signup = await client.from('waitlist_signups').insert({ ...nonTextBase.waitlist, interest: true });
    expect([signup.status, signup.error?.code]).toEqual([401, '42501']);
    const { rows } = await database.db.query(
      "select 1 from public.consultation_requests where full_name = 'true' or email = $1",
      [sent.email],
    );
    expect(rows).toEqual([]);
  });

  it.each(['anon', 'authenticated'])(
    '%s holds no privilege on either table, and neither has a policy',
    async (role) => {
      const { rows } = await database.db.query<{ privileged: boolean }>(
        `select bool_or(has_table_privilege($1, t, p)
                      or (p <> 'DELETE' and has_any_column_privilege($1, t, p))) as privileged
       from unnest(array['public.consultation_requests', 'public.waitlist_signups']) as t,
            unnest(array['SELECT', 'INSERT', 'UPDATE', 'DELETE']) as p`,
        [role],
      );
      expect(rows[0]?.privileged).toBe(false);
      const { rows: policies } = await database.db.query(
        "select policyname from pg_policies where tablename in ('consultation_requests', 'waitlist_signups')",
      );
      expect(policies).toEqual([]);
      expect(
        await runAs(
          database.db,
          role,
          "insert into public.waitlist_signups (email, interest) values ('direct@example.com', 'academy')",
        ),
      ).toEqual({ code: '42501' });
    },
  );

  it('runs the functions as their owner with an empty search_path, callable by the API roles', async () => {
    const { rows } = await database.db.query(
      `select p.proname, p.prosecdef, p.proconfig,
              has_function_privilege('anon', p.oid, 'execute') as anon,
              has_function_privilege('authenticated', p.oid, 'execute') as authenticated
       from pg_proc p where p.proname in ('submit_consultation_request', 'join_waitlist') order by p.proname`,
    );
    const expected = { prosecdef: true, proconfig: ['search_path=""'], anon: true, authenticated: true };
    expect(rows).toEqual([
      { proname: 'join_waitlist', ...expected },
      { proname: 'submit_consultation_request', ...expected },
    ]);
  });
});

describe('everything else the table decided, as before', () => {
  it('answers a CHECK violation with its constraint and no failing row (the contacts stay out of logs)', async () => {
    const { error, status } = await consultationRequestCall(
      testClient(server.url),
      request({ full_name: 'X' }),
    );
    expect(status).toBe(400);
    expect(error).toEqual({
      code: '23514',
      message: 'new row for relation "consultation_requests" violates check constraint "full_name_length"',
      details: null,
      hint: null,
    });
  });

  it('answers a missing name with 23502, an unknown or private field with 42703, an array with PT400', async () => {
    const client = testClient(server.url);
    const before = await stored();
    const { full_name: _omitted, ...nameless } = request();
    const missing = await client.rpc(SUBMIT_FUNCTION, { request: nameless });
    expect([missing.status, missing.error?.code, missing.error?.details]).toEqual([400, '23502', null]);
    for (const field of ['id', 'created_at', 'notified_at', 'budget']) {
      const extra = await client.rpc(SUBMIT_FUNCTION, { request: request({ [field]: 'x' }) });
      expect([extra.status, extra.error?.code, extra.error?.message]).toEqual([
        400,
        '42703',
        `A consultation request has no field "${field}" a visitor may set`,
      ]);
    }
    const pair = await client.rpc(SUBMIT_FUNCTION, { request: [request(), request()] });
    expect([pair.status, pair.error?.code, pair.error?.message]).toEqual([
      400,
      'PT400',
      'A request may store only one consultation request',
    ]);
    for (const payload of ['Sita', 7, null]) {
      const odd = await client.rpc(SUBMIT_FUNCTION, { request: payload });
      expect([odd.status, odd.error?.code]).toEqual([400, '22023']);
    }
    const badKey = await client.rpc(SUBMIT_FUNCTION, { request: request({ booking_key: 'not-a-uuid' }) });
    expect([badKey.status, badKey.error?.code]).toEqual([400, '22P02']);
    expect(await stored()).toBe(before);
  });

  it('keeps the volume limits: the fourth request for one contact in an hour is PT429 with its hint', async () => {
    await database.db.query(
      "update consultation_guard.admission_limits set per_contact = 3 where kind = 'consultation_request'",
    );
    try {
      const client = testClient(server.url);
      const once = () => consultationRequestCall(client, request({ email: 'limited@example.com' }));
      for (let index = 0; index < 3; index += 1) expect((await once()).status).toBe(204);
      const refused = await once();
      expect(refused.status).toBe(429);
      expect(refused.error).toMatchObject({
        code: 'PT429',
        message: 'Too many consultation requests for this contact in the last hour',
        hint: 'Wait an hour before submitting again.',
      });
    } finally {
      await database.db.query(
        "update consultation_guard.admission_limits set per_contact = 100000 where kind = 'consultation_request'",
      );
    }
  });

  it('stores attribution and the booking key sent with the request', async () => {
    const key = crypto.randomUUID();
    const sent = request({
      landing_path: '/blog/ai-agents-guide',
      utm_source: 'facebook',
      page_language: 'ne',
      booking_key: key,
    });
    expect((await consultationRequestCall(testClient(server.url), sent)).error).toBeNull();
    const { rows } = await database.db.query(
      'select landing_path, utm_source, page_language, booking_key from public.consultation_requests where email = $1',
      [sent.email],
    );
    expect(rows).toEqual([
      {
        landing_path: '/blog/ai-agents-guide',
        utm_source: 'facebook',
        page_language: 'ne',
        booking_key: key,
      },
    ]);
  });

  it('gives a waitlist sign-up its default language when none is sent', async () => {
    const { language: _omitted, ...signup } = { ...nonTextBase.waitlist, phone_number: '9841000001' };
    expect((await testClient(server.url).rpc(WAITLIST_FUNCTION, { signup })).error).toBeNull();
    const { rows } = await database.db.query(
      'select language from public.waitlist_signups where phone_number = $1',
      ['9841000001'],
    );
    expect(rows).toEqual([{ language: 'en' }]);
  });
});
