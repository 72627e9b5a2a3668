/**
 * Issue 23 item 2: the client's address is kept only as long as the limits need it. Requests are
 * submitted through the REST handler from known addresses; then every table of the database is
 * searched for the addresses, their networks and the keyed hashes the limits keep. Within the
 * window only the hashes exist (in consultation_guard.admissions); once the window has passed and
 * the purge has run (pg_cron, the next insert, or the local backend's timer), nothing does.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LocalDatabase } from '../../server/db';
import { GUARD_PURGE_INTERVAL_MS, startGuardPurge } from '../../server/guardPurge';
import { migrationsDir } from '../../server/paths';
import { legalPages } from '../../src/content/legal';
import { legalPages as legalPagesNe } from '../../src/content/ne/legal';
import { LOCAL_ANON_KEY } from '../../src/lib/localBackend';
import { openTestDatabase, startTestServer, type TestServer } from './support';

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

const ADDRESSES = ['203.0.113.45', '2001:db8:1234:5678::9'];
/** What would identify the clients: the addresses and the forms the old schema stored. */
const TRACES = ['203.0.113.45', '203.0.113.0', '2001:db8:1234:5678', '2001:db8:1234'];

async function submit(address: string, email: string): Promise<number> {
  const response = await fetch(`${server.url}/rest/v1/rpc/submit_consultation_request`, {
    method: 'POST',
    headers: { apikey: LOCAL_ANON_KEY, 'Content-Type': 'application/json', 'X-Forwarded-For': address },
    body: JSON.stringify({
      request: { full_name: 'Sita Sharma', phone_number: null, email, help_topic: 'Other' },
    }),
  });
  await response.text();
  return response.status;
}

/** Every row of every table outside the system schemas, as text (bytea as hex). */
async function everyRowAsText(): Promise<string[]> {
  const { rows: tables } = await database.db.query<{ name: string }>(
    `select format('%I.%I', table_schema, table_name) as name from information_schema.tables
     where table_type = 'BASE TABLE' and table_schema not in ('pg_catalog', 'information_schema')`,
  );
  const texts: string[] = [];
  for (const { name } of tables) {
    const { rows } = await database.db.query<{ row: string }>(`select t::text as row from ${name} as t`);
    texts.push(...rows.map((entry) => `${name}: ${entry.row}`));
  }
  return texts;
}

/** The keyed hashes admit() keeps for these clients' addresses and networks, as stored hex. */
async function hashesOf(addresses: string[]): Promise<string[]> {
  const { rows } = await database.db.query<{ hash: string }>(
    `select encode(consultation_guard.keyed_hash(scope, value), 'hex') as hash
     from (values ('address', '203.0.113.45'), ('network', '203.0.113.0/24'),
                  ('address', '2001:db8:1234:5678::'), ('network', '2001:db8:1234::/48')) as v (scope, value)`,
  );
  expect(addresses).toHaveLength(2);
  return rows.map((entry) => entry.hash);
}

describe('what the limits keep of a client, and for how long', () => {
  it('keeps no address at all, only keyed hashes for the window, and nothing once it has passed', async () => {
    for (const [index, address] of ADDRESSES.entries())
      expect(await submit(address, `privacy.${index}@example.com`)).toBe(204);

    // No column anywhere holds an address type, and no row holds an address or a network.
    const { rows: addressColumns } = await database.db.query(
      `select table_schema, table_name, column_name from information_schema.columns
       where data_type in ('inet', 'cidr') and table_schema not in ('pg_catalog', 'information_schema')`,
    );
    expect(addressColumns).toEqual([]);
    const during = await everyRowAsText();
    expect(during.filter((text) => TRACES.some((trace) => text.includes(trace)))).toEqual([]);
    // Within the window the limits do hold the hashes: they count with them.
    const hashes = await hashesOf(ADDRESSES);
    for (const hash of hashes)
      expect(
        during.some((text) => text.includes(hash)),
        hash,
      ).toBe(true);

    // The window passes (the admissions age by an hour) and the purge runs.
    await database.db.exec(`update consultation_guard.admissions
                            set admitted_at = admitted_at - interval '1 hour 1 second',
                                expires_at = expires_at - interval '1 hour 1 second'`);
    const { rows } = await database.db.query<{ removed: number }>(
      'select consultation_guard.purge() as removed',
    );
    expect(rows[0]?.removed).toBeGreaterThan(0);

    const after = await everyRowAsText();
    expect(after.filter((text) => hashes.some((hash) => text.includes(hash)))).toEqual([]);
    expect(after.filter((text) => text.startsWith('consultation_guard.admissions'))).toEqual([]);
    expect(after.filter((text) => TRACES.some((trace) => text.includes(trace)))).toEqual([]);
    // The requests themselves are kept: what the visitor typed.
    expect(after.filter((text) => text.startsWith('public.consultation_requests'))).toHaveLength(2);
  });

  it('purges expired hashes at the next insert too, without pg_cron', async () => {
    await database.db.exec(
      `update consultation_guard.admissions set expires_at = now() - interval '1 second'`,
    );
    expect(await submit('198.51.100.77', 'privacy.next@example.com')).toBe(204);
    const { rows } = await database.db.query<{ expired: number; current: number }>(
      `select count(*) filter (where expires_at <= now())::int as expired,
              count(*) filter (where expires_at > now())::int as current
       from consultation_guard.admissions`,
    );
    expect(rows[0]).toEqual({ expired: 0, current: 4 });
  });

  it('purges on its own in the local backend, as pg_cron does where hosted', async () => {
    expect(await submit('198.51.100.78', 'privacy.timer@example.com')).toBe(204);
    await database.db.exec(
      `update consultation_guard.admissions set expires_at = now() - interval '1 second'`,
    );
    const stop = startGuardPurge(database.db, { intervalMs: 50 });
    try {
      await expect
        .poll(async () => (await database.db.query('select from consultation_guard.admissions')).rows.length)
        .toBe(0);
    } finally {
      stop();
    }
  });
});

describe('the Privacy and Cookies pages say what is kept, and for how long', () => {
  it('name the window and the purge delay the database applies, in both languages', async () => {
    const { rows } = await database.db.query<{ window: string }>(
      `select window_length::text as window from consultation_guard.admission_limits where kind = 'consultation_request'`,
    );
    expect(rows[0]?.window).toBe('01:00:00');
    const migration = readFileSync(join(migrationsDir(), '20261125100000_admission_limits.sql'), 'utf8');
    expect(migration).toContain(`'consultation-guard-purge', '*/5 * * * *'`);
    expect(GUARD_PURGE_INTERVAL_MS).toBeLessThanOrEqual(5 * 60_000);

    const english = JSON.stringify([legalPages.privacy, legalPages.cookies]);
    for (const words of [
      'we do not store your IP address',
      'keyed hash',
      'one hour',
      'at the latest 5 minutes',
    ])
      expect(english).toContain(words);
    expect(english).not.toContain('may briefly record technical data such as IP address');
    const nepali = JSON.stringify([legalPagesNe.privacy, legalPagesNe.cookies]);
    for (const words of ['IP ठेगाना भण्डारण गर्दैनौं', 'ह्यास', 'एक घण्टा', '५ मिनेट'])
      expect(nepali).toContain(words);
    for (const page of [legalPages.privacy, legalPages.cookies, legalPagesNe.privacy, legalPagesNe.cookies])
      expect(JSON.stringify(page)).toMatch(/hash|ह्यास/);
  });
});
