import type { IncomingMessage, ServerResponse } from 'node:http';
import { CORS_HEADERS } from './gateway.ts';
import { drain, sendEmpty, sendJson } from './http.ts';

/**
 * Just enough of Supabase Auth that supabase-js never waits on it: the site has no sign-in, so
 * there is never a session to refresh or a user to return. A stored session from elsewhere gets
 * "refresh token not found", which makes auth-js drop it and emit SIGNED_OUT.
 */
export function handleAuth(req: IncomingMessage, res: ServerResponse, path: string): void {
  drain(req);
  const headers = { ...CORS_HEADERS, 'X-Supabase-Api-Version': '2024-01-01' };
  if (path === '/health' && req.method === 'GET') {
    sendJson(
      res,
      200,
      { name: 'GoTrue', version: 'local', description: 'Local stand-in without accounts' },
      headers,
    );
  } else if (path === '/settings' && req.method === 'GET') {
    sendJson(
      res,
      200,
      { external: {}, disable_signup: true, mailer_autoconfirm: false, phone_autoconfirm: false },
      headers,
    );
  } else if (path === '/token' && req.method === 'POST') {
    sendJson(
      res,
      400,
      { code: 'refresh_token_not_found', message: 'Invalid Refresh Token: Refresh Token Not Found' },
      headers,
    );
  } else if (path === '/logout' && req.method === 'POST') {
    sendEmpty(res, 204, headers);
  } else if (path === '/user' && req.method === 'GET') {
    sendJson(res, 403, { code: 'bad_jwt', message: 'invalid claim: missing sub claim' }, headers);
  } else {
    sendJson(
      res,
      404,
      {
        code: 'not_found',
        message: 'The local backend has no accounts; this Auth endpoint is not available',
      },
      headers,
    );
  }
}
