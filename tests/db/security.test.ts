/** Grants, row level security and the flood guard, exercised as the roles PostgREST would use. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LocalDatabase } from '../../server/db';
import { insertAs, openTestDatabase, runAs } from './support';

let database: LocalDatabase;
const row = {
  full_name: 'Sita Sharma',
  phone_number: '9841000000',
  email: 'sita@example.com',
  help_topic: 'Other',
};

beforeAll(async () => {
  database = await openTestDatabase();
}, 120_000);

afterAll(async () => {
  await database?.close();
});

describe('what the public key may do', () => {
  it.each(['anon', 'authenticated'] as const)('%s can submit the four form columns', async (role) => {
    expect(await insertAs(database.db, role, row)).toEqual({ ok: true });
  });

  it.each([
    ['read', 'select * from public.consultation_requests'],
    ['read one column', 'select email from public.consultation_requests'],
    ['count', 'select count(*) from public.consultation_requests'],
    [
      'read back an insert',
      "insert into public.consultation_requests (full_name, email, help_topic) values ('Hari', 'h@example.com', 'Other') returning id",
    ],
    ['update', "update public.consultation_requests set full_name = 'X' where true"],
    [
      'insert into the table itself (only submit_consultation_request may)',
      "insert into public.consultation_requests (full_name, email, help_topic) values ('Hari', 'h@example.com', 'Other')",
    ],
    ['delete', 'delete from public.consultation_requests where true'],
    ['truncate', 'truncate public.consultation_requests'],
    ['read the migration records', 'select * from local_meta.schema_migrations'],
  ])('anon cannot %s', async (_label, sql) => {
    expect(await runAs(database.db, 'anon', sql)).toEqual({ code: '42501' });
    expect(await runAs(database.db, 'authenticated', sql)).toEqual({ code: '42501' });
  });

  it.each([
    ['id', { id: '00000000-0000-4000-8000-000000000000' }],
    ['created_at', { created_at: '2020-01-01T00:00:00Z' }],
  ])('anon cannot choose the %s', async (_label, extra) => {
    expect(
      await insertAs(database.db, 'anon', { ...row, email: 'other@example.com', ...extra }),
    ).toMatchObject({ ok: false, code: '42703' });
  });

  it('service_role can read (hosted admin tooling)', async () => {
    expect(
      await runAs(database.db, 'service_role', 'select count(*) from public.consultation_requests'),
    ).toHaveProperty('rows');
  });

  it('has row level security on, with no policy: the API roles reach the table only through the function', async () => {
    const { rows: table } = await database.db.query<{ relrowsecurity: boolean }>(
      "select relrowsecurity from pg_class where oid = 'public.consultation_requests'::regclass",
    );
    expect(table[0]?.relrowsecurity).toBe(true);
    const { rows: policies } = await database.db.query<{ cmd: string; roles: string[] }>(
      "select cmd, roles from pg_policies where tablename = 'consultation_requests'",
    );
    expect(policies).toEqual([]);
  });

  it('runs the flood guard as its owner with an empty search_path', async () => {
    const { rows } = await database.db.query<{ prosecdef: boolean; proconfig: string[] }>(
      "select prosecdef, proconfig from pg_proc where proname = 'consultation_requests_flood_guard'",
    );
    expect(rows[0]).toEqual({ prosecdef: true, proconfig: ['search_path=""'] });
  });
});

describe('flood guard', () => {
  const contact = (email: string | null, phone: string | null) => ({ ...row, email, phone_number: phone });

  it('allows three requests per e-mail address an hour and refuses the fourth (any letter case)', async () => {
    for (const email of ['maya@example.com', 'Maya@Example.com', 'MAYA@EXAMPLE.COM']) {
      expect(await insertAs(database.db, 'anon', contact(email, null), true)).toEqual({ ok: true });
    }
    expect(await insertAs(database.db, 'anon', contact('maya@example.com', null), true)).toMatchObject({
      ok: false,
      code: 'PT429',
      message: 'Too many consultation requests for this contact in the last hour',
    });
    expect(await insertAs(database.db, 'anon', contact('someone.else@example.com', null), true)).toEqual({
      ok: true,
    });
  });

  it('counts one phone number however it is formatted, and across e-mail addresses', async () => {
    for (const [phone, email] of [
      ['+977 985-1112223', null],
      ['+977(985)1112223', 'a@example.com'],
      ['+9779851112223', 'b@example.com'],
    ] as const) {
      expect(await insertAs(database.db, 'anon', contact(email, phone), true)).toEqual({ ok: true });
    }
    expect(
      await insertAs(database.db, 'anon', contact('c@example.com', '+977 985 111 2223'), true),
    ).toMatchObject({ code: 'PT429' });
  });

  it('forgets requests older than an hour', async () => {
    for (let index = 0; index < 3; index += 1)
      expect(await insertAs(database.db, 'anon', contact('old@example.com', null), true)).toEqual({
        ok: true,
      });
    expect(await insertAs(database.db, 'anon', contact('old@example.com', null))).toMatchObject({
      code: 'PT429',
    });
    // An hour passes: the limits count admissions, which age out of their window.
    await database.db.exec(`update consultation_guard.admissions
                            set admitted_at = admitted_at - interval '61 minutes',
                                expires_at = expires_at - interval '61 minutes'`);
    expect(await insertAs(database.db, 'anon', contact('old@example.com', null), true)).toEqual({ ok: true });
  });
});
