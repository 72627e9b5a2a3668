import { randomBytes } from 'node:crypto';
import type { Server as HttpServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join, relative } from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import type { Connect, Logger, Plugin } from 'vite';
import { announceServer, createAdminHandler, loopbackUrl } from './adminEndpoint.ts';
import { acquireSharedDatabase, closeAllSharedDatabases, describeError } from './db.ts';
import { currentProcessIdentity } from './lock.ts';
import { startGuardPurge } from './guardPurge.ts';
import { createLocalNotifier } from './notifier.ts';
import { isMemoryDataDir, lockFileFor, migrationsDir, PROJECT_ROOT, resolveDataDir } from './paths.ts';
import { createLocalSupabaseHandler } from './restHandler.ts';

export interface LocalSupabaseOptions {
  /** Overrides LOCAL_DB_DIR / `.data/pglite`. */
  dataDir?: string;
  /** The directory holding `.data/` (default: this project's root, whatever Vite's `root` is). */
  projectRoot?: string;
}

const LOG_PREFIX = '[local-supabase]';
export const STARTING_MESSAGE = 'The local database is starting; try again in a moment.';
export const UNAVAILABLE_MESSAGE = "The local database could not be opened; see the server's log.";

/**
 * Mounts the embedded Supabase stand-in (restHandler.ts) in `vite` and `vite preview`, on the
 * page's own origin, so the site works with no account or network. The database opens when the
 * server is created, not on the first request, and closes (releasing its lock) with the server.
 * Skipped when VITE_SUPABASE_URL is set: the site then talks to hosted Supabase.
 */
export function localSupabase(options: LocalSupabaseOptions = {}): Plugin {
  let enabled = true;
  const root = options.projectRoot ?? PROJECT_ROOT;
  const dataDir = options.dataDir ?? resolveDataDir(process.env, root);

  /** What this plugin instance mounted, per kind of server, so each close hook unmounts its own. */
  const devServers: Unmount[] = [];
  const previewServers: Unmount[] = [];

  async function unmountAll(mounted: Unmount[]): Promise<void> {
    await Promise.all(mounted.splice(0).map((unmount) => unmount()));
  }

  function mount(middlewares: Connect.Server, httpServer: HttpServer | null, logger: Logger): Unmount {
    const handle = acquireSharedDatabase({
      dataDir,
      migrationsDir: migrationsDir(),
      warn: (message) => logger.warn(`${LOG_PREFIX} ${message}`),
      onLockHeld: (error) =>
        logger.warn(`${LOG_PREFIX} ${error.message} Waiting for it to be released…`, { timestamp: true }),
    });
    let closed = false;
    let stopPurge: (() => void) | undefined;
    // Tells the team of each new request (server/notifier.ts); an in-memory database keeps no log.
    const notifier = createLocalNotifier({
      logFile: isMemoryDataDir(dataDir) ? null : join(root, '.data', 'notifications.log'),
      log: (line) => logger.info(`${LOG_PREFIX} ${line}`, { timestamp: true }),
      warn: (line) => logger.warn(`${LOG_PREFIX} ${line}`, { timestamp: true }),
    });
    /**
     * What the REST and admin handlers await. While another process holds the lock, fail at once
     * (they answer 503) instead of queueing requests for an unknown time; while this process opens
     * the database, wait. The messages reach HTTP clients, so they name no path or process.
     */
    const database = async (): Promise<PGlite> => {
      if (handle.status() === 'waiting-for-lock') throw new Error(STARTING_MESSAGE);
      let db: PGlite;
      try {
        db = (await handle.ready).db;
      } catch {
        throw new Error(UNAVAILABLE_MESSAGE);
      }
      await notifier.attach(db);
      return db;
    };
    handle.ready.then(
      ({ db, startup }) => {
        // Before the first request: also sends what an earlier run left queued.
        void notifier.attach(db);
        if (!closed)
          stopPurge = startGuardPurge(db, { warn: (line) => logger.warn(`${LOG_PREFIX} ${line}`) });
        const where = isMemoryDataDir(dataDir) ? 'in memory' : relative(root, dataDir) || dataDir;
        const fresh = startup.freshDataDir && !isMemoryDataDir(dataDir) ? ', new data directory' : '';
        logger.info(`${LOG_PREFIX} database ${where} ready in ${startup.milliseconds} ms${fresh}`, {
          timestamp: true,
        });
      },
      (error: unknown) => {
        // Released before the lock came free: nothing failed.
        if (closed) return;
        logger.error(`${LOG_PREFIX} the local database could not be opened: ${describeError(error)}`, {
          timestamp: true,
        });
      },
    );

    const token = randomBytes(32).toString('hex');
    middlewares.use(notifier.afterInserts);
    middlewares.use(createLocalSupabaseHandler({ database }));
    middlewares.use(createAdminHandler({ database, token }));

    let withdraw: (() => void) | undefined;
    const announce = () => {
      const address = httpServer?.address();
      if (!address || typeof address === 'string') return;
      const info: AddressInfo = address;
      withdraw = announceServer(
        root,
        {
          ...currentProcessIdentity(),
          url: loopbackUrl(info),
          token,
          dataDir,
          startedAt: new Date().toISOString(),
        },
        info.port,
      );
    };
    if (httpServer?.listening) announce();
    else httpServer?.once('listening', announce);
    const active = activeServers();
    const unmount: Unmount = async () => {
      closed = true;
      active.delete(unmount);
      withdraw?.();
      withdraw = undefined;
      stopPurge?.();
      await notifier.close();
      await handle.release();
    };
    active.add(unmount);
    // Vite awaits closeServer/closePreviewServer (below) on close and on SIGTERM; the 'close'
    // event catches servers closed some other way, and the signal handler Ctrl+C.
    httpServer?.once('close', () => void unmount());
    closeDatabasesOnInterrupt();
    return unmount;
  }

  return {
    name: 'rupantaran:local-supabase',
    config() {
      const ignored = ['**/.data/**'];
      if (!isMemoryDataDir(dataDir)) ignored.push(`${dataDir}/**`, lockFileFor(dataDir));
      return { server: { watch: { ignored } } };
    },
    configResolved(config) {
      enabled = !config.env.VITE_SUPABASE_URL;
    },
    configureServer(server) {
      if (enabled)
        devServers.push(
          mount(server.middlewares, server.httpServer as HttpServer | null, server.config.logger),
        );
    },
    configurePreviewServer(server) {
      if (enabled) {
        previewServers.push(
          mount(server.middlewares, server.httpServer as HttpServer | null, server.config.logger),
        );
      }
    },
    async closeServer() {
      await unmountAll(devServers);
    },
    async closePreviewServer() {
      await unmountAll(previewServers);
    },
  };
}

const SIGNALS_KEY = Symbol.for('rupantaran.localBackend.signals');
const ACTIVE_KEY = Symbol.for('rupantaran.localBackend.activeServers');

/** Mounted servers of this process (on globalThis: Vite may load this module twice). */
/** Withdraws a server's announcement and releases its database. Idempotent. */
type Unmount = () => Promise<void>;

function activeServers(): Set<Unmount> {
  const holder = globalThis as typeof globalThis & { [ACTIVE_KEY]?: Set<Unmount> };
  holder[ACTIVE_KEY] ??= new Set();
  return holder[ACTIVE_KEY];
}

/**
 * Vite closes its servers (and so the database, via the hooks above) on SIGTERM, but Ctrl+C
 * (SIGINT) or a closed terminal (SIGHUP) would end the process with PGlite possibly mid-write. Close
 * the databases briefly first, then re-send the signal so the process ends as it would have.
 */
function closeDatabasesOnInterrupt(): void {
  const flags = globalThis as typeof globalThis & { [SIGNALS_KEY]?: true };
  if (flags[SIGNALS_KEY]) return;
  flags[SIGNALS_KEY] = true;
  for (const signal of ['SIGINT', 'SIGHUP'] as const) {
    const onSignal = () => {
      const othersHandleIt = process.listenerCount(signal) > 1;
      const deadline = new Promise((resolve) => setTimeout(resolve, 2_000).unref());
      const closing = Promise.all([...activeServers()].map((unmount) => unmount())).then(
        closeAllSharedDatabases,
      );
      void Promise.race([closing, deadline]).finally(() => {
        process.off(signal, onSignal);
        if (!othersHandleIt) process.kill(process.pid, signal);
      });
    };
    process.on(signal, onSignal);
  }
}
