import { existsSync, readFileSync, statSync } from 'node:fs';
import { join, normalize } from 'node:path';
import type { Plugin } from 'vite';

/**
 * `vite preview` falls back to index.html for unknown paths (SPA mode), which would hydrate the home
 * page's HTML as the 404 page. Serve the prerendered 404.html with a real 404 status instead, as a
 * static host does with its 404 rule.
 */
export function staticNotFound(): Plugin {
  return {
    name: 'rupantaran:static-not-found',
    configurePreviewServer(server) {
      const outDir = join(server.config.root, server.config.build.outDir);
      const isFile = (path: string) => existsSync(path) && statSync(path).isFile();
      server.middlewares.use((req, res, next) => {
        if (req.method !== 'GET' && req.method !== 'HEAD') return next();
        const pathname = decodeURIComponent(new URL(req.url ?? '/', 'http://localhost').pathname);
        if (
          pathname.startsWith('/rest/') ||
          pathname.startsWith('/auth/') ||
          pathname.startsWith('/realtime/')
        )
          return next();
        const relative = normalize(pathname)
          .replace(/^(\.\.[/\\])+/, '')
          .replace(/\/+$/, '');
        const candidates = [
          join(outDir, relative),
          join(outDir, `${relative}.html`),
          join(outDir, relative, 'index.html'),
        ];
        if (candidates.some(isFile)) return next();
        const notFoundPage = join(outDir, '404.html');
        if (!isFile(notFoundPage)) return next();
        res.statusCode = 404;
        res.setHeader('Content-Type', 'text/html; charset=utf-8');
        res.end(req.method === 'HEAD' ? undefined : readFileSync(notFoundPage));
      });
    },
  };
}
