/**
 * The site's real Supabase client (supabase-js) against the embedded local backend on a real HTTP
 * server with an in-memory PGlite: the insert the consultation form makes lands in the table, and the
 * auth wiring follows the session supabase-js restores. The page is a jsdom window whose origin is
 * that server, as in the browser where the backend shares the page's origin; it also provides the
 * localStorage auth-js keeps the session in and the WebSocket realtime needs on Node 20. (PGlite does
 * not load under the jsdom test environment, hence a window of our own.)
 */
import { JSDOM } from 'jsdom';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { LocalDatabase } from '../../server/db';
import { openTestDatabase, startTestServer, type TestServer } from '../../tests/db/support';
import { LOCAL_ANON_KEY } from './localBackend';

let database: LocalDatabase;
let server: TestServer;

beforeAll(async () => {
  database = await openTestDatabase();
  server = await startTestServer(database.db);
}, 120_000);

afterAll(async () => {
  await server?.close();
  await database?.close();
});

beforeEach(() => {
  // Each test gets fresh modules (the client singleton, the auth state) and a fresh page.
  vi.resetModules();
  const { window } = new JSDOM('<!doctype html>', { url: `${server.url}/consultation` });
  vi.stubGlobal('window', window);
  vi.stubGlobal('document', window.document);
  vi.stubGlobal('localStorage', window.localStorage);
  vi.stubGlobal('WebSocket', window.WebSocket);
  // The local backend on the page's own origin, as the built site uses it.
  vi.stubEnv('VITE_SUPABASE_URL', '');
  vi.stubEnv('VITE_SUPABASE_ANON_KEY', '');
  return () => {
    window.close();
    vi.unstubAllGlobals();
    vi.unstubAllEnvs();
  };
});

const base64url = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');

/** A session as auth-js stores it; the token only needs to look like a JWT that has not expired. */
function storedSession(accessToken: string) {
  const expiresAt = Math.floor(Date.now() / 1000) + 3600;
  return {
    access_token: accessToken,
    refresh_token: 'local-refresh-token',
    token_type: 'bearer',
    expires_in: 3600,
    expires_at: expiresAt,
    user: {
      id: '00000000-0000-4000-8000-000000000001',
      aud: 'authenticated',
      role: 'authenticated',
      app_metadata: {},
      user_metadata: {},
      created_at: new Date().toISOString(),
    },
  };
}

describe('getSupabaseClient', () => {
  it('is one client whose submit lands in consultation_requests', async () => {
    const { getSupabaseClient } = await import('./supabaseClient');
    const client = getSupabaseClient();
    expect(getSupabaseClient()).toBe(client);
    // The local development key, since no hosted project is configured.
    expect(client['supabaseKey']).toBe(LOCAL_ANON_KEY);
    const email = `sita.${Date.now()}@example.com`;
    const { error, status } = await client.rpc('submit_consultation_request', {
      request: { full_name: 'Sita Sharma', phone_number: null, email, help_topic: 'For Business' },
    });
    expect(error).toBeNull();
    expect(status).toBe(204);
    const { rows } = await database.db.query<{ full_name: string; help_topic: string }>(
      'select full_name, help_topic from public.consultation_requests where email = $1',
      [email],
    );
    expect(rows).toEqual([{ full_name: 'Sita Sharma', help_topic: 'For Business' }]);
  });

  it('wires a restored session into realtime and clears it on sign-out', async () => {
    const accessToken = `${base64url({ alg: 'HS256', typ: 'JWT' })}.${base64url({
      sub: '00000000-0000-4000-8000-000000000001',
      role: 'authenticated',
      exp: Math.floor(Date.now() / 1000) + 3600,
    })}.signature`;
    // supabase-js's default storage key for a backend on 127.0.0.1.
    localStorage.setItem('sb-127-auth-token', JSON.stringify(storedSession(accessToken)));
    const { getSupabaseClient } = await import('./supabaseClient');
    const { getAccessToken } = await import('./authSession');
    const client = getSupabaseClient();

    await vi.waitFor(() => expect(getAccessToken()).toBe(accessToken));
    await vi.waitFor(() => expect(client.realtime.accessTokenValue).toBe(accessToken));

    const { error } = await client.auth.signOut({ scope: 'local' });
    expect(error).toBeNull();
    expect(getAccessToken()).toBeNull();
    await vi.waitFor(() => expect(client.realtime.accessTokenValue).not.toBe(accessToken));
    expect(localStorage.getItem('sb-127-auth-token')).toBeNull();
  });
});
