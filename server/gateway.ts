import type { IncomingMessage, ServerResponse } from 'node:http';
import { isIP } from 'node:net';
import { sendJson } from './http.ts';

/**
 * What Supabase's API gateway does before a request reaches PostgREST or Auth: CORS, and the apikey
 * check with the gateway's own wording.
 */
export const CORS_HEADERS: Record<string, string> = {
  'Access-Control-Allow-Origin': '*',
  'Access-Control-Allow-Methods': 'GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS',
  'Access-Control-Allow-Headers':
    'apikey, authorization, content-type, content-profile, accept-profile, prefer, range, x-client-info, x-retry-count, x-supabase-api-version, accept',
  'Access-Control-Expose-Headers': 'Content-Range, Content-Location, Location, Preference-Applied',
  'Access-Control-Max-Age': '86400',
};

export function answerPreflight(res: ServerResponse): void {
  res.writeHead(204, { ...CORS_HEADERS, 'Content-Length': 0 });
  res.end();
}

function headerValue(req: IncomingMessage, name: string): string | undefined {
  const value = req.headers[name];
  return Array.isArray(value) ? value[0] : value;
}

/** Sends the gateway's 401 and returns false unless the request carries `validKey` as its apikey. */
export function checkApiKey(req: IncomingMessage, res: ServerResponse, url: URL, validKey: string): boolean {
  const key = headerValue(req, 'apikey') ?? url.searchParams.get('apikey') ?? undefined;
  if (key === undefined || key === '') {
    sendJson(
      res,
      401,
      { message: 'No API key found in request', hint: 'No `apikey` request header or url param was found.' },
      CORS_HEADERS,
    );
    return false;
  }
  if (key !== validKey) {
    sendJson(
      res,
      401,
      { message: 'Invalid API key', hint: 'Double check your Supabase `anon` or `service_role` API key.' },
      CORS_HEADERS,
    );
    return false;
  }
  return true;
}

/**
 * The bearer token decides the database role. Only the anon key itself is a valid token here (the
 * local backend has no accounts), and no Authorization header also means anon, as in PostgREST.
 * Returns false after sending PostgREST's JWT error otherwise.
 */
export function checkBearer(req: IncomingMessage, res: ServerResponse, anonKey: string): boolean {
  const authorization = headerValue(req, 'authorization');
  if (authorization === undefined) return true;
  const match = /^Bearer\s+(\S+)\s*$/i.exec(authorization);
  if (match?.[1] === anonKey) return true;
  const message = match ? 'JWSError JWSInvalidSignature' : 'Authorization header is not a Bearer token';
  sendJson(
    res,
    401,
    { code: 'PGRST301', details: null, hint: null, message },
    {
      ...CORS_HEADERS,
      'WWW-Authenticate': `Bearer error="invalid_token", error_description="${message}"`,
    },
  );
  return false;
}

/**
 * A bare IPv4 or IPv6 address, as the gateway would pass it on: no port, brackets, zone or prefix
 * length. An IPv4-mapped IPv6 address (`::ffff:a.b.c.d`, how Node reports IPv4 clients of a
 * dual-stack socket) is its IPv4 address. undefined for anything else.
 */
export function parseClientAddress(text: string | undefined): string | undefined {
  const candidate = text?.trim();
  if (candidate === undefined || candidate === '' || !/^[0-9A-Fa-f:.]+$/.test(candidate)) return undefined;
  const family = isIP(candidate);
  if (family === 0) return undefined;
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(candidate);
  return mapped?.[1] ?? candidate;
}

/**
 * What the hosted gateway tells PostgREST about the client, and nothing the client wrote itself.
 * On hosted Supabase Cloudflare sets `cf-connecting-ip` to the address it accepted the connection
 * from, overwriting any the client sent, and the flood guard reads that first
 * (consultation_guard.client_address in the migrations). Locally the socket is that address: the
 * client's own `cf-connecting-ip` and `x-forwarded-for` are replaced by it.
 *
 * `trustForwardedFor` is for a trusted proxy in front of this server, which tests and the benchmark
 * play to be many visitors from one loopback socket: the first valid address of the incoming
 * `x-forwarded-for` is then taken as the client's (else the socket's). Off by default;
 * LOCAL_BACKEND_TRUST_FORWARDED_FOR=1 turns it on for `npm start` / `npm run dev` (the e2e suite
 * does), never on a server others can reach.
 */
export function forwardClientAddress(req: IncomingMessage, trustForwardedFor = false): void {
  const forwarded = trustForwardedFor
    ? (headerValue(req, 'x-forwarded-for') ?? '')
        .split(',')
        .map((hop) => parseClientAddress(hop))
        .find((hop) => hop !== undefined)
    : undefined;
  const address = forwarded ?? parseClientAddress(req.socket.remoteAddress);
  delete req.headers['cf-connecting-ip'];
  delete req.headers['x-forwarded-for'];
  delete req.headers['x-real-ip'];
  if (address !== undefined) {
    req.headers['cf-connecting-ip'] = address;
    req.headers['x-forwarded-for'] = address;
  }
}

/** LOCAL_BACKEND_TRUST_FORWARDED_FOR=1 (see forwardClientAddress). */
export function trustForwardedForFromEnv(env: NodeJS.ProcessEnv = process.env): boolean {
  return env.LOCAL_BACKEND_TRUST_FORWARDED_FOR === '1';
}
