/** Item 1 of issue 13: no request line, target, header or method takes scripts/serve down or leaks. */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { startStaticServer, type StaticServer } from '../../scripts/serve/staticServer';
import { watchCrashes } from './support/crashes';
import { createFixtureSite } from './support/fixtureSite';
import { fuzz, fuzzCases, sendRaw, summary } from './support/rawFuzz';

const seed = Number(process.env.FUZZ_SEED ?? 13_0001);
let site: ReturnType<typeof createFixtureSite>;
let server: StaticServer;

beforeAll(async () => {
  site = createFixtureSite();
  // With the backend, as e2e runs it: every request passes its middleware first.
  server = await startStaticServer({ dir: site.dist, withBackend: true });
}, 120_000);

afterAll(async () => {
  await server?.close();
  site?.remove();
});

it(
  'answers 2,000 malformed requests without crashing or giving away its insides',
  { timeout: 60_000 },
  async () => {
    const port = Number(new URL(server.url).port);
    const crashes = watchCrashes();
    const report = await fuzz(port, fuzzCases(seed, 2_000));
    const crashCount = crashes();
    console.info(summary('scripts/serve', seed, report, crashCount));

    expect(report.failures.slice(0, 10)).toEqual([]);
    expect(crashCount).toBe(0);
    const alive = await sendRaw(
      port,
      Buffer.from('GET /about HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n'),
    );
    expect(alive.outcome).toBe('200');
    expect(alive.text).toContain('<h1>About</h1>');
  },
);

it('answers the audit’s killer targets with 400', async () => {
  const port = Number(new URL(server.url).port);
  for (const target of ['//x:99999/', '//[', 'http://[::1', 'http://[/', '/%', '/\\x:99999/']) {
    const { outcome, text } = await sendRaw(
      port,
      Buffer.from(`GET ${target} HTTP/1.1\r\nHost: a\r\nConnection: close\r\n\r\n`),
    );
    expect(outcome, target).toBe('400');
    expect(text, target).not.toMatch(/ at |\/work|\/tmp/);
  }
  const absolute = await sendRaw(
    port,
    Buffer.from('GET http://127.0.0.1/about HTTP/1.1\r\nHost: a\r\nConnection: close\r\n\r\n'),
  );
  expect(absolute.outcome).toBe('200');
});
