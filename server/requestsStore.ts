import { existsSync } from 'node:fs';
import { join } from 'node:path';
import {
  ADMIN_PATH,
  ADMIN_TOKEN_HEADER,
  findAnnouncedServers,
  type ServerAnnouncement,
} from './adminEndpoint.ts';
import { openLocalDatabase } from './db.ts';
import { DataDirLockedError, lockHolder, sameProcess } from './lock.ts';
import { isMemoryDataDir, lockFileFor, migrationsDir, PROJECT_ROOT, resolveDataDir } from './paths.ts';
import {
  queryStoredRequests,
  queryWaitlistSignups,
  type StoredConsultationRequest,
  type StoredWaitlistSignup,
} from './storedRequests.ts';

export type { StoredConsultationRequest, StoredWaitlistSignup };

export interface ReadOptions {
  /** A running dev/preview server to ask, e.g. http://127.0.0.1:4190 (needed for memory:// servers). */
  serverUrl?: string;
  /** Defaults to LOCAL_DB_DIR or .data/pglite. */
  dataDir?: string;
  /** Where `.data/servers/` is looked up; defaults to this project. */
  root?: string;
}

export interface ReadResult {
  rows: StoredConsultationRequest[];
  /** The waitlist sign-ups ("Tell me when it opens"), newest first. */
  waitlist: StoredWaitlistSignup[];
  /** Where the rows came from, for the CLI's message. */
  source:
    | { kind: 'server'; url: string }
    | { kind: 'database'; dataDir: string }
    | { kind: 'none'; dataDir: string };
}

async function askServer(
  server: ServerAnnouncement,
): Promise<{ rows: StoredConsultationRequest[]; waitlist: StoredWaitlistSignup[] }> {
  const response = await fetch(new URL(ADMIN_PATH, server.url), {
    headers: { [ADMIN_TOKEN_HEADER]: server.token },
  });
  if (!response.ok) throw new Error(`${server.url} answered ${response.status} to the admin request`);
  const body = (await response.json()) as {
    rows: StoredConsultationRequest[];
    waitlist?: StoredWaitlistSignup[];
  };
  return { rows: body.rows, waitlist: body.waitlist ?? [] };
}

function sameOrigin(a: string, b: string): boolean {
  try {
    const left = new URL(a);
    const right = new URL(b);
    const loopback = (host: string) =>
      ['localhost', '127.0.0.1', '[::1]'].includes(host) ? 'loopback' : host;
    return loopback(left.hostname) === loopback(right.hostname) && left.port === right.port;
  } catch {
    return false;
  }
}

/**
 * Reads the stored requests without ever opening a database that a server holds: the process that
 * holds the data directory's lock is asked over its loopback admin endpoint (token from
 * .data/servers/), otherwise the data directory is opened directly, under its lock. Announcements
 * of other servers for the same directory (one still waiting for the lock, or a dead one whose pid
 * was reused) are not trusted: only the lock says who has the data.
 */
export async function readStoredRequests(options: ReadOptions = {}): Promise<ReadResult> {
  const root = options.root ?? PROJECT_ROOT;
  if (options.serverUrl !== undefined) {
    const server = findAnnouncedServers(root).find((candidate) =>
      sameOrigin(candidate.url, options.serverUrl ?? ''),
    );
    if (!server)
      throw new Error(`No local backend announced for ${options.serverUrl} (looked in .data/servers/)`);
    return { ...(await askServer(server)), source: { kind: 'server', url: server.url } };
  }

  const dataDir = options.dataDir ?? resolveDataDir(process.env, root);
  if (isMemoryDataDir(dataDir)) {
    const holder = findAnnouncedServers(root).find((candidate) => candidate.dataDir === dataDir);
    if (holder) return { ...(await askServer(holder)), source: { kind: 'server', url: holder.url } };
    throw new Error(
      'An in-memory database lives inside its server: pass the server URL (--server http://127.0.0.1:PORT).',
    );
  }
  // A server waiting for the lock may take it between our look and our open: then look again.
  for (let attempt = 1; ; attempt += 1) {
    const owner = lockHolder(lockFileFor(dataDir));
    if (owner) {
      const holder = findAnnouncedServers(root).find(
        (candidate) => candidate.dataDir === dataDir && sameProcess(candidate, owner),
      );
      if (holder) return { ...(await askServer(holder)), source: { kind: 'server', url: holder.url } };
      throw new Error(
        `${dataDir} is held by process ${owner.pid}, which announced no admin endpoint (is it a dev/preview server of this project?).`,
      );
    }
    if (!existsSync(join(dataDir, 'PG_VERSION')))
      return { rows: [], waitlist: [], source: { kind: 'none', dataDir } };
    let database;
    try {
      database = await openLocalDatabase({ dataDir, migrationsDir: migrationsDir() });
    } catch (error) {
      if (error instanceof DataDirLockedError && attempt < 3) continue;
      throw error;
    }
    try {
      return {
        rows: await queryStoredRequests(database.db),
        waitlist: await queryWaitlistSignups(database.db),
        source: { kind: 'database', dataDir },
      };
    } finally {
      await database.close();
    }
  }
}

/** The rows only, newest first; for end-to-end tests: `readConsultationRequests({ serverUrl: baseURL })`. */
export async function readConsultationRequests(
  options: ReadOptions = {},
): Promise<StoredConsultationRequest[]> {
  return (await readStoredRequests(options)).rows;
}

/** The waitlist sign-ups only, newest first; for end-to-end tests. */
export async function readWaitlistSignups(options: ReadOptions = {}): Promise<StoredWaitlistSignup[]> {
  return (await readStoredRequests(options)).waitlist;
}
