import { basename } from 'node:path';
import type { Plugin } from 'vite';

const appEntry = '/src/entry-client.tsx';
const islandsEntry = '/src/entry-islands.tsx';

/**
 * Which browser entry index.html starts. The dev server and the client-only build (APP_SHELL=spa) run
 * the whole app; the production build, whose pages are all prerendered, runs only their islands
 * (src/entry-islands.tsx), so its bundle holds nothing else.
 */
export function appShell(): Plugin {
  return {
    name: 'rupantaran:app-shell',
    apply: (_config, { command }) => command === 'build' && process.env.APP_SHELL !== 'spa',
    transformIndexHtml: {
      order: 'pre',
      handler(html, { filename }) {
        // Only the site's page template: Storybook builds its own iframe.html with this config.
        if (basename(filename) !== 'index.html') return html;
        if (!html.includes(appEntry)) throw new Error(`index.html no longer loads ${appEntry}`);
        return html.replace(appEntry, islandsEntry);
      },
    },
  };
}
