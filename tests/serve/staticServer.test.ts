import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  startStaticServer,
  type StaticServer,
  type StaticServerOptions,
} from '../../scripts/serve/staticServer';

interface RawResponse {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

/** node:http rather than fetch: fetch would decompress the body and hide what was sent. */
function get(
  baseUrl: string,
  path: string,
  headers: Record<string, string> = {},
  method = 'GET',
): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const req = request(new URL(path, baseUrl), { method, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () =>
        resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
      );
    });
    req.on('error', reject);
    req.end();
  });
}

const bigScript = `export const greeting = ${JSON.stringify('namaste '.repeat(400))};\n`;
const files: Record<string, string> = {
  'index.html': '<!doctype html><title>Home</title><h1>Home</h1>',
  'about.html': '<!doctype html><title>About</title><h1>About</h1>',
  'about/index.html': '<!doctype html><title>About dir</title><h1>About</h1>',
  'blog/index.html': '<!doctype html><title>Blog</title><h1>Blog</h1>',
  '404.html': '<!doctype html><title>Not found</title><h1>404</h1>',
  'assets/app-AbC123.js': bigScript,
  'assets/tiny-XyZ.js': 'export {};\n',
  'media/clip.mp4': '0123456789',
  '.vite/manifest.json': '{}',
  _headers: [
    '# comment',
    '/*',
    "  Content-Security-Policy: default-src 'self'",
    '  X-Test: all',
    '/assets/*',
    '  Cache-Control: public, max-age=31536000, immutable',
    '  X-Test: assets',
    '/blog/:slug',
    '  X-Slug: yes',
    '',
  ].join('\n'),
};

let dir: string;
const servers: StaticServer[] = [];

async function serve(options: Omit<StaticServerOptions, 'dir'> = {}): Promise<string> {
  const server = await startStaticServer({ dir, port: 0, ...options });
  servers.push(server);
  return server.url;
}

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'static-server-'));
  for (const [relative, contents] of Object.entries(files)) {
    mkdirSync(dirname(join(dir, relative)), { recursive: true });
    writeFileSync(join(dir, relative), contents);
  }
});

afterEach(async () => {
  await Promise.all(servers.splice(0).map((server) => server.close()));
});

afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('startStaticServer', () => {
  it('resolves pretty URLs to .html files and directory indexes', async () => {
    const url = await serve();
    expect((await get(url, '/')).body.toString()).toContain('<h1>Home</h1>');
    expect((await get(url, '/about')).body.toString()).toContain('<title>About</title>');
    expect((await get(url, '/blog')).body.toString()).toContain('<title>Blog</title>');
    expect((await get(url, '/blog/')).body.toString()).toContain('<title>Blog</title>');
    const home = await get(url, '/');
    expect(home.status).toBe(200);
    expect(home.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(home.headers['cache-control']).toBe('no-cache');
  });

  it('answers unknown paths with 404.html and a 404 status', async () => {
    const url = await serve();
    const missing = await get(url, '/no/such/page');
    expect(missing.status).toBe(404);
    expect(missing.body.toString()).toContain('<h1>404</h1>');
  });

  it('never serves files outside the directory, hidden files or host configuration', async () => {
    const url = await serve();
    for (const path of [
      '/../package.json',
      '/%2e%2e/%2e%2e/etc/passwd',
      '/_headers',
      '/.vite/manifest.json',
    ]) {
      const response = await get(url, path);
      expect(response.status, path).toBe(404);
      expect(response.body.toString(), path).toContain('<h1>404</h1>');
    }
  });

  it('compresses text with brotli or gzip as accepted, and leaves small files alone', async () => {
    const url = await serve();
    const br = await get(url, '/assets/app-AbC123.js', { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toBe('Accept-Encoding');
    expect(brotliDecompressSync(br.body).toString()).toBe(bigScript);
    expect(Number(br.headers['content-length'])).toBe(br.body.length);
    expect(br.body.length).toBeLessThan(bigScript.length / 10);

    const gzip = await get(url, '/assets/app-AbC123.js', { 'accept-encoding': 'gzip, br;q=0' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.body).toString()).toBe(bigScript);

    const plain = await get(url, '/assets/app-AbC123.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString()).toBe(bigScript);

    const tiny = await get(url, '/assets/tiny-XyZ.js', { 'accept-encoding': 'br' });
    expect(tiny.headers['content-encoding']).toBeUndefined();
  });

  it('caches hashed assets for a year and applies the _headers rules by path', async () => {
    const url = await serve();
    const asset = await get(url, '/assets/app-AbC123.js');
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(asset.headers['x-test']).toBe('all, assets');
    expect(asset.headers['content-security-policy']).toBe("default-src 'self'");
    const article = await get(url, '/blog/first-post');
    expect(article.status).toBe(404);
    expect(article.headers['x-slug']).toBe('yes');
    expect(article.headers['content-security-policy']).toBe("default-src 'self'");
    expect((await get(url, '/blog/a/b')).headers['x-slug']).toBeUndefined();
  });

  it('leaves the _headers file out when asked to', async () => {
    const url = await serve({ applyHeaders: false });
    const home = await get(url, '/');
    expect(home.headers['content-security-policy']).toBeUndefined();
    expect((await get(url, '/assets/app-AbC123.js')).headers['cache-control']).toBe(
      'public, max-age=31536000, immutable',
    );
  });

  it('supports HEAD, conditional requests and byte ranges; refuses other methods', async () => {
    const url = await serve();
    const head = await get(url, '/about', {}, 'HEAD');
    expect(head.status).toBe(200);
    expect(head.body.length).toBe(0);
    const etag = String(head.headers.etag);
    expect((await get(url, '/about', { 'if-none-match': etag })).status).toBe(304);

    const range = await get(url, '/media/clip.mp4', { range: 'bytes=2-5' });
    expect(range.status).toBe(206);
    expect(range.headers['content-range']).toBe('bytes 2-5/10');
    expect(range.body.toString()).toBe('2345');
    expect((await get(url, '/media/clip.mp4', { range: 'bytes=20-' })).status).toBe(416);

    expect((await get(url, '/about', {}, 'POST')).status).toBe(405);
  });

  it('mounts the local backend on /rest/v1 when asked to', { timeout: 120_000 }, async () => {
    const url = await serve({ withBackend: true });
    const unauthenticated = await get(url, '/rest/v1/consultation_requests', {}, 'POST');
    expect(unauthenticated.status).toBe(401);
    expect((await get(url, '/about')).status).toBe(200);
  });
});
