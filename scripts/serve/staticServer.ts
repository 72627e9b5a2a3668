/**
 * A production-like static server for a built `dist` directory: what a static host does (see
 * staticFiles.ts), optionally with the embedded local backend on /rest/v1. Used by the
 * security-header e2e test, the benchmark and `tsx scripts/serve/serve.ts`. Kept as our own because
 * the backend mount and the request guard (safeRequests.ts) sit in front of the file serving.
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { resolve } from 'node:path';
import { mountLocalBackend, type MountedBackend } from './backend.ts';
import { HeadersFileSource } from './headersSource.ts';
import {
  answerClientErrors,
  pathnameOf,
  refuseConnect,
  safeRequestListener,
  sendPlain,
} from './safeRequests.ts';
import { createStaticFiles } from './staticFiles.ts';

export interface StaticServerOptions {
  /** The directory to serve (e.g. `dist`). */
  dir: string;
  /** 0 (the default) picks a free port. */
  port?: number;
  host?: string;
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

export async function startStaticServer(options: StaticServerOptions): Promise<StaticServer> {
  const root = resolve(options.dir);
  const files = createStaticFiles({
    root,
    compress: options.compress,
    headers: options.applyHeaders === false ? undefined : new HeadersFileSource(root, options.log),
  });
  const backend: MountedBackend | undefined = options.withBackend ? mountLocalBackend() : undefined;
  const log = (line: string) => options.log?.(`[serve] ${line}`);

  const server = createServer(
    safeRequestListener((req, res, done) => {
      const serveStatic = (error?: unknown) => {
        if (error !== undefined) return done(error);
        if (req.method !== 'GET' && req.method !== 'HEAD') {
          return sendPlain(res, 405, 'Method Not Allowed', { allow: 'GET, HEAD' });
        }
        files.serve(req, res, pathnameOf(req.url ?? '/')).catch(done);
      };
      if (backend) backend.middleware(req, res, serveStatic);
      else serveStatic();
    }, log),
  );
  answerClientErrors(server);
  refuseConnect(server);

  if (options.precompress) await files.precompress();
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
