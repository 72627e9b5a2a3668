import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Plugin, ViteDevServer } from 'vite';
import { renderDocument, type EntryServer } from '../pageDocument.ts';
import { locales, type Locale } from '../../src/lib/i18n/locale.ts';
import { devPhoneMenuUrl } from '../../src/lib/phoneMenu/attributes.ts';

const entryServer = '/src/entry-server.tsx';

/**
 * `npm run dev` serves every page the way the build prerenders it: rendered on the server by
 * src/entry-server.tsx (through Vite's SSR module loader, so edits apply on the next request) into
 * index.html, whose one script is the islands entry, as in production. Only the islands hydrate, so a
 * break of the islands' rules (JSON props, no router, own providers) shows up here, where it is made.
 */
export function devPages(): Plugin {
  let devServer: ViteDevServer | undefined;
  return {
    name: 'rupantaran:dev-pages',
    apply: 'serve',
    // No SPA fallback in dev: every page request that is not a file comes to the middleware below.
    config: (_config, { isPreview }) => (isPreview ? {} : { appType: 'custom' }),
    configureServer(server) {
      devServer = server;
      // Returned, so it runs after Vite's own middlewares have served modules and public files.
      return () => {
        server.middlewares.use((req, res, next) => {
          if ((req.method !== 'GET' && req.method !== 'HEAD') || !acceptsHtml(req.headers.accept))
            return next();
          const url = req.originalUrl ?? req.url ?? '/';
          const phoneMenu = phoneMenuLocale(url);
          (phoneMenu ? servePhoneMenu(server, phoneMenu) : servePage(server, url)).then(
            ({ status, document }) => {
              res.statusCode = status;
              res.setHeader('Content-Type', 'text/html; charset=utf-8');
              res.setHeader('Cache-Control', 'no-store');
              res.end(req.method === 'HEAD' ? undefined : document);
            },
            (error: unknown) => {
              if (error instanceof Error) server.ssrFixStacktrace(error);
              server.config.logger.error(`[dev-pages] ${url} failed to render`, { error: error as Error });
              // The details are in the terminal; the response names no file or stack.
              res.statusCode = 500;
              res.setHeader('Content-Type', 'text/plain; charset=utf-8');
              res.end('The page failed to render: see the dev server’s terminal.');
            },
          );
        });
      };
    },
    // A page's HTML comes from the server render: when a file only the server render uses changes
    // (content, theme, a page's static parts), reload the page. Islands update in place (React Refresh).
    hotUpdate({ file, modules }) {
      if (this.environment.name !== 'ssr' || modules.length === 0 || !devServer) return;
      const client = devServer.environments.client;
      if (!client.moduleGraph.getModulesByFile(file)?.size) client.hot.send({ type: 'full-reload' });
    },
  };
}

function acceptsHtml(accept: string | undefined): boolean {
  return accept === undefined || accept.includes('text/html') || accept.includes('*/*');
}

/** The language of a request for the phone menu's panel, which the build prerenders (scripts/prerender.ts). */
const phoneMenuLocale = (url: string) => locales.find((locale) => url === devPhoneMenuUrl(locale));

async function servePhoneMenu(
  server: ViteDevServer,
  locale: Locale,
): Promise<{ status: number; document: string }> {
  const entry = (await server.ssrLoadModule(entryServer)) as EntryServer;
  return { status: 200, document: await entry.renderPhoneMenu(locale) };
}

async function servePage(server: ViteDevServer, url: string): Promise<{ status: number; document: string }> {
  const entry = (await server.ssrLoadModule(entryServer)) as EntryServer;
  const template = await server.transformIndexHtml(
    url,
    await readFile(join(server.config.root, 'index.html'), 'utf8'),
  );
  const pathname = new URL(url, 'http://dev').pathname;
  const document = await renderDocument(entry, template, url);
  return { status: entry.isKnownPath(pathname) ? 200 : 404, document };
}
