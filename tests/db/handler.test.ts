/** The REST handler through the real supabase-js client, as the browser uses it. */
import { request } from 'node:http';
import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { LocalDatabase } from '../../server/db';
import {
  consultationRequestCall,
  submitConsultation,
  SUBMIT_FUNCTION,
  type InsertConsultationRow,
} from '../../src/features/consultation/submitConsultation';
import { LOCAL_ANON_KEY } from '../../src/lib/localBackend';
import { openTestDatabase, startTestServer, testClient, type TestServer } from './support';

let database: LocalDatabase;
let server: TestServer;

beforeAll(async () => {
  database = await openTestDatabase();
  // Every request here comes from one loopback socket, one "visitor": lift the per-client limit
  // and per-network limits for this file; tests/db/limits.test.ts holds the real limits to account.
  await database.db.query(
    "update consultation_guard.admission_limits set per_address = 100000, per_network = 100000 where kind = 'consultation_request'",
  );
  // Visitors may not insert into any table of the site (they submit through functions), but a direct
  // insert still meets the PostgREST insert path: a table of this file's own keeps it under test.
  await database.db.exec(`
    create table public.insert_probe (
      id serial primary key, full_name text, phone_number text, email text, help_topic text, extra text
    );
    grant insert (full_name, phone_number, email, help_topic, extra) on public.insert_probe to anon;
    grant usage on sequence public.insert_probe_id_seq to anon;`);
  server = await startTestServer(database.db, { maxBodyBytes: 2048 });
}, 120_000);

afterAll(async () => {
  await server?.close();
  await database?.close();
});

let counter = 0;
const row = (changes: Record<string, unknown> = {}) => ({
  full_name: 'Sita Sharma',
  phone_number: null,
  email: `sita.${(counter += 1)}@example.com`,
  help_topic: 'For Business',
  ...changes,
});

async function storedCount(where = 'true', params: unknown[] = []): Promise<number> {
  const { rows } = await database.db.query<{ count: number }>(
    `select count(*)::int as count from public.consultation_requests where ${where}`,
    params,
  );
  return rows[0]?.count ?? -1;
}

const headers = {
  apikey: LOCAL_ANON_KEY,
  Authorization: `Bearer ${LOCAL_ANON_KEY}`,
  'Content-Type': 'application/json',
};
const endpoint = (path = '/rest/v1/consultation_requests') => `${server.url}${path}`;

describe('submits through supabase-js, as the form does', () => {
  it('stores a row: 204 with no body', async () => {
    const values = row({ full_name: 'श्रेया श्रेष्ठ', phone_number: '+977 984-1234567' });
    const { error, status, data } = await consultationRequestCall(testClient(server.url), values);
    expect({ error, status, data }).toEqual({ error: null, status: 204, data: null });
    expect(await storedCount('email = $1 and full_name = $2', [values.email, values.full_name])).toBe(1);
  });

  it('loses no row when many submits arrive at once (the rate is measured by the bench)', async () => {
    const client = testClient(server.url);
    const rows = Array.from({ length: 40 }, () => row({ full_name: 'Bikash Tamang' }));
    const results = await Promise.all(rows.map((values) => consultationRequestCall(client, values)));
    expect(results.map((result) => result.status)).toEqual(Array(rows.length).fill(204));
    const emails = rows.map((values) => values.email);
    expect(await storedCount('email = any($1)', [emails])).toBe(rows.length);
  });

  it('refuses an array of rows whole (400, PT400)', async () => {
    const client = testClient(server.url);
    const pair = [row(), row()];
    const { error, status } = await client.rpc(SUBMIT_FUNCTION, { request: pair });
    expect(status).toBe(400);
    expect(error).toMatchObject({
      code: 'PT400',
      message: 'A request may store only one consultation request',
    });
    expect(await storedCount('email = any($1)', [pair.map((values) => values.email)])).toBe(0);
  });

  it('reports a CHECK violation as PostgREST does (400, 23514)', async () => {
    const { error, status } = await consultationRequestCall(testClient(server.url), row({ full_name: 'X' }));
    expect(status).toBe(400);
    expect(error).toEqual({
      code: '23514',
      message: 'new row for relation "consultation_requests" violates check constraint "full_name_length"',
      details: null,
      hint: null,
    });
  });

  it('reports a missing required column (400, 23502)', async () => {
    const { error, status } = await testClient(server.url).rpc(SUBMIT_FUNCTION, {
      request: { email: 'a@example.com', help_topic: 'Other' },
    });
    expect([status, error?.code]).toEqual([400, '23502']);
  });

  it('reports the flood guard as 429 PT429, which the submit flow shows as rate-limited', async () => {
    const client = testClient(server.url);
    const insertRow: InsertConsultationRow = async (values) => ({
      error: (await consultationRequestCall(client, values)).error,
    });
    const form = {
      fullName: 'Gita Rai',
      phoneNumber: '',
      email: 'gita@example.com',
      helpTopic: 'Other',
      website: '',
    };
    const direct = async () => consultationRequestCall(client, row({ email: 'gita@example.com' }));
    for (let index = 0; index < 3; index += 1) expect((await direct()).status).toBe(204);
    const refused = await direct();
    expect(refused.status).toBe(429);
    expect(refused.error).toMatchObject({ code: 'PT429', hint: 'Wait an hour before submitting again.' });
    await expect(submitConsultation(form, { insertRow, storage: null })).resolves.toEqual({
      status: 'rate-limited',
    });
  });

  it('refuses a direct insert, and one asking for the row back: 401, 42501, and nothing is stored', async () => {
    const plain = await testClient(server.url).from('consultation_requests').insert(row());
    expect([plain.status, plain.error?.code]).toEqual([401, '42501']);
    const values = row();
    const { error, status } = await testClient(server.url)
      .from('consultation_requests')
      .insert(values)
      .select();
    expect(status).toBe(401);
    expect(error).toMatchObject({
      code: '42501',
      message: 'permission denied for table consultation_requests',
    });
    expect(await storedCount('email = $1', [values.email])).toBe(0);
  });

  it('refuses reads, updates and deletes', async () => {
    const client = testClient(server.url);
    const read = await client.from('consultation_requests').select('*');
    expect([read.status, read.error?.code]).toEqual([401, '42501']);
    const update = await client
      .from('consultation_requests')
      .update({ full_name: 'Changed' })
      .eq('email', 'x@example.com');
    expect([update.status, update.error?.code]).toEqual([401, '42501']);
    const remove = await client.from('consultation_requests').delete().eq('email', 'x@example.com');
    expect([remove.status, remove.error?.code]).toEqual([401, '42501']);
    const removeAll = await client.from('consultation_requests').delete();
    expect([removeAll.status, removeAll.error?.message]).toEqual([400, 'DELETE requires a WHERE clause']);
  });

  it('refuses columns the visitor may not set, and unknown ones', async () => {
    const client = testClient(server.url);
    const withId = await client.from('consultation_requests').insert(row({ id: crypto.randomUUID() }));
    expect([withId.status, withId.error?.code]).toEqual([401, '42501']);
    const unknown = await client.from('consultation_requests').insert(row({ budget: 'NPR 50,000' }));
    expect([unknown.status, unknown.error?.code]).toEqual([400, 'PGRST204']);
  });

  it('answers an unknown table with 404 PGRST205 and an unknown function with 404 PGRST202', async () => {
    const client = testClient(server.url);
    const table = await client.from('leads').insert({ name: 'x' });
    expect([table.status, table.error?.code]).toEqual([404, 'PGRST205']);
    const rpc = await client.rpc('export_leads');
    expect([rpc.status, rpc.error?.code]).toEqual([404, 'PGRST202']);
  });

  it("answers a wrong key with the gateway's 401", async () => {
    const { error, status } = await testClient(server.url, 'not-the-key')
      .from('consultation_requests')
      .insert(row());
    expect(status).toBe(401);
    expect(error).toMatchObject({
      message: 'Invalid API key',
      hint: 'Double check your Supabase `anon` or `service_role` API key.',
    });
  });
});

describe('raw HTTP', () => {
  it('logs an aborted upload as one line, with no stack trace (issue 23 item 5)', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    try {
      const { port } = new URL(server.url);
      const socket = connect(Number(port), '127.0.0.1');
      await new Promise<void>((resolve) => socket.once('connect', () => resolve()));
      socket.write(
        `POST /rest/v1/consultation_requests HTTP/1.1\r\nHost: 127.0.0.1\r\napikey: ${LOCAL_ANON_KEY}\r\n` +
          'Content-Type: application/json\r\nContent-Length: 500\r\n\r\n{"full_name": "Sita',
      );
      await new Promise((resolve) => setTimeout(resolve, 200));
      socket.destroy();
      await expect.poll(() => warn.mock.calls.length, { timeout: 5_000 }).toBeGreaterThan(0);
      for (const call of warn.mock.calls) {
        expect(call).toHaveLength(1);
        expect(String(call[0])).not.toContain('\n');
        expect(String(call[0])).toMatch(/^\[local-supabase\] request failed: .*aborted/i);
      }
    } finally {
      warn.mockRestore();
    }
  });

  it('needs an apikey', async () => {
    const response = await fetch(endpoint(), {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(row()),
    });
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({
      message: 'No API key found in request',
      hint: 'No `apikey` request header or url param was found.',
    });
  });

  it('treats a request without Authorization as anon, and refuses a foreign bearer token', async () => {
    const { Authorization: _dropped, ...withoutBearer } = headers;
    expect(
      (
        await fetch(endpoint(`/rest/v1/rpc/${SUBMIT_FUNCTION}`), {
          method: 'POST',
          headers: withoutBearer,
          body: JSON.stringify({ request: row() }),
        })
      ).status,
    ).toBe(204);
    const foreign = await fetch(endpoint(), {
      method: 'POST',
      headers: { ...headers, Authorization: 'Bearer a.b.c' },
      body: JSON.stringify(row()),
    });
    expect(foreign.status).toBe(401);
    expect(await foreign.json()).toMatchObject({ code: 'PGRST301' });
  });

  it('honours columns=, Prefer return=minimal and count=exact, and ignores tx=rollback as hosted PostgREST does', async () => {
    const values = row({ extra: 'ignored because columns= leaves it out' });
    const probe = endpoint('/rest/v1/insert_probe');
    const response = await fetch(`${probe}?columns="full_name","phone_number","email","help_topic"`, {
      method: 'POST',
      headers: { ...headers, Prefer: 'return=minimal, count=exact, tx=rollback' },
      body: JSON.stringify([values]),
    });
    expect(response.status).toBe(201);
    expect(response.headers.get('content-range')).toBe('*/1');
    expect(response.headers.get('preference-applied')).toBe('return=minimal');
    expect(await response.text()).toBe('');
    // Stored: rolling back would let anyone probe the flood guard without leaving a trace.
    const { rows } = await database.db.query('select extra from public.insert_probe where email = $1', [
      values.email,
    ]);
    expect(rows).toEqual([{ extra: null }]);
  });

  it('answers a malformed percent-encoded path with 400 JSON', async () => {
    const response = await fetch(endpoint('/rest/v1/%E0%A4%A'), { method: 'POST', headers, body: '{}' });
    expect(response.status).toBe(400);
    expect(response.headers.get('content-type')).toContain('application/json');
    expect(await response.json()).toMatchObject({ code: 'PGRST100' });
  });

  it.each([
    '/rest',
    '/rest/',
    '/rest/v2/consultation_requests',
    '/auth',
    '/auth/v2/token',
    '/realtime',
    '/realtime/v2/websocket',
    '/storage/object',
    '/functions/hello',
  ])('answers %s, under an API prefix but unknown, with a JSON 404, never the site', async (path) => {
    const response = await fetch(endpoint(path), { headers: { apikey: LOCAL_ANON_KEY } });
    expect(response.status).toBe(404);
    expect(response.headers.get('content-type')).toContain('application/json');
    expect(await response.json()).toMatchObject({ code: 'PGRST125', message: expect.any(String) });
  });

  it.each([
    ['invalid JSON', '{"full_name": ', 400, 'PGRST102'],
    ['a JSON string', '"hello"', 400, 'PGRST102'],
    ['mismatched keys', JSON.stringify([{ full_name: 'A' }, { email: 'b@example.com' }]), 400, 'PGRST102'],
    [
      'a wrongly typed id',
      JSON.stringify({
        full_name: 'Asha',
        email: 'a@example.com',
        help_topic: 'Other',
        created_at: 'yesterday',
      }),
      401,
      '42501',
    ],
  ])('answers %s', async (_label, body, status, code) => {
    const response = await fetch(endpoint(), { method: 'POST', headers, body });
    expect(response.status).toBe(status);
    expect(await response.json()).toMatchObject({ code });
  });

  it('refuses bodies over the size limit with 413', async () => {
    const response = await fetch(endpoint(), {
      method: 'POST',
      headers,
      body: JSON.stringify(row({ full_name: 'a'.repeat(4000) })),
    });
    expect(response.status).toBe(413);
  });

  it('refuses other content types with 415 and other schemas with 406', async () => {
    const text = await fetch(endpoint(), {
      method: 'POST',
      headers: { ...headers, 'Content-Type': 'text/plain' },
      body: 'x',
    });
    expect([text.status, (await text.json()).code]).toEqual([415, 'PGRST107']);
    const schema = await fetch(endpoint(), {
      method: 'POST',
      headers: { ...headers, 'Content-Profile': 'private' },
      body: '{}',
    });
    expect([schema.status, (await schema.json()).code]).toEqual([406, 'PGRST106']);
  });

  it('refuses unsupported methods with 405', async () => {
    const status = await new Promise<number>((resolve, reject) => {
      const outgoing = request(endpoint(), { method: 'PROPFIND', headers }, (response) => {
        response.resume();
        resolve(response.statusCode ?? 0);
      });
      outgoing.on('error', reject);
      outgoing.end();
    });
    expect(status).toBe(405);
  });

  it('answers CORS preflights', async () => {
    const response = await fetch(endpoint(), {
      method: 'OPTIONS',
      headers: {
        Origin: 'https://rupantaran.ai',
        'Access-Control-Request-Method': 'POST',
        'Access-Control-Request-Headers':
          'apikey, authorization, content-type, content-profile, x-client-info, prefer',
      },
    });
    expect(response.status).toBe(204);
    expect(response.headers.get('access-control-allow-origin')).toBe('*');
    const allowed = response.headers.get('access-control-allow-headers') ?? '';
    for (const header of [
      'apikey',
      'authorization',
      'content-type',
      'content-profile',
      'x-client-info',
      'prefer',
    ]) {
      expect(allowed).toContain(header);
    }
    expect(response.headers.get('access-control-allow-methods')).toContain('POST');
  });

  it('answers auth and realtime without hanging, and leaves other paths alone', async () => {
    const keyed = { apikey: LOCAL_ANON_KEY };
    expect((await fetch(endpoint('/auth/v1/health'), { headers: keyed })).status).toBe(200);
    const refresh = await fetch(endpoint('/auth/v1/token?grant_type=refresh_token'), {
      method: 'POST',
      headers: keyed,
      body: '{}',
    });
    expect([refresh.status, (await refresh.json()).code]).toEqual([400, 'refresh_token_not_found']);
    expect((await fetch(endpoint('/realtime/v1/websocket'), { headers: keyed })).status).toBe(404);
    for (const path of ['/consultation', '/restaurants', '/authors/x']) {
      const other = await fetch(endpoint(path));
      expect(await other.text()).toBe('not the backend');
    }
  });

  it('answers 503 while the database cannot be opened', async () => {
    const broken = await startTestServer(database.db, {
      database: () => Promise.reject(new Error('locked by process 42')),
    });
    try {
      const response = await fetch(`${broken.url}/rest/v1/consultation_requests`, {
        method: 'POST',
        headers,
        body: JSON.stringify(row()),
      });
      expect(response.status).toBe(503);
      expect(await response.json()).toMatchObject({ code: 'PGRST000', details: 'locked by process 42' });
    } finally {
      await broken.close();
    }
  });
});
