import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Plugin } from 'vite';

const iconLink = '<link rel="icon" href="/favicon.svg" type="image/svg+xml" />';
const manifestLink = '<link rel="manifest" href="/manifest.webmanifest" />';

/**
 * SVG as a data URL escaped only where a URL needs it, with single quotes inside: 666 characters
 * instead of encodeURIComponent's 922, and 167 bytes less of every page after brotli (issue 24: a page
 * that fits a new connection's first round trip paints one round trip sooner).
 */
function svgDataUrl(svg: string): string {
  return `data:image/svg+xml,${svg.replace(/"/g, "'").replace(/[\r\n%#<>]/g, encodeURIComponent)}`;
}

/**
 * The page template's icon and manifest, without requests that compete with the first screen: the
 * favicon (586 bytes of SVG) is written into each page as a data URL (svgDataUrl), which Chromium
 * would otherwise fetch during the first paint on a connection of its own, and the web app manifest,
 * which only matters to installing the site (and names the favicon again), is linked by the page's
 * inline script once the page has loaded and painted. /favicon.svg and the manifest stay in public/
 * for the manifest's icons and for browsers asking for them by name.
 */
export function pageIcons(): Plugin {
  let publicDir = '';
  let building = false;
  return {
    name: 'rupantaran:page-icons',
    configResolved(config) {
      publicDir = config.publicDir;
      building = config.command === 'build';
    },
    // Only the site's page template (the build's, and the dev server's for each page it renders): the
    // Storybook and Vitest browser runners have pages of their own.
    transformIndexHtml(html) {
      if (!html.includes('<!--app-html-->')) return html;
      if (!html.includes(iconLink) || !html.includes(manifestLink))
        throw new Error(`index.html must hold ${iconLink} and ${manifestLink}`);
      const svg = readFileSync(join(publicDir, 'favicon.svg'), 'utf8').trim();
      const icon = `<link rel="icon" href="${svgDataUrl(svg)}" type="image/svg+xml" />`;
      // Built pages link the manifest from their inline script once painted (src/lib/webManifest.ts);
      // `npm run dev` pages have no such script, and keep the link.
      return html.replace(iconLink, () => icon).replace(manifestLink, () => (building ? '' : manifestLink));
    },
  };
}
