/**
 * A small production-like static server for a built `dist` directory: pretty URLs, a real 404 (or
 * the SPA fallback), gzip/brotli, the cache policy of a static host, the directory's `_headers`
 * file, and optionally the embedded local backend on /rest/v1. Used by the security-header e2e
 * test, the benchmark and `tsx scripts/serve/serve.ts`. No dependencies beyond node:http.
 */
import { createReadStream } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join, relative, resolve, sep } from 'node:path';
import { mountLocalBackend, type MountedBackend } from './backend.ts';
import {
  CompressionCache,
  isCompressible,
  MIN_COMPRESSIBLE_BYTES,
  negotiateEncoding,
} from './compression.ts';
import { contentTypeFor } from './contentTypes.ts';
import { HeadersFileSource } from './headersSource.ts';
import { parseRange } from './range.ts';
import { fileVersion, looksLikePage, resolveFile, type ResolvedFile } from './resolveFile.ts';

export interface StaticServerOptions {
  /** The directory to serve (e.g. `dist`). */
  dir: string;
  /** 0 (the default) picks a free port. */
  port?: number;
  host?: string;
  /** Unknown page paths get index.html with 200 (a client-rendered SPA) instead of 404.html with 404. */
  spa?: boolean;
  /** Mount the embedded local Supabase stand-in (in-memory PGlite) on /rest/v1 and friends. */
  withBackend?: boolean;
  /** Apply the directory's `_headers` file (default true). */
  applyHeaders?: boolean;
  /** gzip/brotli text responses (default true). */
  compress?: boolean;
  /** Compress every text file before listening, so no measured request pays for it (benchmarks). */
  precompress?: boolean;
  log?: (line: string) => void;
}

export interface StaticServer {
  url: string;
  close(): Promise<void>;
}

const IMMUTABLE = 'public, max-age=31536000, immutable';

function cacheControlFor(pathname: string): string {
  // Vite content-hashes everything under /assets; anything else may change under the same name.
  return pathname.startsWith('/assets/') ? IMMUTABLE : 'no-cache';
}

function sendText(res: ServerResponse, status: number, message: string): void {
  res.writeHead(status, { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-cache' });
  res.end(message);
}

async function listFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries.filter((entry) => entry.isFile()).map((entry) => join(entry.parentPath, entry.name));
}

export async function startStaticServer(options: StaticServerOptions): Promise<StaticServer> {
  const root = resolve(options.dir);
  const compressEnabled = options.compress ?? true;
  const headersSource = options.applyHeaders === false ? undefined : new HeadersFileSource(root, options.log);
  const cache = new CompressionCache();
  const backend: MountedBackend | undefined = options.withBackend ? mountLocalBackend() : undefined;

  async function locate(pathname: string): Promise<{ file: ResolvedFile; status: number } | undefined> {
    const found = await resolveFile(root, pathname);
    if (found) return { file: found, status: 200 };
    if (options.spa && looksLikePage(pathname)) {
      const index = await resolveFile(root, '/');
      return index && { file: index, status: 200 };
    }
    const notFound = await resolveFile(root, '/404.html');
    return notFound && { file: notFound, status: 404 };
  }

  async function serveStatic(req: IncomingMessage, res: ServerResponse, pathname: string): Promise<void> {
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.writeHead(405, { Allow: 'GET, HEAD', 'Content-Type': 'text/plain; charset=utf-8' });
      res.end('Method Not Allowed');
      return;
    }
    const located = await locate(pathname);
    if (!located) return sendText(res, 404, 'Not Found');
    const { file, status } = located;
    const contentType = contentTypeFor(file.path);
    const version = fileVersion(file.stats);
    const etag = `W/"${version}"`;
    const compressible = compressEnabled && isCompressible(contentType);
    // Lower-case names, so a _headers rule replaces the default of the same name whatever its case.
    const headers: Record<string, string | number> = {
      'content-type': contentType,
      'cache-control': cacheControlFor(pathname),
      etag,
    };
    if (compressible) headers.vary = 'Accept-Encoding';
    else headers['accept-ranges'] = 'bytes';
    // Hosts apply _headers rules by the requested path, 404 responses included.
    for (const [name, value] of (await headersSource?.forPath(pathname)) ?? [])
      headers[name.toLowerCase()] = value;

    if (status === 200 && req.headers['if-none-match'] === etag) {
      res.writeHead(304, headers);
      res.end();
      return;
    }

    const encoding =
      compressible && file.stats.size >= MIN_COMPRESSIBLE_BYTES
        ? negotiateEncoding(req.headers['accept-encoding'])
        : undefined;
    if (encoding) {
      const body = await cache.get(file.path, version, encoding, () => readFile(file.path));
      res.writeHead(status, { ...headers, 'content-encoding': encoding, 'content-length': body.length });
      res.end(req.method === 'HEAD' ? undefined : body);
      return;
    }

    // Media elements fetch in ranges; answer them so the hero video behaves as on a real host.
    const range =
      status === 200 && !compressible ? parseRange(req.headers.range, file.stats.size) : undefined;
    if (range === 'unsatisfiable') {
      res.writeHead(416, { ...headers, 'content-range': `bytes */${file.stats.size}` });
      res.end();
      return;
    }
    const { start, end } = range ?? { start: 0, end: file.stats.size - 1 };
    res.writeHead(range ? 206 : status, {
      ...headers,
      'content-length': Math.max(0, end - start + 1),
      ...(range ? { 'content-range': `bytes ${start}-${end}/${file.stats.size}` } : {}),
    });
    if (req.method === 'HEAD' || file.stats.size === 0) {
      res.end();
      return;
    }
    createReadStream(file.path, { start, end })
      .on('error', () => res.destroy())
      .pipe(res);
  }

  const server = createServer((req, res) => {
    const pathname = new URL(req.url ?? '/', 'http://local').pathname;
    const fail = (error: unknown) => {
      options.log?.(`[serve] ${req.method} ${pathname} failed: ${String(error)}`);
      if (res.headersSent) res.destroy();
      else sendText(res, 500, 'Internal Server Error');
    };
    const runStatic = () => {
      serveStatic(req, res, pathname).catch(fail);
    };
    if (backend) backend.middleware(req, res, (error?: unknown) => (error ? fail(error) : runStatic()));
    else runStatic();
  });

  if (options.precompress && compressEnabled) {
    const files = (await listFiles(root)).filter((path) => isCompressible(contentTypeFor(path)));
    await Promise.all(
      files.map(async (path) => {
        const body = await readFile(path);
        if (body.length < MIN_COMPRESSIBLE_BYTES) return;
        const found = await resolveFile(root, `/${relative(root, path).split(sep).join('/')}`);
        if (!found) return;
        const version = fileVersion(found.stats);
        await Promise.all([
          cache.get(path, version, 'br', async () => body),
          cache.get(path, version, 'gzip', async () => body),
        ]);
      }),
    );
  }
  if (backend) await backend.ready;

  await new Promise<void>((resolveListen, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, options.host ?? '127.0.0.1', () => {
      server.off('error', reject);
      resolveListen();
    });
  });
  const address = server.address() as AddressInfo;
  backend?.announce(address);
  const host = address.family === 'IPv6' ? `[${address.address}]` : address.address;

  let closing: Promise<void> | undefined;
  return {
    url: `http://${host}:${address.port}`,
    close() {
      closing ??= new Promise<void>((resolveClose) => {
        server.close(() => resolveClose());
        server.closeAllConnections();
      }).then(() => backend?.close());
      return closing;
    },
  };
}
