import { randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { announceServer, createAdminHandler, loopbackUrl } from '../../server/adminEndpoint.ts';
import { acquireSharedDatabase } from '../../server/db.ts';
import type { Middleware } from '../../server/http.ts';
import { startGuardPurge } from '../../server/guardPurge.ts';
import { createLocalNotifier } from '../../server/notifier.ts';
import { MEMORY_DATA_DIR, migrationsDir, PROJECT_ROOT } from '../../server/paths.ts';
import { createLocalSupabaseHandler } from '../../server/restHandler.ts';

export interface MountedBackend {
  /** Answers /rest/v1/* (and the other Supabase prefixes) plus the loopback admin endpoint. */
  middleware: Middleware;
  /** Resolves once the database is migrated, so a caller can wait before announcing itself ready. */
  ready: Promise<unknown>;
  /** Lets `npm run requests -- --server <url>` (and the e2e tests) read this server's rows. */
  announce(address: AddressInfo): void;
  close(): Promise<void>;
}

/**
 * The same embedded Supabase stand-in `vite preview` mounts (server/vitePlugin.ts), on a private
 * in-memory PGlite: a production-like static server that still accepts consultation requests.
 */
export function mountLocalBackend(): MountedBackend {
  const handle = acquireSharedDatabase({ dataDir: MEMORY_DATA_DIR, migrationsDir: migrationsDir() });
  // Tells the team of each new request, as `vite preview` does (server/notifier.ts).
  const notifier = createLocalNotifier({ logFile: null });
  const database = () =>
    handle.ready.then(async (opened) => {
      await notifier.attach(opened.db);
      return opened.db;
    });
  // The local pg_cron: expired limit hashes go even when no request comes (server/guardPurge.ts).
  let stopPurge: (() => void) | undefined;
  let closed = false;
  void handle.ready.then(
    (opened) => {
      if (!closed) stopPurge = startGuardPurge(opened.db);
    },
    () => undefined,
  );
  const token = randomBytes(32).toString('hex');
  const rest = createLocalSupabaseHandler({ database });
  const admin = createAdminHandler({ database, token });
  let withdraw: (() => void) | undefined;

  return {
    middleware: (req, res, next) =>
      notifier.afterInserts(req, res, () => rest(req, res, () => admin(req, res, next))),
    ready: handle.ready,
    announce(address) {
      withdraw = announceServer(
        PROJECT_ROOT,
        {
          pid: process.pid,
          url: loopbackUrl(address),
          token,
          dataDir: MEMORY_DATA_DIR,
          startedAt: new Date().toISOString(),
        },
        address.port,
      );
    },
    async close() {
      closed = true;
      stopPurge?.();
      withdraw?.();
      withdraw = undefined;
      await notifier.close();
      await handle.release();
    },
  };
}
