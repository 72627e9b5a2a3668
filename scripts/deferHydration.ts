/**
 * Swaps the module script and modulepreload tags Vite put in the page template for the inline
 * hydration loader (src/lib/hydrationLoader.ts), which starts the islands entry once the page has
 * loaded, so the JavaScript never competes with the page's text, fonts and images.
 */
import { build } from 'esbuild';
import { join } from 'node:path';
import type { HydrationLoaderConfig } from '../src/lib/hydrationLoader';
import type { AnalyticsSettings } from '../src/lib/analytics/startAnalytics';
import { analyticsSource, entryKey, startupKeys, staticClosure, type ViteManifest } from './viteManifest';

const ENTRY_SCRIPT = /\s*<script type="module"[^>]*\bsrc="([^"]+)"[^>]*><\/script>/;
const MODULE_PRELOAD = /\s*<link rel="modulepreload"[^>]*\bhref="([^"]+)"[^>]*>/g;

const scriptFiles = (manifest: ViteManifest, keys: Iterable<string>) =>
  [...keys].map((key) => `/${manifest[key]?.file ?? ''}`).filter((file) => file.endsWith('.js'));

/** Where src/app/hydrateIslands.tsx gets the theme's code for the islands that use it. */
const themeSources = ['src/app/IslandProviders.tsx', 'src/lib/emotionCache.ts'];

/**
 * The loader's configuration, from the manifest: the entry (the islands, src/entry-islands.tsx), every
 * chunk it needs to start, and each island's own chunks (`islandSources`: island name → module), with
 * the theme's for those in `themedIslands`, and the analytics chunk with its settings when the site
 * config turns analytics on. Also the template without the tags the loader replaces.
 */
export function extractAppScripts(
  template: string,
  manifest: ViteManifest,
  islandSources: Readonly<Record<string, string>>,
  themedIslands: readonly string[] = [],
  analyticsSettings?: AnalyticsSettings,
): { config: HydrationLoaderConfig; rest: string } {
  const entry = ENTRY_SCRIPT.exec(template)?.[1];
  if (!entry) throw new Error('The built index.html has no module entry script');
  const entryFile = manifest[entryKey(manifest)]?.file;
  if (`/${entryFile}` !== entry) throw new Error(`index.html loads ${entry}, the manifest says ${entryFile}`);
  const startup = startupKeys(manifest);
  const preload = scriptFiles(manifest, startup)
    .filter((file) => file !== entry)
    .sort();
  const islands = Object.fromEntries(
    Object.entries(islandSources).map(([name, source]) => {
      if (!manifest[source]?.isDynamicEntry)
        throw new Error(`Island "${name}": the build has no lazily loaded module "${source}"`);
      const sources = themedIslands.includes(name) ? [source, ...themeSources] : [source];
      const own = [...staticClosure(manifest, sources)].filter((key) => !startup.has(key));
      return [name, scriptFiles(manifest, own).sort()];
    }),
  );
  const rest = template.replace(ENTRY_SCRIPT, '').replace(MODULE_PRELOAD, '');
  if (analyticsSettings === undefined) return { config: { entry, preload, islands }, rest };
  const analyticsFile = manifest[analyticsSource]?.file;
  if (analyticsFile === undefined) throw new Error(`The build has no analytics chunk (${analyticsSource})`);
  const analytics = { chunk: `/${analyticsFile}`, ...analyticsSettings };
  return { config: { entry, preload, islands, analytics }, rest };
}

/**
 * Where each page's own configuration goes: the loader's code is the same on every page (one hash in
 * the CSP), and a page lists only the islands it has, not all of the site's (issue 24: every byte of
 * a document counts until it fits a new connection's first round trip).
 */
export const appConfigMarker = '<!--app-config-->';
export const appConfigAttribute = 'data-app-config';

/** `config` narrowed to the page's islands (by name), as the JSON element the loader reads. */
export function pageAppConfig(config: HydrationLoaderConfig, islandNames: readonly string[]): string {
  const present = new Set(islandNames);
  const islands = Object.fromEntries(Object.entries(config.islands).filter(([name]) => present.has(name)));
  // JSON in a script element: only `</` could end it early.
  const json = JSON.stringify({ ...config, islands }).replace(/<\//g, '<\\/');
  return `<script type="application/json" ${appConfigAttribute}>${json}</script>`;
}

/** The loader as one minified classic script; it reads the page's configuration (pageAppConfig). */
export async function bundleHydrationLoader(root: string): Promise<string> {
  const result = await build({
    entryPoints: [join(root, 'src/lib/hydrationLoader.inline.ts')],
    bundle: true,
    minify: true,
    write: false,
    format: 'iife',
    target: 'es2022',
    legalComments: 'none',
    define: { __APP_CONFIG_ATTRIBUTE__: JSON.stringify(appConfigAttribute) },
  });
  const code = result.outputFiles[0]?.text.trim();
  if (!code) throw new Error('esbuild produced no hydration loader');
  return code;
}

/**
 * The template with the loader at the end of <body>, after the marker each page's configuration
 * replaces, and the configuration for the whole site, which pageAppConfig narrows to a page.
 */
export async function deferAppScripts(
  root: string,
  template: string,
  manifest: ViteManifest,
  islandSources: Readonly<Record<string, string>>,
  themedIslands: readonly string[],
  analyticsSettings?: AnalyticsSettings,
): Promise<{ template: string; config: HydrationLoaderConfig }> {
  const { config, rest } = extractAppScripts(
    template,
    manifest,
    islandSources,
    themedIslands,
    analyticsSettings,
  );
  const loader = await bundleHydrationLoader(root);
  if (!rest.includes('</body>')) throw new Error('The built index.html has no </body>');
  return {
    template: rest.replace('</body>', `${appConfigMarker}<script>${loader}</script>\n  </body>`),
    config,
  };
}
