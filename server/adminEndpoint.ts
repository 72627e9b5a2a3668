import { timingSafeEqual } from 'node:crypto';
import { chmodSync, mkdirSync, readdirSync, readFileSync, unlinkSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { dirname, join } from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import { sendJson, type Middleware } from './http.ts';
import { isProcessAlive } from './lock.ts';
import { serverRegistryDir } from './paths.ts';
import { queryStoredRequests, queryWaitlistSignups } from './storedRequests.ts';

/**
 * How `npm run requests` reads the database while a dev/preview server holds it (PGlite allows one
 * process per directory). The server answers GET ADMIN_PATH only from loopback addresses and only
 * with the random token it wrote, mode 0600, to .data/servers/<port>.json, and only to a request
 * whose Host is a loopback name (isLoopbackHost). Any local process that
 * can read the project's files can read the requests anyway; the token keeps web pages (and other
 * machines, if the server listens on the network) out.
 */
export const ADMIN_PATH = '/__local-backend/consultation-requests';
export const ADMIN_TOKEN_HEADER = 'x-local-backend-token';

export interface ServerAnnouncement {
  pid: number;
  /** The process's start time and boot (see lock.ts), so a recycled pid is not mistaken for it. */
  start?: string;
  boot?: string;
  url: string;
  token: string;
  dataDir: string;
  startedAt: string;
}

const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);

/**
 * A Host header naming this machine by a loopback name: `localhost`, `127.0.0.1` or `[::1]`, with
 * or without a port. A DNS-rebinding page (evil.example resolved to 127.0.0.1) connects from
 * loopback but sends its own name as Host, so it gets nothing, whatever it guessed as a token.
 */
export function isLoopbackHost(host: string | undefined): boolean {
  if (host === undefined) return false;
  const match = /^(localhost|127\.0\.0\.1|\[::1\])(:\d{1,5})?$/i.exec(host.trim());
  return match !== null;
}

function tokensMatch(expected: string, given: string | string[] | undefined): boolean {
  if (typeof given !== 'string') return false;
  const a = Buffer.from(expected);
  const b = Buffer.from(given);
  return a.length === b.length && timingSafeEqual(a, b);
}

export function createAdminHandler(options: { database: () => Promise<PGlite>; token: string }): Middleware {
  return (req, res, next) => {
    const path = (req.url ?? '').split('?')[0];
    if (path !== ADMIN_PATH) {
      next();
      return;
    }
    req.resume();
    if (
      !LOOPBACK.has(req.socket.remoteAddress ?? '') ||
      !isLoopbackHost(req.headers.host) ||
      !tokensMatch(options.token, req.headers[ADMIN_TOKEN_HEADER])
    ) {
      sendJson(res, 403, { message: 'Forbidden' });
      return;
    }
    if (req.method !== 'GET') {
      sendJson(res, 405, { message: 'Method not allowed' }, { Allow: 'GET' });
      return;
    }
    options
      .database()
      .then(async (db) => ({ rows: await queryStoredRequests(db), waitlist: await queryWaitlistSignups(db) }))
      .then((body) => sendJson(res, 200, body, { 'Cache-Control': 'no-store' }))
      .catch((error: unknown) =>
        sendJson(res, 503, { message: error instanceof Error ? error.message : String(error) }),
      );
  };
}

/** A URL the CLI can reach the server on, from the address it listens on. */
export function loopbackUrl(address: AddressInfo): string {
  const host = address.address;
  if (host === '::1') return `http://[::1]:${address.port}`;
  if (host === '127.0.0.1' || host === '0.0.0.0' || host === '::' || host === '::ffff:127.0.0.1') {
    return `http://127.0.0.1:${address.port}`;
  }
  // Bound to one specific interface: loopback is not served, so use that address (the admin
  // handler will still refuse it, which the CLI reports).
  return address.family === 'IPv6' ? `http://[${host}]:${address.port}` : `http://${host}:${address.port}`;
}

/** Writes this server's announcement; returns a function that removes it. */
export function announceServer(root: string, announcement: ServerAnnouncement, port: number): () => void {
  const dir = serverRegistryDir(root);
  // Owner-only, like the data directory beside it: the files hold the tokens, and `.data/` (this
  // project's, git-ignored) holds the database and its lock.
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  chmodSync(dirname(dir), 0o700);
  chmodSync(dir, 0o700);
  const file = join(dir, `${port}.json`);
  writeFileSync(file, `${JSON.stringify(announcement, null, 2)}\n`, { mode: 0o600 });
  return () => {
    try {
      const current = JSON.parse(readFileSync(file, 'utf8')) as Partial<ServerAnnouncement>;
      if (current.pid === announcement.pid && current.token === announcement.token) unlinkSync(file);
    } catch {
      // Already gone or replaced by a newer server on the same port.
    }
  };
}

/**
 * Announcements of servers whose process is still alive; those of dead processes (exited, zombie,
 * or a pid since given to another process) are removed.
 */
export function findAnnouncedServers(root: string): ServerAnnouncement[] {
  const dir = serverRegistryDir(root);
  let files: string[];
  try {
    files = readdirSync(dir).filter((file) => file.endsWith('.json'));
  } catch {
    return [];
  }
  const servers: ServerAnnouncement[] = [];
  for (const file of files) {
    try {
      const parsed = JSON.parse(readFileSync(join(dir, file), 'utf8')) as ServerAnnouncement;
      if (typeof parsed.url !== 'string' || typeof parsed.token !== 'string') continue;
      const identity = {
        ...(typeof parsed.start === 'string' ? { start: parsed.start } : {}),
        ...(typeof parsed.boot === 'string' ? { boot: parsed.boot } : {}),
      };
      if (isProcessAlive(parsed.pid, identity)) servers.push(parsed);
      else unlinkSync(join(dir, file)); // A server killed outright (SIGKILL) leaves its file behind.
    } catch {
      // Half-written, foreign or already removed: not a server we can use.
    }
  }
  return servers;
}
