/**
 * Swaps the module script and modulepreload tags Vite put in the page template for the hydration
 * loader (src/lib/hydrationLoader.ts), which starts the islands entry once the page has loaded, so the
 * JavaScript never competes with the page's text, fonts and images. The loader is one file all pages
 * share; each page inlines only the small part that holds early input and fetches it
 * (src/lib/islands/earlyInput.ts).
 */
import { build } from 'esbuild';
import { join } from 'node:path';
import type { HydrationLoaderConfig } from '../src/lib/hydrationLoader';
import { hashedAssetFile } from './hashedAsset';
import type { AnalyticsSettings } from '../src/lib/analytics/startAnalytics';
import {
  analyticsSource,
  entryKey,
  groupChunkKey,
  startupKeys,
  staticClosure,
  type ViteManifest,
} from './viteManifest';

const ENTRY_SCRIPT = /\s*<script type="module"[^>]*\bsrc="([^"]+)"[^>]*><\/script>/;
const MODULE_PRELOAD = /\s*<link rel="modulepreload"[^>]*\bhref="([^"]+)"[^>]*>/g;

const scriptFiles = (manifest: ViteManifest, keys: Iterable<string>) =>
  [...keys].map((key) => `/${manifest[key]?.file ?? ''}`).filter((file) => file.endsWith('.js'));

/** The build's islands, from src/entry-server.tsx. */
export interface BuildIslands {
  /** Island name → its module. */
  sources: Readonly<Record<string, string>>;
  /** Those that hydrate inside the theme's providers: their chunks include the theme's. */
  themed: readonly string[];
  /**
   * Those that wait for the visitor (`load: 'interaction'`): their chunks include what their first
   * use opens (the Services menu's list), fetched together when the visitor reaches for them rather
   * than one after the other once the island has hydrated.
   */
  waitingForVisitor: readonly string[];
}

/** What the loader's configuration takes beside the build's chunks. */
export interface LoaderExtras {
  /** Analytics as the site config sets them, when it turns them on. */
  analyticsSettings?: AnalyticsSettings;
  /** The phone menu's prerendered panel in each language (scripts/prerender.ts writes them). */
  phoneMenu?: HydrationLoaderConfig['phoneMenu'];
}

/**
 * The loader's configuration, from the manifest: the entry (the islands, src/entry-islands.tsx), every
 * chunk it needs to start, and each island's own chunks (see BuildIslands), the analytics chunk with
 * its settings when the site config turns analytics on, and the phone menu's panels. Also the
 * template without the tags the loader replaces.
 */
export function extractAppScripts(
  template: string,
  manifest: ViteManifest,
  buildIslands: BuildIslands,
  { analyticsSettings, phoneMenu }: LoaderExtras = {},
): { config: HydrationLoaderConfig; rest: string } {
  const entry = ENTRY_SCRIPT.exec(template)?.[1];
  if (!entry) throw new Error('The built index.html has no module entry script');
  const entryFile = manifest[entryKey(manifest)]?.file;
  if (`/${entryFile}` !== entry) throw new Error(`index.html loads ${entry}, the manifest says ${entryFile}`);
  const startup = startupKeys(manifest);
  const theme = [groupChunkKey(manifest, 'theme')];
  const preload = scriptFiles(manifest, startup)
    .filter((file) => file !== entry)
    .sort();
  const islands = Object.fromEntries(
    Object.entries(buildIslands.sources).map(([name, source]) => {
      const chunk = manifest[source];
      if (!chunk?.isDynamicEntry)
        throw new Error(`Island "${name}": the build has no lazily loaded module "${source}"`);
      const opened = buildIslands.waitingForVisitor.includes(name) ? (chunk.dynamicImports ?? []) : [];
      const themed = buildIslands.themed.includes(name) ? theme : [];
      const own = [...staticClosure(manifest, [source, ...opened, ...themed])].filter(
        (key) => !startup.has(key),
      );
      return [name, scriptFiles(manifest, own).sort()];
    }),
  );
  const rest = template.replace(ENTRY_SCRIPT, '').replace(MODULE_PRELOAD, '');
  const config: HydrationLoaderConfig = { entry, preload, islands, ...(phoneMenu ? { phoneMenu } : {}) };
  if (analyticsSettings === undefined) return { config, rest };
  const analyticsFile = manifest[analyticsSource]?.file;
  if (analyticsFile === undefined) throw new Error(`The build has no analytics chunk (${analyticsSource})`);
  return { config: { ...config, analytics: { chunk: `/${analyticsFile}`, ...analyticsSettings } }, rest };
}

/** One of the loader's entries as a minified classic script. */
async function bundleScript(root: string, entry: string, define: Record<string, unknown>): Promise<string> {
  const result = await build({
    entryPoints: [join(root, entry)],
    bundle: true,
    minify: true,
    write: false,
    format: 'iife',
    target: 'es2022',
    legalComments: 'none',
    define: Object.fromEntries(Object.entries(define).map(([name, value]) => [name, JSON.stringify(value)])),
  });
  const code = result.outputFiles[0]?.text.trim();
  if (!code) throw new Error(`esbuild produced nothing for ${entry}`);
  return code;
}

/** The loader every page shares, under a name that changes with its code (cached for a year). */
export interface HydrationLoaderFile {
  /** Under the site root, e.g. assets/hydration-loader-0a1b2c3d.js. */
  path: string;
  code: string;
}

/**
 * The loader, as a file holding the site's configuration; and the inline part every page carries,
 * which holds early input and fetches the file. The configuration is the same for every page (the
 * loader looks up only the islands a page has), so it travels once, in the cached file: in each
 * page it was 0.5 kB after brotli, and every byte of a document counts until it fits a new
 * connection's first round trip (issue 24).
 */
export async function bundleHydrationLoader(
  root: string,
  config: HydrationLoaderConfig,
): Promise<{ file: HydrationLoaderFile; inline: string }> {
  const code = await bundleScript(root, 'src/lib/hydrationLoader.inline.ts', { __APP_CONFIG__: config });
  const path = hashedAssetFile('hydration-loader', code, 'js');
  const inline = await bundleScript(root, 'src/lib/hydrationBootstrap.inline.ts', {
    __HYDRATION_LOADER_URL__: `/${path}`,
  });
  return { file: { path, code }, inline };
}

/** The template with the loader's inline part at the end of <body>, and the loader's file to write. */
export async function deferAppScripts(
  root: string,
  template: string,
  manifest: ViteManifest,
  buildIslands: BuildIslands,
  extras: LoaderExtras = {},
): Promise<{ template: string; loader: HydrationLoaderFile }> {
  const { config, rest } = extractAppScripts(template, manifest, buildIslands, extras);
  const { file, inline } = await bundleHydrationLoader(root, config);
  if (!rest.includes('</body>')) throw new Error('The built index.html has no </body>');
  return {
    template: rest.replace('</body>', `<script>${inline}</script>\n  </body>`),
    loader: file,
  };
}
