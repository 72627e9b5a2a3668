/**
 * Swaps the module script and modulepreload tags Vite put in the page template for the inline
 * hydration loader (src/lib/hydrationLoader.ts), which starts the islands entry once the page has
 * loaded, so the JavaScript never competes with the page's text, fonts and images.
 */
import { build } from 'esbuild';
import { join } from 'node:path';
import type { HydrationLoaderConfig } from '../src/lib/hydrationLoader';
import { entryKey, startupKeys, staticClosure, type ViteManifest } from './viteManifest';

const ENTRY_SCRIPT = /\s*<script type="module"[^>]*\bsrc="([^"]+)"[^>]*><\/script>/;
const MODULE_PRELOAD = /\s*<link rel="modulepreload"[^>]*\bhref="([^"]+)"[^>]*>/g;

const scriptFiles = (manifest: ViteManifest, keys: Iterable<string>) =>
  [...keys].map((key) => `/${manifest[key]?.file ?? ''}`).filter((file) => file.endsWith('.js'));

/** The analytics chunk (src/entry-islands.tsx), which the loader starts by itself on every page. */
const analyticsSource = 'src/lib/analytics/loadAnalytics.ts';

/** Where src/app/hydrateIslands.tsx gets the theme's code for the islands that use it. */
const themeSources = ['src/app/IslandProviders.tsx', 'src/lib/emotionCache.ts'];

/**
 * The loader's configuration, from the manifest: the entry (the islands, src/entry-islands.tsx), every
 * chunk it needs to start, and each island's own chunks (`islandSources`: island name → module), with
 * the theme's for those in `themedIslands`. Also the template without the tags the loader replaces.
 */
export function extractAppScripts(
  template: string,
  manifest: ViteManifest,
  islandSources: Readonly<Record<string, string>>,
  themedIslands: readonly string[] = [],
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
  // Present only when the site config turns analytics on (src/entry-islands.tsx imports it then).
  const analyticsFile = manifest[analyticsSource]?.file;
  const analytics = analyticsFile === undefined ? {} : { analytics: `/${analyticsFile}` };
  return { config: { entry, preload, islands, ...analytics }, rest };
}

/** The loader as one minified classic script, its configuration baked in. */
export async function bundleHydrationLoader(root: string, config: HydrationLoaderConfig): Promise<string> {
  const result = await build({
    entryPoints: [join(root, 'src/lib/hydrationLoader.inline.ts')],
    bundle: true,
    minify: true,
    write: false,
    format: 'iife',
    target: 'es2022',
    legalComments: 'none',
    define: { __HYDRATION_LOADER_CONFIG__: JSON.stringify(config) },
  });
  const code = result.outputFiles[0]?.text.trim();
  if (!code) throw new Error('esbuild produced no hydration loader');
  return code;
}

export async function deferAppScripts(
  root: string,
  template: string,
  manifest: ViteManifest,
  islandSources: Readonly<Record<string, string>>,
  themedIslands: readonly string[],
): Promise<string> {
  const { config, rest } = extractAppScripts(template, manifest, islandSources, themedIslands);
  const loader = await bundleHydrationLoader(root, config);
  if (!rest.includes('</body>')) throw new Error('The built index.html has no </body>');
  return rest.replace('</body>', `<script>${loader}</script>\n  </body>`);
}
