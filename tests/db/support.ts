import { chmodSync, readdirSync, statSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { openLocalDatabase, type LocalDatabase } from '../../server/db';
import { memoryDatabaseTemplate } from '../../server/pgliteTemplate';
import { createLocalSupabaseHandler, type LocalSupabaseHandlerOptions } from '../../server/restHandler';
import { LOCAL_ANON_KEY } from '../../src/lib/localBackend';

/**
 * A migrated in-memory database of its own, started from the template tests/db/templateGlobalSetup.ts
 * dumps once per run (tests/setup.ts names it in LOCAL_DB_TEMPLATE; about 1 s, where initdb and the
 * migrations take 4–6 s). The migrations are still checked on open, so a migration newer than the
 * template is applied. Without the global setup (another config) it initialises from scratch.
 */
export function openTestDatabase(): Promise<LocalDatabase> {
  return openLocalDatabase({ dataDir: 'memory://' });
}

/**
 * The same migrated template as a Blob, for an on-disk directory whose start is not what the test is
 * about: loading it costs about 2 CPU-s where initdb and the migrations cost 8–13 on the CI machine.
 * localDatabase.test.ts keeps the real initdb on disk.
 */
export function migratedTemplate(): Blob {
  const template = memoryDatabaseTemplate('memory://');
  if (!template) throw new Error('No migrated template: tests/setup.ts names it in LOCAL_DB_TEMPLATE');
  return template;
}

/** Makes `path` and everything under it world-readable and -writable, as a umask of 0 leaves it. */
export function loosenPermissions(path: string): void {
  const isDirectory = statSync(path).isDirectory();
  chmodSync(path, isDirectory ? 0o777 : 0o666);
  if (isDirectory) for (const name of readdirSync(path)) loosenPermissions(join(path, name));
}

export interface RowInput {
  full_name?: unknown;
  phone_number?: unknown;
  email?: unknown;
  help_topic?: unknown;
  [column: string]: unknown;
}

export type InsertOutcome =
  { ok: true } | { ok: false; code: string; message: string; constraint: string | undefined };

/**
 * Submits one row as `role` the way the form does: through public.submit_consultation_request, as
 * JSON (visitors cannot insert into the table itself). Rolled back unless `keep`, so tests stay
 * independent.
 */
export async function insertAs(
  db: PGlite,
  role: 'anon' | 'authenticated',
  row: RowInput,
  keep = false,
): Promise<InsertOutcome> {
  try {
    await db.transaction(async (tx) => {
      await tx.exec(`set local role ${role}`);
      await tx.query('select public.submit_consultation_request($1::jsonb)', [JSON.stringify(row)]);
      if (!keep) await tx.rollback();
    });
    return { ok: true };
  } catch (error) {
    const { code, message, constraint } = error as { code: string; message: string; constraint?: string };
    return { ok: false, code, message, constraint };
  }
}

export async function runAs(
  db: PGlite,
  role: string,
  sql: string,
  params: unknown[] = [],
): Promise<{ code?: string; rows?: unknown[] }> {
  try {
    const rows = await db.transaction(async (tx) => {
      await tx.exec(`set local role ${role}`);
      const result = await tx.query(sql, params);
      await tx.rollback();
      return result.rows;
    });
    return { rows };
  } catch (error) {
    return { code: (error as { code: string }).code };
  }
}

export interface TestServer {
  url: string;
  server: Server;
  close(): Promise<void>;
}

/**
 * The REST handler on a random loopback port, as Vite would mount it; by default behind a trusted
 * proxy, so X-Forwarded-For plays the visitor (see server/gateway.ts forwardClientAddress).
 */
export async function startTestServer(
  db: PGlite,
  options: Partial<LocalSupabaseHandlerOptions> = {},
): Promise<TestServer> {
  const handler = createLocalSupabaseHandler({
    database: async () => db,
    trustForwardedFor: true,
    ...options,
  });
  const server = createServer((req, res) =>
    handler(req, res, () => {
      res.writeHead(404, { 'Content-Type': 'text/plain' });
      res.end('not the backend');
    }),
  );
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    server,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/**
 * Node 20 has no global WebSocket and supabase-js 2.109 insists on one for realtime; these tests
 * never open a channel, so a stand-in class satisfies it without a socket library.
 */
class NoWebSocket {
  close(): void {}
}

export function testClient(url: string, key: string = LOCAL_ANON_KEY): SupabaseClient {
  return createClient(url, key, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    realtime: { transport: NoWebSocket as never },
  });
}
