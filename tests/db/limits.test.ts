// @vitest-environment node
/**
 * The volume limits of migration 20261122090000 through the local REST handler, which hands the
 * client's address to the database as hosted PostgREST does (request.headers). The defaults are
 * under test: 3 an hour per contact, 10 per client network, 500 in total. Each test starts from an
 * empty table, so each hour's counts are its own.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { LocalDatabase } from '../../server/db';
import {
  submitConsultation,
  type InsertConsultationRow,
} from '../../src/features/consultation/submitConsultation';
import { LOCAL_ANON_KEY } from '../../src/lib/localBackend';
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
  await database.db.exec('delete from public.consultation_requests');
});

let counter = 0;
const row = (changes: Record<string, unknown> = {}) => ({
  full_name: 'Sita Sharma',
  phone_number: null,
  email: `sita.${(counter += 1)}@example.com`,
  help_topic: 'Other',
  ...changes,
});

/** The n-th address of 198.18.0.0/15 (reserved for benchmarks), one per simulated visitor. */
const visitor = (n: number) => `198.${18 + Math.floor(n / 65536)}.${Math.floor(n / 256) % 256}.${n % 256}`;

async function post(body: unknown, clientAddress?: string): Promise<{ status: number; body: unknown }> {
  const headers: Record<string, string> = {
    apikey: LOCAL_ANON_KEY,
    Authorization: `Bearer ${LOCAL_ANON_KEY}`,
    'Content-Type': 'application/json',
  };
  if (clientAddress !== undefined) headers['X-Forwarded-For'] = clientAddress;
  const response = await fetch(`${server.url}/rest/v1/consultation_requests`, {
    method: 'POST',
    headers,
    body: JSON.stringify(body),
  });
  const text = await response.text();
  return { status: response.status, body: text === '' ? null : JSON.parse(text) };
}

async function stored(): Promise<number> {
  const { rows } = await database.db.query<{ count: number }>(
    'select count(*)::int as count from public.consultation_requests',
  );
  return rows[0]?.count ?? -1;
}

/** The form's submit flow, as a visitor at `clientAddress`. */
function formAt(clientAddress: string): InsertConsultationRow {
  const client = testClient(server.url);
  return async (values) => ({
    error: (
      await client.from('consultation_requests').insert(values).setHeader('x-forwarded-for', clientAddress)
    ).error,
  });
}

const formValues = (email: string) => ({
  fullName: 'Gita Rai',
  phoneNumber: '',
  email,
  helpTopic: 'Other',
  website: '',
});

describe('one request, one row', () => {
  it('refuses an array of two rows and stores neither', async () => {
    const response = await post([row(), row()], visitor(1));
    expect(response).toMatchObject({ status: 400, body: { code: 'PT400' } });
    expect(await stored()).toBe(0);
  });

  it('refuses a long array, as the audit sent, and stores none of it', async () => {
    const rows = Array.from({ length: 200 }, () => row());
    const response = await post(rows, visitor(2));
    // The per-client limit or the one-row rule, whichever the rows meet first: nothing is stored.
    expect([400, 429]).toContain(response.status);
    expect(await stored()).toBe(0);
  });
});

describe('per client network: 10 an hour', () => {
  it('refuses the 11th request from one address with 429 PT429, which the form reports as rate-limited', async () => {
    const address = '203.0.113.77';
    for (let index = 0; index < 10; index += 1) expect((await post(row(), address)).status).toBe(201);
    const refused = await post(row(), address);
    expect(refused).toMatchObject({
      status: 429,
      body: {
        code: 'PT429',
        message: 'Too many consultation requests from this network in the last hour',
        hint: 'Wait an hour before submitting again.',
      },
    });
    await expect(
      submitConsultation(formValues('fresh.contact@example.com'), {
        insertRow: formAt(address),
        storage: null,
      }),
    ).resolves.toEqual({ status: 'rate-limited' });
    // Another visitor is not affected.
    await expect(
      submitConsultation(formValues('other.visitor@example.com'), {
        insertRow: formAt('203.0.113.78'),
        storage: null,
      }),
    ).resolves.toEqual({ status: 'success' });
    expect(await stored()).toBe(11);
  });

  it("takes the socket's address when no x-forwarded-for is given", async () => {
    for (let index = 0; index < 10; index += 1) expect((await post(row())).status).toBe(201);
    expect((await post(row())).status).toBe(429);
    expect((await post(row(), '203.0.113.5')).status).toBe(201);
    const { rows } = await database.db.query<{ client_key: string }>(
      'select distinct client_key from public.consultation_requests order by 1',
    );
    expect(rows.map((entry) => entry.client_key)).toEqual(['127.0.0.1', '203.0.113.5']);
  });

  it('counts the first x-forwarded-for hop, and an IPv6 client by its /64', async () => {
    for (let index = 1; index <= 10; index += 1)
      expect((await post(row(), `2001:db8:5:6::${index.toString(16)}, 10.0.0.1`)).status).toBe(201);
    expect((await post(row(), '2001:db8:5:6:ffff::1')).status).toBe(429);
    expect((await post(row(), '2001:db8:5:7::1')).status).toBe(201);
  });
});

describe('per contact: 3 an hour, however the contact is written', () => {
  it('counts +9779841234567, 9779841234567, 9841234567 and +977 (984) 123-4567 as one phone', async () => {
    const forms = ['+9779841234567', '9779841234567', '9841234567'];
    for (const [index, phone] of forms.entries())
      expect((await post(row({ phone_number: phone, email: null }), visitor(10 + index))).status).toBe(201);
    const refused = await post(row({ phone_number: '+977 (984) 123-4567', email: null }), visitor(20));
    expect(refused).toMatchObject({
      status: 429,
      body: { code: 'PT429', message: 'Too many consultation requests for this contact in the last hour' },
    });
    // 09841234567 and 009779841234567 never get this far: a leading 0 fails phone_number_shape,
    // in the form as in the database.
    expect((await post(row({ phone_number: '09841234567', email: null }), visitor(21))).body).toMatchObject({
      code: '23514',
    });
    // A different number is a different contact.
    expect((await post(row({ phone_number: '9851234567', email: null }), visitor(22))).status).toBe(201);
  });

  it('counts Name+1@Gmail.com, name@gmail.com and n.a.m.e@googlemail.com as one address', async () => {
    for (const [index, email] of ['Name+1@Gmail.com', 'name@gmail.com', 'n.a.m.e+x@googlemail.com'].entries())
      expect((await post(row({ email }), visitor(30 + index))).status).toBe(201);
    expect((await post(row({ email: 'NAME+2@gmail.com' }), visitor(40))).status).toBe(429);
    // Dots only matter nowhere but Gmail; plus-tags everywhere.
    expect((await post(row({ email: 'n.ame@example.com' }), visitor(41))).status).toBe(201);
    expect((await post(row({ email: 'name@example.com' }), visitor(42))).status).toBe(201);
  });

  it('keeps the keys where the visitor cannot write them', async () => {
    const { rows } = await database.db.query<{ email_key: string; phone_key: string }>(
      `select consultation_guard.email_key('N.A.M.E+tag@GoogleMail.com') as email_key,
              consultation_guard.phone_key('+977 984-123 4567') as phone_key`,
    );
    expect(rows[0]).toEqual({ email_key: 'name@gmail.com', phone_key: '9841234567' });
    // Generated columns refuse any value; the address has no grant for the API roles.
    for (const column of ['email_key', 'phone_key'])
      expect(await post(row({ [column]: 'x' }), visitor(50))).toMatchObject({
        status: 400,
        body: { code: '428C9' },
      });
    expect(await post(row({ client_key: 'x' }), visitor(50))).toMatchObject({
      status: 401,
      body: { code: '42501' },
    });
    expect(await stored()).toBe(0);
    for (const sql of [
      'select * from consultation_guard.limits',
      'update consultation_guard.limits set total_per_hour = 1',
    ])
      expect(await runAs(database.db, 'anon', sql)).toEqual({ code: '42501' });
  });
});

describe('in total: 500 an hour', () => {
  it('stores all of 500 concurrent submits from different visitors, then refuses the 501st', async () => {
    const started = performance.now();
    const responses = await Promise.all(
      Array.from({ length: 500 }, (_, index) =>
        post(row({ email: `visitor.${index}@example.com` }), visitor(1000 + index)),
      ),
    );
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    console.info(`[limits] 500 concurrent submits from 500 visitors stored in ${seconds} s`);
    expect(responses.filter((response) => response.status !== 201)).toEqual([]);
    expect(await stored()).toBe(500);

    expect(await post(row(), visitor(2000))).toMatchObject({
      status: 429,
      body: { code: 'PT429', message: 'Too many consultation requests in the last hour' },
    });
    await expect(
      submitConsultation(formValues('late.visitor@example.com'), {
        insertRow: formAt(visitor(2001)),
        storage: null,
      }),
    ).resolves.toEqual({ status: 'rate-limited' });
    expect(await stored()).toBe(500);
  }, 60_000);

  it('reads its limits from consultation_guard.limits', async () => {
    await database.db.query('update consultation_guard.limits set total_per_hour = 2');
    try {
      expect((await post(row(), visitor(1))).status).toBe(201);
      expect((await post(row(), visitor(2))).status).toBe(201);
      expect((await post(row(), visitor(3))).status).toBe(429);
    } finally {
      await database.db.query('update consultation_guard.limits set total_per_hour = default');
    }
  });
});
