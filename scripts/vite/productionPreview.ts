import type { Server as HttpServer } from 'node:http';
import { resolve } from 'node:path';
import type { Plugin, PreviewServer } from 'vite';
import { HeadersFileSource } from '../serve/headersSource.ts';
import {
  pathnameOf,
  refuseConnect,
  safeRequestListener,
  sendPlain,
  type Handler,
} from '../serve/safeRequests.ts';
import { ADMIN_PATH } from '../../server/adminEndpoint.ts';
import { createStaticFiles } from '../serve/staticFiles.ts';

/**
 * Where the embedded backend (server/vitePlugin.ts) answers: not files. Of /__local-backend only the
 * admin path is the backend's; anything else there is an unknown path, answered as the site answers
 * one (404.html, 404, the security headers), not with Vite's fallback page.
 */
const BACKEND_PATH = /^\/(rest|auth|realtime|storage|functions)(\/|$)/;

/**
 * `npm start` (`vite preview`) serves the build as production does, as scripts/serve does: the same
 * file serving (pretty URLs, 404.html with a 404, RFC 9110 ranges and conditional requests, the cache
 * policy) and the build's `_headers` (CSP, nosniff, Referrer-Policy, Permissions-Policy…; HSTS only
 * over https), so a local trial runs under the policy production enforces. Vite's own file serving
 * (sirv) is never reached for GET or HEAD: it reads `Range: bytes=-100` as the first 101 bytes and
 * drops the connection on `bytes=5-3`. Also guards the server against request targets that throw in
 * Vite's connect (which ends the process) and against its stack-printing error page.
 */
export function productionPreview(): Plugin {
  return {
    name: 'rupantaran:production-preview',
    configurePreviewServer(server) {
      const root = resolve(server.config.root, server.config.build.outDir);
      const logger = server.config.logger;
      const log = (line: string) => logger.error(`[preview] ${line}`, { timestamp: true });
      guardRequests(server, log);
      const files = createStaticFiles({
        root,
        headers: new HeadersFileSource(root, (line) => logger.warn(line)),
        omitHeaders: server.config.preview.https ? [] : ['strict-transport-security'],
      });
      // Added directly, so it runs before Vite's own middlewares (and after the backend's, which the
      // plugin before this one mounted; its paths are passed on all the same).
      server.middlewares.use((req, res, next) => {
        const pathname = pathnameOf(req.url ?? '/');
        if (BACKEND_PATH.test(pathname) || pathname === ADMIN_PATH) return next();
        if (req.method !== 'GET' && req.method !== 'HEAD')
          return sendPlain(res, 405, 'Method Not Allowed', { allow: 'GET, HEAD' });
        files.serve(req, res, pathname).catch(next);
      });
    },
  };
}

/**
 * Puts safeRequestListener in front of Vite's connect app: connect parses the target before any
 * middleware runs, outside its try/catch, so a middleware could not stop the throw.
 */
function guardRequests(server: PreviewServer, log: (line: string) => void): void {
  // The https preview is an http2 server with the same 'request' event and listener.
  const httpServer = server.httpServer as HttpServer;
  const app = server.middlewares;
  if (!httpServer.listeners('request').includes(app))
    throw new Error('productionPreview: Vite no longer serves requests with its connect app directly');
  const handler: Handler = (req, res, done) => app(req, res, done);
  httpServer.removeListener('request', app);
  httpServer.on('request', safeRequestListener(handler, log));
  refuseConnect(httpServer);
}
