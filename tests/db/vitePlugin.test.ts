/** The plugin inside real Vite dev and preview servers, and reading requests from a running server. */
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createServer, preview, type PreviewServer, type ViteDevServer } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_PATH, ADMIN_TOKEN_HEADER } from '../../server/adminEndpoint';
import { readConsultationRequests } from '../../server/requestsStore';
import { localSupabase } from '../../server/vitePlugin';
import { productionPreview } from '../../scripts/vite/productionPreview';
import { LOCAL_ANON_KEY } from '../../src/lib/localBackend';
import { testClient } from './support';
import { consultationRequestCall } from '../../src/features/consultation/submitConsultation';

const root = mkdtempSync(join(tmpdir(), 'rupantaran-vite-'));
const registry = join(root, '.data', 'servers');
let dev: ViteDevServer;
let devUrl: string;

beforeAll(async () => {
  writeFileSync(join(root, 'index.html'), '<!doctype html><title>test</title>');
  dev = await createServer({
    root,
    configFile: false,
    logLevel: 'silent',
    plugins: [localSupabase({ dataDir: 'memory://', projectRoot: root })],
    server: { host: '127.0.0.1', port: 0, hmr: false, watch: null },
  });
  await dev.listen();
  devUrl = dev.resolvedUrls?.local[0]?.replace(/\/$/, '') ?? '';
  // The database opens in the background as the server starts; wait for it here, not in a test.
  await fetch(`${devUrl}/rest/v1/consultation_requests`, {
    method: 'HEAD',
    headers: { apikey: LOCAL_ANON_KEY },
  });
}, 120_000);

afterAll(async () => {
  await dev?.close();
  rmSync(root, { recursive: true, force: true });
});

describe('localSupabase() in the dev server', () => {
  it("serves the form's submit on the page origin and leaves pages to Vite", async () => {
    const { status, error } = await consultationRequestCall(testClient(devUrl), {
      full_name: 'Nabin Karki',
      phone_number: null,
      email: 'nabin@example.com',
      help_topic: 'Other',
    });
    expect({ status, error }).toEqual({ status: 204, error: null });
    const page = await fetch(`${devUrl}/`);
    expect(await page.text()).toContain('<title>test</title>');
  });

  it('answers unknown paths under the API prefixes with JSON 404, not the page', async () => {
    for (const path of [
      '/rest/v2/consultation_requests',
      '/auth/callback',
      '/realtime',
      '/rest/v1/%E0%A4%A',
    ]) {
      const response = await fetch(`${devUrl}${path}`, { headers: { apikey: LOCAL_ANON_KEY } });
      expect([path, response.headers.get('content-type')]).toEqual([path, 'application/json; charset=utf-8']);
      expect(response.status).toBe(path.includes('%') ? 400 : 404);
    }
  });

  it('announces a loopback admin endpoint that the requests reader uses', async () => {
    expect(readdirSync(registry)).toHaveLength(1);
    const rows = await readConsultationRequests({ serverUrl: devUrl, root });
    expect(rows).toEqual([expect.objectContaining({ full_name: 'Nabin Karki', email: 'nabin@example.com' })]);
  });

  it('refuses the admin endpoint without the token', async () => {
    expect((await fetch(`${devUrl}${ADMIN_PATH}`)).status).toBe(403);
    expect(
      (await fetch(`${devUrl}${ADMIN_PATH}`, { headers: { [ADMIN_TOKEN_HEADER]: 'guess' } })).status,
    ).toBe(403);
  });
});

/** A GET with a Host header of our choosing (fetch does not let a caller set Host). */
function getWithHost(
  url: string,
  host: string,
  headers: Record<string, string> = {},
): Promise<{ status: number; headers: Record<string, unknown> }> {
  return new Promise((resolve, reject) => {
    const outgoing = request(url, { headers: { ...headers, host } }, (response) => {
      response.resume();
      response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers }));
    });
    outgoing.on('error', reject);
    outgoing.end();
  });
}

describe('the admin endpoint and DNS rebinding (issue 23 item 5)', () => {
  it('answers only a loopback Host, even with the right token', async () => {
    const port = new URL(devUrl).port;
    const { token } = JSON.parse(readFileSync(join(registry, `${port}.json`), 'utf8')) as { token: string };
    const withToken = { [ADMIN_TOKEN_HEADER]: token };
    expect((await getWithHost(`${devUrl}${ADMIN_PATH}`, 'evil.example', withToken)).status).toBe(403);
    expect((await getWithHost(`${devUrl}${ADMIN_PATH}`, `evil.example:${port}`, withToken)).status).toBe(403);
    expect((await getWithHost(`${devUrl}${ADMIN_PATH}`, `localhost:${port}`, withToken)).status).toBe(200);
    expect((await getWithHost(`${devUrl}${ADMIN_PATH}`, `127.0.0.1:${port}`, withToken)).status).toBe(200);
  });
});

describe('localSupabase() in the preview server', () => {
  it('answers /__local-backend/<anything but the admin path> with the 404 page and the security headers', async () => {
    const outDir = join(root, 'dist-headers');
    mkdirSync(outDir, { recursive: true });
    writeFileSync(join(outDir, 'index.html'), '<!doctype html><title>home</title>');
    writeFileSync(join(outDir, '404.html'), '<!doctype html><title>not found</title>');
    writeFileSync(
      join(outDir, '_headers'),
      "/*\n  Content-Security-Policy: default-src 'self'\n  X-Content-Type-Options: nosniff\n",
    );
    const previewServer = await preview({
      root,
      configFile: false,
      logLevel: 'silent',
      plugins: [localSupabase({ dataDir: 'memory://', projectRoot: root }), productionPreview()],
      preview: { host: '127.0.0.1', port: 0 },
      build: { outDir },
    });
    try {
      const url = previewServer.resolvedUrls?.local[0]?.replace(/\/$/, '') ?? '';
      for (const path of [
        '/__local-backend/anything',
        '/__local-backend',
        '/__local-backend/consultation-requests/x',
      ]) {
        const response = await fetch(`${url}${path}`);
        expect(response.status, path).toBe(404);
        expect(response.headers.get('content-security-policy'), path).toBe("default-src 'self'");
        expect(await response.text(), path).toContain('not found');
      }
      expect((await fetch(`${url}${ADMIN_PATH}`)).status).toBe(403);
    } finally {
      await previewServer.close();
    }
  }, 120_000);

  let server: PreviewServer | undefined;

  it('mounts there too, and withdraws its announcement and database on close', async () => {
    const outDir = join(root, 'dist');
    mkdirSync(outDir, { recursive: true });
    writeFileSync(join(outDir, 'index.html'), '<!doctype html><title>built</title>');
    server = await preview({
      root,
      configFile: false,
      logLevel: 'silent',
      plugins: [localSupabase({ dataDir: 'memory://', projectRoot: root })],
      preview: { host: '127.0.0.1', port: 0 },
      build: { outDir },
    });
    const url = server.resolvedUrls?.local[0]?.replace(/\/$/, '') ?? '';
    const { status } = await consultationRequestCall(testClient(url), {
      full_name: 'Pooja Magar',
      phone_number: '9812345678',
      email: null,
      help_topic: 'For Individual',
    });
    expect(status).toBe(204);
    // Each in-memory server has its own database.
    expect(await readConsultationRequests({ serverUrl: url, root })).toEqual([
      expect.objectContaining({ full_name: 'Pooja Magar' }),
    ]);
    const port = new URL(url).port;
    expect(existsSync(join(registry, `${port}.json`))).toBe(true);
    await server.close();
    expect(existsSync(join(registry, `${port}.json`))).toBe(false);
  }, 120_000);
});

describe('hosted mode', () => {
  it('mounts nothing when VITE_SUPABASE_URL is set', async () => {
    process.env.VITE_SUPABASE_URL = 'https://example.supabase.co';
    const hosted = await createServer({
      root,
      configFile: false,
      logLevel: 'silent',
      plugins: [localSupabase({ dataDir: 'memory://', projectRoot: root })],
      server: { host: '127.0.0.1', port: 0, hmr: false, watch: null },
    });
    try {
      await hosted.listen();
      const url = hosted.resolvedUrls?.local[0]?.replace(/\/$/, '') ?? '';
      const response = await fetch(`${url}/rest/v1/consultation_requests`, { method: 'POST', body: '{}' });
      expect(response.headers.get('content-type') ?? '').not.toContain('application/json');
    } finally {
      delete process.env.VITE_SUPABASE_URL;
      await hosted.close();
    }
  }, 60_000);
});
