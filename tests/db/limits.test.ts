/**
 * The volume limits (consultation_guard.admit, migration 20261125100000) through the local REST
 * handler, which hands the client's address to the database as hosted PostgREST does
 * (request.headers). The defaults are under test: per hour 3 per contact, 10 per address (IPv4,
 * IPv6 /64), 30 per network (IPv4 /24, IPv6 /48), and at 500 in total a team alert and a trickle
 * of 2 per network instead of a refusal; 5000 is the hard ceiling. Each test starts from empty
 * counts, so each hour's counts are its own.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { LocalDatabase } from '../../server/db';
import {
  consultationRequestCall,
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
  await database.db.exec(`delete from public.consultation_requests;
                          delete from consultation_guard.admissions;
                          delete from consultation_guard.alerts;`);
});

let counter = 0;
const row = (changes: Record<string, unknown> = {}) => ({
  full_name: 'Sita Sharma',
  phone_number: null,
  email: `sita.${(counter += 1)}@example.com`,
  help_topic: 'Other',
  ...changes,
});

/** The n-th simulated visitor: an address in a /24 of its own, in 10.0.0.0/8. */
const visitor = (n: number) => `10.${(n >> 8) & 255}.${n & 255}.${1 + (n >> 16)}`;

async function post(body: unknown, clientAddress?: string): Promise<{ status: number; body: unknown }> {
  const headers: Record<string, string> = {
    apikey: LOCAL_ANON_KEY,
    Authorization: `Bearer ${LOCAL_ANON_KEY}`,
    'Content-Type': 'application/json',
  };
  if (clientAddress !== undefined) headers['X-Forwarded-For'] = clientAddress;
  // The form's own path: the function that checks the JSON, then inserts (204 when stored).
  const response = await fetch(`${server.url}/rest/v1/rpc/submit_consultation_request`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ request: body }),
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
    error: (await consultationRequestCall(client, values).setHeader('x-forwarded-for', clientAddress)).error,
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
    for (let index = 0; index < 10; index += 1) expect((await post(row(), address)).status).toBe(204);
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
    for (let index = 0; index < 10; index += 1) expect((await post(row())).status).toBe(204);
    expect((await post(row())).status).toBe(429);
    expect((await post(row(), '203.0.113.5')).status).toBe(204);
  });

  it('counts the first x-forwarded-for hop, and an IPv6 client by its /64', async () => {
    for (let index = 1; index <= 10; index += 1)
      expect((await post(row(), `2001:db8:5:6::${index.toString(16)}, 10.0.0.1`)).status).toBe(204);
    expect((await post(row(), '2001:db8:5:6:ffff::1')).status).toBe(429);
    expect((await post(row(), '2001:db8:5:7::1')).status).toBe(204);
  });
});

describe('per contact: 3 an hour, however the contact is written', () => {
  it('counts +9779841234567, 9779841234567, 9841234567 and +977 (984) 123-4567 as one phone', async () => {
    const forms = ['+9779841234567', '9779841234567', '9841234567'];
    for (const [index, phone] of forms.entries())
      expect((await post(row({ phone_number: phone, email: null }), visitor(10 + index))).status).toBe(204);
    const refused = await post(row({ phone_number: '+977 (984) 123-4567', email: null }), visitor(20));
    expect(refused).toMatchObject({
      status: 429,
      body: { code: 'PT429', message: 'Too many consultation requests for this contact in the last hour' },
    });
    // The trunk 0 and the 00 prefix count as the same number too (the flood guard runs before the
    // shape check, which would refuse a leading 0).
    expect((await post(row({ phone_number: '09841234567', email: null }), visitor(21))).body).toMatchObject({
      code: 'PT429',
    });
    // A different number is a different contact.
    expect((await post(row({ phone_number: '9851234567', email: null }), visitor(22))).status).toBe(204);
  });

  it('counts +977 0…, +977 00… and +977 000… as the same number (the audit stored 7 rows for one)', async () => {
    const forms = ['+977 0984-1234567', '+977 00 9841234567', '+977 000 9841234567', '+977 9841234567'];
    const answers = [];
    for (const [index, phone] of forms.entries())
      answers.push((await post(row({ phone_number: phone, email: null }), visitor(60 + index))).status);
    expect(answers).toEqual([204, 204, 204, 429]);
  });

  it('merges e-mail tags and dots per provider, as the migration documents', async () => {
    const cases: [string[], string][] = [
      [
        ['Ram.B+a@gmail.com', 'rAmb@googlemail.com', 'r.a.m.b+c@gmail.com', 'ramb@gmail.com'],
        'Gmail: dots and +tags',
      ],
      [
        ['ram.b@proton.me', 'ram-b+x@protonmail.com', 'ram_b@pm.me', 'ramb@proton.me'],
        'Proton: . - _ and +tags',
      ],
      [['ram-one@yahoo.com', 'ram-two@yahoo.com', 'ram@yahoo.com', 'ram-three@yahoo.com'], 'Yahoo: -keyword'],
      [['ram+1@example.com', 'ram+2@example.com', 'Ram@Example.com', 'ram+3@example.com'], 'others: +tags'],
    ];
    let n = 100;
    for (const [emails, label] of cases) {
      const answers = [];
      for (const email of emails) answers.push((await post(row({ email }), visitor((n += 1)))).status);
      expect(answers, label).toEqual([204, 204, 204, 429]);
    }
    // Dots and hyphens tell people apart at other domains.
    for (const email of ['r.am@example.com', 'ra-m@example.com'])
      expect((await post(row({ email }), visitor((n += 1)))).status).toBe(204);
  });

  it('counts Name+1@Gmail.com, name@gmail.com and n.a.m.e@googlemail.com as one address', async () => {
    for (const [index, email] of ['Name+1@Gmail.com', 'name@gmail.com', 'n.a.m.e+x@googlemail.com'].entries())
      expect((await post(row({ email }), visitor(30 + index))).status).toBe(204);
    expect((await post(row({ email: 'NAME+2@gmail.com' }), visitor(40))).status).toBe(429);
    // Dots only matter nowhere but Gmail; plus-tags everywhere.
    expect((await post(row({ email: 'n.ame@example.com' }), visitor(41))).status).toBe(204);
    expect((await post(row({ email: 'name@example.com' }), visitor(42))).status).toBe(204);
  });

  it('keeps the limits and their counts where the visitor cannot reach them', async () => {
    const { rows } = await database.db.query<{ email_key: string; phone_key: string }>(
      `select consultation_guard.email_key('N.A.M.E+tag@GoogleMail.com') as email_key,
              consultation_guard.phone_key('+977 984-123 4567') as phone_key`,
    );
    expect(rows[0]).toEqual({ email_key: 'name@gmail.com', phone_key: '9841234567' });
    for (const sql of [
      'select * from consultation_guard.admission_limits',
      'update consultation_guard.admission_limits set busy_total = 1',
      'select * from consultation_guard.admissions',
      'delete from consultation_guard.admissions',
      'select * from consultation_guard.alerts',
      "select consultation_guard.admit('consultation_request')",
      'select consultation_guard.purge()',
    ])
      expect(await runAs(database.db, 'anon', sql), sql).toEqual({ code: '42501' });
  });
});

/** Distinct /64s of one /48, as the audit's 327 inserts used. */
const inOne48 = (n: number) => `2001:db8:77:${n.toString(16)}::1`;
/** Distinct addresses of one /24. */
const inOne24 = (n: number) => `192.0.2.${n + 1}`;

async function alerts(): Promise<number> {
  const { rows } = await database.db.query<{ count: number }>(
    'select count(*)::int as count from consultation_guard.alerts',
  );
  return rows[0]?.count ?? -1;
}

describe('per network: 30 an hour, so one actor cannot take the form from everyone', () => {
  it('stops one IPv6 /48 of many /64s and one IPv4 /24 at 30 each; a visitor from elsewhere is still stored', async () => {
    const from48 = [];
    for (let index = 0; index < 40; index += 1) from48.push((await post(row(), inOne48(index))).status);
    expect(from48.filter((status) => status === 204)).toHaveLength(30);
    expect(from48.slice(30)).toEqual(Array(10).fill(429));
    const from24 = [];
    for (let index = 0; index < 40; index += 1) from24.push((await post(row(), inOne24(index))).status);
    expect(from24.filter((status) => status === 204)).toHaveLength(30);
    expect(from24.slice(30)).toEqual(Array(10).fill(429));
    await expect(
      submitConsultation(formValues('someone.else@example.com'), {
        insertRow: formAt('198.51.100.9'),
        storage: null,
      }),
    ).resolves.toEqual({ status: 'success' });
    expect(await stored()).toBe(61);
  }, 60_000);
});

describe('in total: at 500 an hour the team is alerted and networks get a trickle, nobody a refusal', () => {
  it('stores all of 500 concurrent submits from different visitors, then still admits new visitors', async () => {
    const started = performance.now();
    const responses = await Promise.all(
      Array.from({ length: 500 }, (_, index) =>
        post(row({ email: `visitor.${index}@example.com` }), visitor(1000 + index)),
      ),
    );
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    console.info(`[limits] 500 concurrent submits from 500 visitors stored in ${seconds} s`);
    expect(responses.filter((response) => response.status !== 204)).toEqual([]);
    expect(await stored()).toBe(500);
    expect(await alerts()).toBe(1);

    // Busy: a visitor from a network not yet seen this hour gets in, through the form.
    await expect(
      submitConsultation(formValues('late.visitor@example.com'), {
        insertRow: formAt(visitor(2001)),
        storage: null,
      }),
    ).resolves.toEqual({ status: 'success' });
    // A network gets 2 while busy: one of the 500 has 1, so one more, then 429.
    expect((await post(row(), visitor(1000).replace(/\.1$/, '.2'))).status).toBe(204);
    expect(await post(row(), visitor(1000).replace(/\.1$/, '.3'))).toMatchObject({
      status: 429,
      body: { code: 'PT429', message: 'Too many consultation requests from this network in the last hour' },
    });
    expect(await stored()).toBe(502);
    expect(await alerts()).toBe(1);
  }, 60_000);

  it('a flood from 6 networks reaches a busy bound of 100, and a visitor from elsewhere is still stored', async () => {
    await database.db.query('update consultation_guard.admission_limits set busy_total = 100');
    try {
      let accepted = 0;
      for (let network = 0; network < 6; network += 1)
        for (let index = 0; index < 30; index += 1)
          if ((await post(row(), `203.0.${network}.${index + 1}`)).status === 204) accepted += 1;
      // 100 fill the hour's busy bound (networks 0-2 and 10 of network 3); then the two networks
      // not yet seen get their trickle of 2 each, and the others nothing.
      expect(accepted).toBe(104);
      expect(await alerts()).toBe(1);
      expect((await post(row(), '203.0.0.200')).status).toBe(429);
      expect((await post(row(), '198.51.100.20')).status).toBe(204);
      expect((await post(row(), '2001:db8:abcd::1')).status).toBe(204);
    } finally {
      await database.db.query('update consultation_guard.admission_limits set busy_total = default');
    }
  }, 60_000);

  it('refuses everyone at the hard ceiling, read from consultation_guard.admission_limits', async () => {
    await database.db.query('update consultation_guard.admission_limits set busy_total = 2, max_total = 3');
    try {
      expect((await post(row(), visitor(1))).status).toBe(204);
      expect((await post(row(), visitor(2))).status).toBe(204);
      expect((await post(row(), visitor(3))).status).toBe(204);
      expect(await post(row(), visitor(4))).toMatchObject({
        status: 429,
        body: {
          code: 'PT429',
          message: 'Too many consultation requests in the last hour',
          hint: 'Wait an hour before submitting again.',
        },
      });
    } finally {
      await database.db.query(
        'update consultation_guard.admission_limits set busy_total = default, max_total = default',
      );
    }
  });
});

describe('the client address, parsed strictly', () => {
  /** One insert as PostgREST would run it with these request headers; the SQLSTATE or 'ok'. */
  async function insertWithHeaders(headers: Record<string, string>): Promise<string> {
    try {
      await database.db.transaction(async (tx) => {
        await tx.query(`select set_config('request.headers', $1, true)`, [JSON.stringify(headers)]);
        await tx.exec('set local role anon');
        await tx.query(
          `select public.submit_consultation_request(
             jsonb_build_object('full_name', 'Sita Sharma', 'email', $1::text, 'help_topic', 'Other'))`,
          [`sita.${(counter += 1)}@example.com`],
        );
      });
      return 'ok';
    } catch (error) {
      return (error as { code: string }).code;
    }
  }

  it('counts anything but a bare address in the trusted header as one shared client (the audit stored 12 of 12)', async () => {
    const forged = [
      '1.2.3.4:80',
      '[2001:db8::1]',
      'fe80::1%eth0',
      '10.0.0.0/8',
      'unknown',
      'a',
      'b',
      '',
      ' ',
      '1.2.3',
      'x, 1.2.3.4',
      '::ffff:zz',
    ];
    const answers = [];
    for (const value of forged) answers.push(await insertWithHeaders({ 'x-forwarded-for': value }));
    expect(answers).toEqual([...Array(10).fill('ok'), 'PT429', 'PT429']);
    // cf-connecting-ip wins over x-forwarded-for, as Cloudflare sets it.
    expect(await insertWithHeaders({ 'cf-connecting-ip': '198.51.100.1', 'x-forwarded-for': 'junk' })).toBe(
      'ok',
    );
  });

  it("ignores a client's own cf-connecting-ip and x-forwarded-for unless a trusted proxy is configured", async () => {
    const direct = await startTestServer(database.db, { trustForwardedFor: false });
    try {
      const statuses = [];
      for (let index = 0; index < 11; index += 1) {
        const response = await fetch(`${direct.url}/rest/v1/rpc/submit_consultation_request`, {
          method: 'POST',
          headers: {
            apikey: LOCAL_ANON_KEY,
            'Content-Type': 'application/json',
            'cf-connecting-ip': `198.51.100.${index + 1}`,
            'x-forwarded-for': `203.0.113.${index + 1}`,
          },
          body: JSON.stringify({ request: row() }),
        });
        statuses.push(response.status);
      }
      expect(statuses).toEqual([...Array(10).fill(204), 429]);
    } finally {
      await direct.close();
    }
  });
});
