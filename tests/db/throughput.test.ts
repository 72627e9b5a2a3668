// @vitest-environment node
/** No lost rows under concurrency, and the figures the design quotes (printed, not asserted tightly). */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LocalDatabase } from '../../server/db';
import { openTestDatabase, startTestServer, testClient, type TestServer } from './support';

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

const row = (tag: string, index: number) => ({
  full_name: 'Bikash Tamang',
  phone_number: null,
  // Distinct addresses: the flood guard would otherwise (rightly) refuse the fourth.
  email: `bikash.${tag}.${index}@example.com`,
  help_topic: 'For Business',
});

async function count(tag: string): Promise<number> {
  const { rows } = await database.db.query<{ count: number }>(
    'select count(*)::int as count from public.consultation_requests where email like $1',
    [`bikash.${tag}.%`],
  );
  return rows[0]?.count ?? -1;
}

describe('throughput', () => {
  it('stores all of 200 concurrent inserts made over HTTP', async () => {
    const client = testClient(server.url);
    const started = performance.now();
    const results = await Promise.all(
      Array.from({ length: 200 }, (_, index) =>
        client.from('consultation_requests').insert(row('concurrent', index)),
      ),
    );
    const seconds = (performance.now() - started) / 1000;
    expect(results.map((result) => result.status)).toEqual(Array(200).fill(201));
    expect(await count('concurrent')).toBe(200);
    console.info(
      `[throughput] 200 concurrent inserts: 200/200 stored in ${seconds.toFixed(2)} s (${Math.round(200 / seconds)} inserts/s)`,
    );
  }, 60_000);

  it('measures sequential inserts per second over HTTP', async () => {
    const client = testClient(server.url);
    const total = 300;
    const started = performance.now();
    for (let index = 0; index < total; index += 1) {
      const { status } = await client.from('consultation_requests').insert(row('sequential', index));
      expect(status).toBe(201);
    }
    const seconds = (performance.now() - started) / 1000;
    expect(await count('sequential')).toBe(total);
    console.info(
      `[throughput] ${total} sequential inserts over HTTP in ${seconds.toFixed(2)} s (${Math.round(total / seconds)} inserts/s)`,
    );
  }, 60_000);
});
