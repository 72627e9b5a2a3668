/**
 * Item 1 of issue 13 for `npm start`: vite preview with the project's config and the backend, as
 * npm start runs it. Before the guard, `http://[::1` ended the process (a throw in Vite's bundled
 * connect) and `//x:99999/` got a 500 with a stack trace and absolute paths.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { LOCAL_ANON_KEY } from '../../src/lib/localBackend';
import { watchCrashes } from './support/crashes';
import { createFixtureSite } from './support/fixtureSite';
import { fuzz, fuzzCases, sendRaw, summary } from './support/rawFuzz';
import { startPreview, type RunningServer } from './support/servers';

const seed = Number(process.env.FUZZ_SEED ?? 13_0001);
let site: ReturnType<typeof createFixtureSite>;
let server: RunningServer;

beforeAll(async () => {
  site = createFixtureSite();
  server = await startPreview(site.root, { backend: true });
  // The database opens in the background as the server starts: wait for it here.
  await fetch(`${server.url}/rest/v1/consultation_requests`, {
    method: 'HEAD',
    headers: { apikey: LOCAL_ANON_KEY },
  });
}, 120_000);

afterAll(async () => {
  await server?.close();
  site?.remove();
});

const close = 'Connection: close\r\n\r\n';

it('answers the audit’s killer targets with 400 and no stack', async () => {
  for (const target of ['http://[::1', 'http://[/', '//x:99999/', '//[', '/%', '/\\x:99999/']) {
    const { outcome, text } = await sendRaw(
      server.port,
      Buffer.from(`GET ${target} HTTP/1.1\r\nHost: 127.0.0.1\r\n${close}`),
    );
    expect(outcome, target).toBe('400');
    expect(text, target).not.toMatch(/ at |\/work|\/tmp|node_modules/);
  }
});

it(
  'answers 2,000 malformed requests without crashing or giving away its insides',
  { timeout: 60_000 },
  async () => {
    const crashes = watchCrashes();
    const report = await fuzz(server.port, fuzzCases(seed, 2_000));
    const crashCount = crashes();
    console.info(summary('npm start (vite preview)', seed, report, crashCount));

    expect(report.failures.slice(0, 10)).toEqual([]);
    expect(crashCount).toBe(0);
    const alive = await sendRaw(
      server.port,
      Buffer.from(`GET /about HTTP/1.1\r\nHost: 127.0.0.1\r\n${close}`),
    );
    expect(alive.outcome).toBe('200');
    expect(alive.text).toContain('<h1>About</h1>');
  },
);

it('still takes consultation requests on the page’s own origin', async () => {
  const response = await fetch(`${server.url}/rest/v1/rpc/submit_consultation_request`, {
    method: 'POST',
    headers: {
      apikey: LOCAL_ANON_KEY,
      authorization: `Bearer ${LOCAL_ANON_KEY}`,
      'content-type': 'application/json',
      prefer: 'return=minimal',
    },
    body: JSON.stringify({
      request: {
        full_name: 'Sabina Magar',
        phone_number: '9851012345',
        email: null,
        help_topic: 'For Business',
      },
    }),
  });
  expect(response.status).toBe(204);
});
