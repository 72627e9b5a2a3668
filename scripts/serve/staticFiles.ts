/**
 * Answers GET and HEAD for a built directory as a static host does, for both local servers
 * (scripts/serve and `npm start`). `send` (pillarjs, Express's file server) does the HTTP of a file:
 * byte ranges, If-Range, the conditional requests, ETag, Last-Modified, content types and HEAD, per
 * RFC 9110. Kept here is what it does not: pretty URLs and 404.html (or the SPA fallback), the cache
 * policy, the `_headers` rules, and compression (send serves a file as it is on disk, and the build
 * has no precompressed copies).
 */
import { readdir, readFile } from 'node:fs/promises';
import { STATUS_CODES, type IncomingMessage, type ServerResponse } from 'node:http';
import { extname, join, relative, sep } from 'node:path';
import fresh from 'fresh';
import { contentType } from 'mime-types';
import send from 'send';
import {
  CompressionCache,
  isCompressible,
  MIN_COMPRESSIBLE_BYTES,
  negotiateEncoding,
  type Encoding,
} from './compression.ts';
import type { HeadersFileSource } from './headersSource.ts';
import { fileVersion, resolveFile, type ResolvedFile } from './resolveFile.ts';
import { sendPlain } from './safeRequests.ts';

export interface StaticFilesOptions {
  /** The absolute path of the directory to serve. */
  root: string;
  /** gzip/brotli text responses (default true). */
  compress?: boolean;
  /** The directory's `_headers` rules; none when undefined. */
  headers?: HeadersFileSource;
  /** Lower-case names of `_headers` fields not to send (HSTS means nothing on plain http). */
  omitHeaders?: readonly string[];
}

export interface StaticFiles {
  /** Answers a GET or HEAD for `pathname` (URL-encoded, as in the request). */
  serve(req: IncomingMessage, res: ServerResponse, pathname: string): Promise<void>;
  /** Compresses every text file now, so no measured request pays for it (benchmarks). */
  precompress(): Promise<void>;
}

interface Located {
  file: ResolvedFile;
  status: 200 | 404;
  /** The file answers for another path (404.html): never cache it as that path. */
  substitute: boolean;
}

const IMMUTABLE = 'public, max-age=31536000, immutable';

function typeOf(path: string): string {
  return contentType(extname(path)) || 'application/octet-stream';
}

/** Preconditions and ranges are send's to evaluate, so such requests get the file as it is. */
function needsSend(req: IncomingMessage): boolean {
  const { range, 'if-match': ifMatch, 'if-unmodified-since': ifUnmodifiedSince } = req.headers;
  return range !== undefined || ifMatch !== undefined || ifUnmodifiedSince !== undefined;
}

/** send takes a URL path below its root, which it decodes: encode each segment of the file's path. */
function urlPathWithin(root: string, path: string): string {
  return `/${relative(root, path).split(sep).map(encodeURIComponent).join('/')}`;
}

interface SendError {
  status?: number;
  headers?: Record<string, string>;
}

export function createStaticFiles(options: StaticFilesOptions): StaticFiles {
  const { root } = options;
  const compressEnabled = options.compress ?? true;
  const omitted = new Set(options.omitHeaders ?? []);
  const cache = new CompressionCache();

  async function locate(pathname: string): Promise<Located | undefined> {
    const found = await resolveFile(root, pathname);
    if (found) return { file: found, status: 200, substitute: false };
    const notFound = await nearestNotFoundPage(pathname);
    return notFound && { file: notFound, status: 404, substitute: true };
  }

  /**
   * The 404 page of the path's first folder if it has one (`/ne/x` → `/ne/404.html`: a language's own),
   * else `/404.html`. Cloudflare Pages walks every level; one is all the site uses, and a request for
   * `/a/a/a/…` should not cost a hundred lookups.
   */
  async function nearestNotFoundPage(pathname: string): Promise<ResolvedFile | undefined> {
    const [, first, ...rest] = pathname.split('/');
    const own = first && rest.length > 0 ? await resolveFile(root, `/${first}/404.html`) : undefined;
    return own ?? (await resolveFile(root, '/404.html'));
  }

  async function ruleHeaders(pathname: string): Promise<Record<string, string>> {
    const headers: Record<string, string> = {};
    // Hosts apply _headers rules by the requested path, 404 responses included.
    for (const [name, value] of (await options.headers?.forPath(pathname)) ?? []) {
      const key = name.toLowerCase();
      if (!omitted.has(key)) headers[key] = value;
    }
    return headers;
  }

  function compressible(file: ResolvedFile): boolean {
    return compressEnabled && isCompressible(typeOf(file.path)) && file.stats.size >= MIN_COMPRESSIBLE_BYTES;
  }

  async function serveCompressed(
    req: IncomingMessage,
    res: ServerResponse,
    { file, status }: Located,
    headers: Record<string, string>,
    encoding: Encoding,
  ): Promise<void> {
    const version = fileVersion(file.stats);
    const body = await cache.get(file.path, version, encoding, () => readFile(file.path));
    const validators =
      status === 200
        ? { etag: `W/"${version}-${encoding}"`, 'last-modified': file.stats.mtime.toUTCString() }
        : {};
    const all = {
      ...headers,
      ...validators,
      'content-type': typeOf(file.path),
      'content-encoding': encoding,
    };
    if (status === 200 && fresh(req.headers, validators)) {
      res.writeHead(304, all);
      res.end();
      return;
    }
    res.writeHead(status, { ...all, 'content-length': body.length });
    res.end(req.method === 'HEAD' ? undefined : body);
  }

  function serveFile(
    req: IncomingMessage,
    res: ServerResponse,
    { file, status }: Located,
    headers: Record<string, string>,
  ): void {
    for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
    res.statusCode = status;
    const found = status === 200;
    // Strong (send's own are weak), so a browser resuming a video with If-Range gets its range: weak
    // tags never match If-Range (RFC 9110 §13.1.5). Size and mtime change with every rebuild of a file.
    if (found) res.setHeader('etag', `"${fileVersion(file.stats)}"`);
    send(req, urlPathWithin(root, file.path), {
      root,
      // resolveFile has already refused hidden files; the root itself may sit in a dot-directory.
      dotfiles: 'allow',
      index: false,
      cacheControl: false,
      // A 404 page is no representation of the path: no validators, no ranges of it.
      etag: found,
      lastModified: found,
      acceptRanges: found,
    })
      .on('error', (error: SendError) => {
        // 412, 416 (with its Content-Range), or the file vanished since it was found.
        const failed = error.status ?? 500;
        sendPlain(res, failed, STATUS_CODES[failed] ?? 'Error', {
          ...headers,
          ...error.headers,
        });
      })
      .pipe(res);
  }

  return {
    async serve(req, res, pathname) {
      const located = await locate(pathname);
      const rules = await ruleHeaders(pathname);
      if (!located) return sendPlain(res, 404, 'Not Found', rules);
      const canCompress = compressible(located.file);
      // Vite content-hashes everything under /assets; anything else may change under the same name.
      const headers: Record<string, string> = {
        'cache-control': pathname.startsWith('/assets/') ? IMMUTABLE : 'no-cache',
        ...(canCompress ? { vary: 'Accept-Encoding' } : {}),
        ...rules,
      };
      // After the rules: a missing asset must not be cached for a year as that asset (RFC 9111 §4.2.2).
      if (located.substitute) headers['cache-control'] = 'no-cache';
      const encoding =
        canCompress && !needsSend(req) ? negotiateEncoding(req.headers['accept-encoding']) : undefined;
      if (encoding) return serveCompressed(req, res, located, headers, encoding);
      serveFile(req, res, located, headers);
    },

    async precompress() {
      if (!compressEnabled) return;
      const entries = await readdir(root, { withFileTypes: true, recursive: true });
      const paths = entries
        .filter((entry) => entry.isFile())
        .map((entry) => join(entry.parentPath, entry.name));
      await Promise.all(
        paths.map(async (path) => {
          // The same lookup as a request, so private files are left out here too.
          const found = await resolveFile(root, urlPathWithin(root, path));
          if (!found || !compressible(found)) return;
          const version = fileVersion(found.stats);
          const load = () => readFile(found.path);
          await Promise.all([cache.get(path, version, 'br', load), cache.get(path, version, 'gzip', load)]);
        }),
      );
    },
  };
}
