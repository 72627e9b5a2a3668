import type { IncomingMessage, ServerResponse } from 'node:http';
import type { PGlite } from '@electric-sql/pglite';
import { LOCAL_ANON_KEY } from '../src/lib/localBackend.ts';
import { handleAuth } from './authStub.ts';
import {
  answerPreflight,
  checkApiKey,
  checkBearer,
  CORS_HEADERS,
  forwardClientAddress,
  trustForwardedForFromEnv,
} from './gateway.ts';
import { drain, sendJson, type Middleware } from './http.ts';
import { handlePostgrest } from './postgrest.ts';
import { postgrestError } from './postgrestErrors.ts';

export interface LocalSupabaseHandlerOptions {
  /** Resolves once the database is open and migrated; a rejection is reported as 503. */
  database: () => Promise<PGlite>;
  anonKey?: string;
  /** Larger request bodies get 413. The form's row is well under 1 kB. */
  maxBodyBytes?: number;
  /**
   * Take the client's address from the incoming x-forwarded-for (a trusted proxy in front: tests,
   * the benchmark, e2e) instead of the socket. Default LOCAL_BACKEND_TRUST_FORWARDED_FOR=1, else off.
   */
  trustForwardedFor?: boolean;
}

export const DEFAULT_MAX_BODY_BYTES = 64 * 1024;

const PREFIXES = ['/rest/v1', '/auth/v1', '/realtime/v1', '/storage/v1', '/functions/v1'] as const;

type PrefixMatch = { prefix: (typeof PREFIXES)[number]; rest: string } | { prefix: null; rest: string };

/**
 * The API prefix a path falls under. Any path under an API root (`/rest`, `/auth`, ...) belongs
 * to the backend even without a known version, so `/rest/v2/x` gets a JSON 404 rather than falling
 * through to the site's HTML (prefix null). null for the site's own paths.
 */
function matchPrefix(pathname: string): PrefixMatch | null {
  for (const prefix of PREFIXES) {
    if (pathname === prefix || pathname.startsWith(`${prefix}/`))
      return { prefix, rest: pathname.slice(prefix.length) };
  }
  const root = pathname.split('/')[1] ?? '';
  if (PREFIXES.some((prefix) => prefix.split('/')[1] === root)) return { prefix: null, rest: pathname };
  return null;
}

function sendNotFound(res: ServerResponse, message: string): void {
  sendJson(res, 404, postgrestError('PGRST125', message), CORS_HEADERS);
}

/**
 * The embedded stand-in for a Supabase project's HTTP API, as Connect middleware for Vite's dev and
 * preview servers (or any node:http server). /rest/v1 speaks PostgREST (see postgrest.ts), /auth/v1
 * answers just enough for supabase-js (authStub.ts), and realtime, storage and functions answer 404
 * so a client never hangs on them. Everything else goes to `next()`.
 */
export function createLocalSupabaseHandler(options: LocalSupabaseHandlerOptions): Middleware {
  const anonKey = options.anonKey ?? LOCAL_ANON_KEY;
  const maxBodyBytes = options.maxBodyBytes ?? DEFAULT_MAX_BODY_BYTES;
  const trustForwardedFor = options.trustForwardedFor ?? trustForwardedForFromEnv();

  async function handle(req: IncomingMessage, res: ServerResponse, url: URL, match: PrefixMatch) {
    const { prefix, rest } = match;
    if (prefix === null) {
      drain(req);
      sendNotFound(res, `Invalid path specified in request URL: ${rest}`);
      return;
    }
    if (req.method === 'OPTIONS') {
      drain(req);
      answerPreflight(res);
      return;
    }
    if (!checkApiKey(req, res, url, anonKey)) return drain(req);
    if (prefix === '/auth/v1') return handleAuth(req, res, rest);
    if (prefix !== '/rest/v1') {
      drain(req);
      sendNotFound(res, `The local backend does not provide ${prefix}`);
      return;
    }
    if (!checkBearer(req, res, anonKey)) return drain(req);
    let db: PGlite;
    try {
      db = await options.database();
    } catch (error) {
      drain(req);
      const reason = error instanceof Error ? error.message : String(error);
      sendJson(
        res,
        503,
        postgrestError('PGRST000', 'Could not connect with the local database', reason),
        CORS_HEADERS,
      );
      return;
    }
    forwardClientAddress(req, trustForwardedFor);
    await handlePostgrest(req, res, db, rest, url, { maxBodyBytes });
  }

  return (req, res, next) => {
    const url = new URL(req.url ?? '/', 'http://local');
    const match = matchPrefix(url.pathname);
    if (!match) {
      next();
      return;
    }
    handle(req, res, url, match).catch((error: unknown) => {
      console.warn('[local-supabase] request failed', error);
      if (res.headersSent) res.destroy();
      else
        sendJson(
          res,
          500,
          postgrestError('PGRST000', 'The local backend failed to run the request'),
          CORS_HEADERS,
        );
    });
  };
}
