import type { IncomingMessage, ServerResponse } from 'node:http';
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
 * Supabase's gateway tells PostgREST who the client is in x-forwarded-for, and the flood guard's
 * per-client limit reads it (consultation_guard.client_key in the migrations). Locally there is no
 * gateway, so the socket's address stands in, unless the request already names a client: tests
 * and benchmarks play many visitors from one loopback socket that way. That trust is fine on a
 * developer's machine, and is exactly what the migration's comment says about the hosted proxy.
 */
export function forwardClientAddress(req: IncomingMessage): void {
  const present = headerValue(req, 'x-forwarded-for');
  const address = req.socket.remoteAddress;
  if ((present === undefined || present.trim() === '') && address !== undefined)
    req.headers['x-forwarded-for'] = address;
}
