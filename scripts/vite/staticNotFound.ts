import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Plugin } from 'vite';
import { resolveFile } from '../serve/resolveFile.ts';

/**
 * `vite preview` falls back to index.html for unknown paths (SPA mode), which would hydrate the home
 * page's HTML as the 404 page. Serve the prerendered 404.html with a real 404 status instead, as a
 * static host does with its 404 rule. Paths resolve exactly as scripts/serve (the static server) does.
 */
export function staticNotFound(): Plugin {
  return {
    name: 'rupantaran:static-not-found',
    configurePreviewServer(server) {
      const outDir = join(server.config.root, server.config.build.outDir);
      server.middlewares.use((req, res, next) => {
        if (req.method !== 'GET' && req.method !== 'HEAD') return next();
        const pathname = new URL(req.url ?? '/', 'http://localhost').pathname;
        if (/^\/(rest|auth|realtime|__local-backend)\//.test(pathname)) return next();
        void (async () => {
          if (await resolveFile(outDir, pathname)) return next();
          const notFoundPage = await resolveFile(outDir, '/404.html');
          if (!notFoundPage) return next();
          res.statusCode = 404;
          res.setHeader('Content-Type', 'text/html; charset=utf-8');
          res.end(req.method === 'HEAD' ? undefined : await readFile(notFoundPage.path));
        })().catch(next);
      });
    },
  };
}
