/**
 * A bare Vite (no config file: none of the app's plugins, no backend) in middleware mode with the
 * articles plugin reading `contentRoot`, for checks that an article's files reach everything derived
 * from them (routes, sitemap, feeds, cards) through `ssrLoadModule`. The caller closes it.
 */
import { createServer, type ViteDevServer } from 'vite';
import { blogArticles } from './vitePlugin.ts';

export function articleContentServer(root: string, contentRoot: string): Promise<ViteDevServer> {
  return createServer({
    root,
    configFile: false,
    logLevel: 'error',
    appType: 'custom',
    plugins: [blogArticles({ contentRoot })],
    // No WebSocket: in middleware mode Vite opens one on the fixed port 24678, and two such servers at
    // once (npm test runs the unit and e2e suites side by side) failed the second with "Port in use".
    server: { middlewareMode: true, hmr: false, ws: false, watch: null },
    optimizeDeps: { noDiscovery: true, include: [] },
  });
}
