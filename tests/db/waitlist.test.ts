/**
 * The waitlist table (issue 27) on PGlite with the migrations production gets: the shared vectors
 * decided as zod decides them, anon submitting only through public.join_waitlist with the real
 * supabase-js and the local PostgREST subset, one row per request, and the consultation form's
 * volume limits under its own kind.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { LocalDatabase } from '../../server/db';
import { createWaitlistSchema, toWaitlistRow } from '../../src/features/waitlist/schema';
import { WAITLIST_FUNCTION } from '../../src/features/waitlist/submitWaitlist';
import { consultationRequestCall } from '../../src/features/consultation/submitConsultation';
import { consultationMessages } from '../../src/features/consultation/schema';
import { buildWaitlistMessage, parseWaitlistRecord } from '../../supabase/functions/_shared/waitlistNotify';
import { scriptedWaitlistRows, waitlistVectors } from '../fixtures/waitlistVectors';
import { openTestDatabase, runAs, startTestServer, testClient, type TestServer } from './support';

let database: LocalDatabase;
let server: TestServer;

beforeAll(async () => {
  database = await openTestDatabase();
  server = await startTestServer(database.db);
}, 120_000);

afterAll(async () => {
  await server?.close();
  await database?.close();
});

beforeEach(async () => {
  await database.db.exec('delete from public.waitlist_signups; delete from consultation_guard.admissions;');
});

/** One sign-up as anon through the function, rolled back; 'ok' or the SQLSTATE. */
async function insertAsAnon(row: Record<string, unknown>): Promise<string> {
  const outcome = await runAs(database.db, 'anon', 'select public.join_waitlist($1::jsonb)', [
    JSON.stringify(row),
  ]);
  return outcome.code ?? 'ok';
}

const schema = createWaitlistSchema(consultationMessages);

describe('the waitlist constraints mirror the schema', () => {
  it.each(waitlistVectors.map((vector) => [vector.label, vector] as const))('%s', async (_label, vector) => {
    const zodAccepts = schema.safeParse({ contact: vector.contact, website: '' }).success;
    expect(zodAccepts).toBe(vector.db === 'accepts');
    if (vector.db === 'not-sent') return;
    const row = toWaitlistRow({ contact: vector.contact }, 'academy', 'en');
    const client = testClient(server.url);
    const { error } = await client
      .rpc(WAITLIST_FUNCTION, { signup: row })
      .setHeader('x-forwarded-for', '10.9.0.1');
    if (vector.db === 'accepts') expect(error).toBeNull();
    else {
      expect(error?.code).toBe('23514');
      expect(error?.message).toContain(vector.db.rejects);
    }
  });

  it.each(scriptedWaitlistRows.map((vector) => [vector.label, vector] as const))(
    'refuses a scripted row: %s',
    async (_label, vector) => {
      expect(await insertAsAnon(vector.row)).toBe('23514');
      const client = testClient(server.url);
      const { error } = await client.rpc(WAITLIST_FUNCTION, { signup: vector.row });
      expect(error?.message).toContain(vector.rejects);
    },
  );
});

describe('anon may sign up through the function and nothing else', () => {
  it('cannot insert, read, change or delete sign-ups, nor write the notification columns', async () => {
    await database.db.query(
      "insert into public.waitlist_signups (email, interest) values ('kept@example.com', 'academy')",
    );
    expect((await runAs(database.db, 'anon', 'select * from public.waitlist_signups')).code).toBe('42501');
    expect(
      (await runAs(database.db, 'anon', 'update public.waitlist_signups set interest = $1', ['training']))
        .code,
    ).toBe('42501');
    expect((await runAs(database.db, 'anon', 'delete from public.waitlist_signups')).code).toBe('42501');
    expect(
      (
        await runAs(
          database.db,
          'anon',
          "insert into public.waitlist_signups (email, interest) values ('a@example.com', 'academy')",
        )
      ).code,
    ).toBe('42501');
    expect(
      await insertAsAnon({
        email: 'a@example.com',
        interest: 'academy',
        notified_at: new Date().toISOString(),
      }),
    ).toBe('42703');
  });

  it('stores one row per request: an array is refused whole', async () => {
    const client = testClient(server.url);
    const { error } = await client.rpc(WAITLIST_FUNCTION, {
      signup: [
        { email: 'one@example.com', interest: 'academy', language: 'en' },
        { email: 'two@example.com', interest: 'academy', language: 'en' },
      ],
    });
    expect(error?.code).toBe('PT400');
    const { rows } = await database.db.query('select * from public.waitlist_signups');
    expect(rows).toHaveLength(0);
  });
});

describe('volume limits as for requests', () => {
  it('admits 3 sign-ups an hour per contact however written, 10 per address, counted apart from requests', async () => {
    const client = testClient(server.url);
    const signUp = (phone: string, address: string) =>
      client
        .rpc(WAITLIST_FUNCTION, {
          signup: { email: null, phone_number: phone, interest: 'training', language: 'ne' },
        })
        .setHeader('x-forwarded-for', address);
    const perContact = [];
    for (const [index, phone] of [
      '+9779841234567',
      '9779841234567',
      '9841234567',
      '+977 (984) 123-4567',
    ].entries())
      perContact.push((await signUp(phone, `10.8.${index}.1`)).error?.code ?? 'ok');
    expect(perContact).toEqual(['ok', 'ok', 'ok', 'PT429']);

    const perAddress = [];
    for (let index = 0; index < 11; index += 1)
      perAddress.push((await signUp(`98000000${10 + index}`, '10.7.0.1')).error?.code ?? 'ok');
    expect(perAddress).toEqual([...Array(10).fill('ok'), 'PT429']);

    // The consultation form's own count is untouched: the same address may still send a request.
    const request = await consultationRequestCall(client, {
      full_name: 'Sita Sharma',
      phone_number: null,
      email: 'sita@example.com',
      help_topic: 'Other',
    }).setHeader('x-forwarded-for', '10.7.0.1');
    expect(request.error).toBeNull();
  });
});

describe('the hosted notification (pg_net trigger)', () => {
  it('queues a payload that notify-team reads as a waitlist sign-up', async () => {
    // What hosted Supabase provides, reduced to what the trigger uses: pg_net's queue function and
    // Vault's view (as tests/db/postgres.test.ts does for requests). Everything is rolled back.
    const body = await database.db.transaction(async (tx) => {
      await tx.exec(`
        create schema net;
        create table net.calls (url text, body jsonb, headers jsonb);
        create function net.http_post(url text, body jsonb default '{}', params jsonb default '{}',
                                      headers jsonb default '{}', timeout_milliseconds integer default 5000)
        returns bigint language plpgsql as $f$
        begin
          insert into net.calls values (url, body, headers);
          return 1;
        end $f$;
        create schema vault;
        create table vault.decrypted_secrets (name text, decrypted_secret text);
        insert into vault.decrypted_secrets values
          ('notify_team_url', 'https://ref.supabase.co/functions/v1/notify-team'), ('notify_team_secret', 's3cret');
        set local role anon;
        select public.join_waitlist('{"phone_number": "9841234567", "interest": "training", "language": "ne"}');
        reset role;`);
      const { rows } = await tx.query<{ body: unknown }>('select body from net.calls');
      await tx.rollback();
      return rows;
    });
    expect(body).toHaveLength(1);
    const payload = body[0]?.body as { table?: unknown; record?: unknown };
    expect(payload.table).toBe('waitlist_signups');
    const signup = parseWaitlistRecord(payload.record);
    expect(signup).toMatchObject({
      email: null,
      phone_number: '9841234567',
      interest: 'training',
      language: 'ne',
    });
    if (signup === null) throw new Error("notify-team would refuse the trigger's payload");
    expect(buildWaitlistMessage(signup).chat).toContain('*Waiting for:* training');
  });
});
