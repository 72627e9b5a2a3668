/**
 * Both local servers (scripts/serve and npm start's vite preview) serve files per RFC 9110 and with
 * the build's `_headers` (issue 13, item 7).
 */
import { request } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clip, createFixtureSite } from './support/fixtureSite';
import { sendRaw } from './support/rawFuzz';
import { startPreview, startStatic, type RunningServer } from './support/servers';

interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

function get(
  base: string,
  path: string,
  headers: Record<string, string> = {},
  method = 'GET',
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = request(new URL(path, base), { method, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () =>
        resolve({
          status: res.statusCode ?? 0,
          headers: res.headers,
          body: Buffer.concat(chunks).toString('latin1'),
        }),
      );
    });
    req.on('error', reject);
    req.end();
  });
}

let site: ReturnType<typeof createFixtureSite>;
beforeAll(() => {
  site = createFixtureSite();
});
afterAll(() => site.remove());

describe.each([
  { name: 'scripts/serve', start: () => startStatic(site.dist), https: true },
  { name: 'npm start (vite preview)', start: () => startPreview(site.root), https: false },
])('$name', ({ start, https }) => {
  let server: RunningServer;
  beforeAll(async () => {
    server = await start();
  }, 60_000);
  afterAll(() => server.close());

  it('answers byte ranges per RFC 9110', async () => {
    const suffix = await get(server.url, '/media/clip.mp4', { range: 'bytes=-100' });
    expect(suffix.status).toBe(206);
    expect(suffix.headers['content-range']).toBe('bytes 200-299/300');
    expect(suffix.body).toBe(clip.slice(200));

    const middle = await get(server.url, '/media/clip.mp4', { range: 'bytes=2-5' });
    expect(middle.status).toBe(206);
    expect(middle.body).toBe(clip.slice(2, 6));

    // last-pos < first-pos: an invalid range, so either 416 or the whole file, on a live connection.
    const backwards = await sendRaw(
      server.port,
      Buffer.from(
        'GET /media/clip.mp4 HTTP/1.1\r\nHost: 127.0.0.1\r\nRange: bytes=5-3\r\nConnection: close\r\n\r\n',
      ),
    );
    expect(['416', '200']).toContain(backwards.outcome);

    const beyond = await get(server.url, '/media/clip.mp4', { range: 'bytes=300-' });
    expect(beyond.status).toBe(416);
    expect(beyond.headers['content-range']).toBe('bytes */300');
  });

  it('answers conditional requests: If-None-Match, If-Range', async () => {
    const first = await get(server.url, '/media/clip.mp4');
    const etag = String(first.headers.etag);
    // Strong, so If-Range can match it (RFC 9110 §13.1.5: weak tags never do).
    expect(etag).toMatch(/^"/);
    expect((await get(server.url, '/media/clip.mp4', { 'if-none-match': etag })).status).toBe(304);
    expect((await get(server.url, '/media/clip.mp4', { 'if-none-match': `"other", ${etag}` })).status).toBe(
      304,
    );
    expect((await get(server.url, '/media/clip.mp4', { 'if-none-match': '"other"' })).status).toBe(200);

    const stale = await get(server.url, '/media/clip.mp4', { range: 'bytes=0-9', 'if-range': '"stale"' });
    expect(stale.status).toBe(200);
    expect(stale.body).toBe(clip);
    const current = await get(server.url, '/media/clip.mp4', { range: 'bytes=0-9', 'if-range': etag });
    expect(current.status).toBe(206);
    expect(current.body).toBe(clip.slice(0, 10));
  });

  it('revalidates compressed text too', async () => {
    const br = await get(server.url, '/assets/app-AbC123.js', { 'accept-encoding': 'br' });
    expect(br.headers['content-encoding']).toBe('br');
    const again = await get(server.url, '/assets/app-AbC123.js', {
      'accept-encoding': 'br',
      'if-none-match': String(br.headers.etag),
    });
    expect(again.status).toBe(304);
  });

  it('never caches a 404 as an asset, whatever _headers says of /assets/*', async () => {
    const asset = await get(server.url, '/assets/app-AbC123.js');
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    for (const path of ['/assets/missing-123.js', '/no/such/page', '/_headers', '/.vite/manifest.json']) {
      const missing = await get(server.url, path);
      expect(missing.status, path).toBe(404);
      expect(missing.body, path).toContain('<h1>404</h1>');
      expect(missing.headers['cache-control'], path).toBe('no-cache');
      expect(missing.headers.etag, path).toBeUndefined();
    }
  });

  it("answers an unknown path with the nearest 404.html: a language's own", async () => {
    for (const path of ['/ne/no-such-page', '/ne/blog/missing']) {
      const missing = await get(server.url, path);
      expect(missing.status, path).toBe(404);
      expect(missing.body, path).toContain('lang="ne"');
    }
    expect((await get(server.url, '/news/ne')).body).not.toContain('lang="ne"');
  });

  it('sends the production security headers from _headers', async () => {
    for (const path of ['/', '/about', '/no/such/page']) {
      const { headers } = await get(server.url, path);
      expect(headers['content-security-policy'], path).toContain("frame-ancestors 'none'");
      // The local backend is on the page's own origin.
      expect(headers['content-security-policy'], path).toContain("connect-src 'self';");
      expect(headers['x-content-type-options'], path).toBe('nosniff');
      expect(headers['referrer-policy'], path).toBe('strict-origin-when-cross-origin');
      expect(headers['permissions-policy'], path).toContain('camera=()');
      expect(headers['x-frame-options'], path).toBe('DENY');
      // HSTS on plain http means nothing; scripts/serve sends it as the host would (e2e checks it).
      expect(headers['strict-transport-security'] !== undefined, path).toBe(https);
    }
    // Files under /assets and /media are no documents: only the headers that govern a file stay.
    for (const path of ['/assets/app-AbC123.js', '/media/clip.mp4']) {
      const { headers } = await get(server.url, path);
      expect(headers['x-content-type-options'], path).toBe('nosniff');
      expect(headers['referrer-policy'], path).toBe('strict-origin-when-cross-origin');
      for (const name of ['content-security-policy', 'permissions-policy', 'x-frame-options'])
        expect(headers[name], `${name} on ${path}`).toBeUndefined();
    }
    const home = await get(server.url, '/');
    expect(home.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(home.headers['cache-control']).toBe('no-cache');
  });

  it('refuses methods other than GET and HEAD on files', async () => {
    const posted = await get(server.url, '/about', {}, 'POST');
    expect(posted.status).toBe(405);
    expect(posted.headers.allow).toBe('GET, HEAD');
  });
});
