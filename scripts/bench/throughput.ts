/**
 * The local backend's write throughput, the figure DESIGN.md quotes: the form's own call
 * (consultationRequestCall: supabase-js `.rpc('submit_consultation_request')`, which inserts with
 * every rule of the table), over HTTP on a loopback port, into a fresh in-memory PGlite. Rows lost under
 * concurrency are an error, not a slow figure. Timing-based, so it lives in the bench and not in
 * the unit suite, where a busy CI machine would make it flaky or meaningless.
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { openLocalDatabase } from '../../server/db.ts';
import { createLocalSupabaseHandler } from '../../server/restHandler.ts';
import { consultationRequestCall } from '../../src/features/consultation/submitConsultation.ts';
import { LOCAL_ANON_KEY } from '../../src/lib/localBackend.ts';

export interface InsertRun {
  inserts: number;
  stored: number;
  seconds: number;
}

export interface Throughput {
  /** All inserts started at once. */
  concurrent: InsertRun;
  /** One insert after another: the rate a single client sees. */
  sequential: InsertRun;
}

/** Node 20 has no global WebSocket and supabase-js wants one for realtime, which this never opens. */
class NoWebSocket {
  close(): void {}
}

const row = (tag: string, index: number) => ({
  full_name: 'Bikash Tamang',
  phone_number: null,
  // Distinct addresses: the flood guard would otherwise (rightly) refuse the fourth.
  email: `bikash.${tag}.${index}@example.com`,
  help_topic: 'For Business',
});

export async function measureThroughput({ concurrent = 200, sequential = 300 } = {}): Promise<Throughput> {
  const database = await openLocalDatabase({ dataDir: 'memory://' });
  const handler = createLocalSupabaseHandler({ database: async () => database.db, trustForwardedFor: true });
  const server = createServer((req, res) => handler(req, res, () => res.writeHead(404).end()));
  try {
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    const client: SupabaseClient = createClient(`http://127.0.0.1:${port}`, LOCAL_ANON_KEY, {
      auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
      // A stand-in constructor: realtime only instantiates it when a channel opens, which never happens here.
      realtime: { transport: NoWebSocket as never },
    });
    const stored = async (tag: string) => {
      const { rows } = await database.db.query<{ count: number }>(
        'select count(*)::int as count from public.consultation_requests where email like $1',
        [`bikash.${tag}.%`],
      );
      return rows[0]?.count ?? 0;
    };
    // Each insert from a visitor of its own, in a /24 of its own: the database allows 10 requests an
    // hour per address and 30 per network.
    const insert = (tag: string, index: number) =>
      consultationRequestCall(client, row(tag, index))
        .setHeader('x-forwarded-for', `10.${tag === 'concurrent' ? 1 : 2}.${index & 255}.${1 + (index >> 8)}`)
        .throwOnError();

    let started = performance.now();
    await Promise.all(Array.from({ length: concurrent }, (_, index) => insert('concurrent', index)));
    const concurrentRun = {
      inserts: concurrent,
      seconds: (performance.now() - started) / 1000,
      stored: await stored('concurrent'),
    };

    started = performance.now();
    for (let index = 0; index < sequential; index += 1) await insert('sequential', index);
    const sequentialRun = {
      inserts: sequential,
      seconds: (performance.now() - started) / 1000,
      stored: await stored('sequential'),
    };

    for (const run of [concurrentRun, sequentialRun])
      if (run.stored !== run.inserts) throw new Error(`Lost rows: ${run.stored} of ${run.inserts} stored`);
    return { concurrent: concurrentRun, sequential: sequentialRun };
  } finally {
    await new Promise<void>((resolve) => server.close(() => resolve()));
    await database.close();
  }
}

export const insertsPerSecond = (run: InsertRun): number => Math.round(run.inserts / run.seconds);

/** One line for the report and the console. */
export function describeThroughput({ concurrent, sequential }: Throughput): string {
  return (
    `Local backend (supabase-js over HTTP into in-memory PGlite): ${concurrent.inserts} concurrent inserts, ` +
    `${concurrent.stored} stored, in ${concurrent.seconds.toFixed(2)} s (${insertsPerSecond(concurrent)} inserts/s); ` +
    `${sequential.inserts} sequential inserts in ${sequential.seconds.toFixed(2)} s (${insertsPerSecond(sequential)} inserts/s).`
  );
}
