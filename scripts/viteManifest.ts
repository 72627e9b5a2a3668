/**
 * Reading Vite's build manifest: what a page must download before it can respond to input (the
 * startup chunks, plus the page's lazily imported chunks, each with its static imports), and which
 * chunks the prerendered pages preload.
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

export interface ManifestChunk {
  file: string;
  name?: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
}

export type ViteManifest = Record<string, ManifestChunk>;

export async function loadManifest(distDir: string): Promise<ViteManifest> {
  return JSON.parse(await readFile(join(distDir, '.vite', 'manifest.json'), 'utf8')) as ViteManifest;
}

/**
 * The analytics chunk: an entry of every client build (vite.config.ts), which the hydration loader starts
 * when its configuration names it (scripts/deferHydration.ts).
 */
export const analyticsSource = 'src/lib/analytics/loadAnalytics.ts';

/** The page's entry: the one index.html loads (the analytics chunk is an entry of its own too). */
export function entryKey(manifest: ViteManifest): string {
  const entries = Object.keys(manifest).filter((key) => manifest[key]?.isEntry && key.endsWith('.html'));
  if (entries.length !== 1)
    throw new Error(`Expected one page entry in the manifest, found ${entries.length}`);
  return entries[0] as string;
}

/**
 * The chunk scripts/vite/islandChunks.ts groups under `name` ('runtime', 'theme'): a chunk of no module
 * of its own, which the manifest keys by its file.
 */
export function groupChunkKey(manifest: ViteManifest, name: string): string {
  const keys = Object.keys(manifest).filter((key) => manifest[key]?.name === name && !manifest[key]?.src);
  if (keys.length !== 1)
    throw new Error(`Expected one "${name}" chunk in the manifest, found ${keys.length}`);
  return keys[0] as string;
}

/**
 * What the page needs to start: the entry chunk and the chunks it imports on demand (the runtime:
 * React and the island code, scripts/vite/islandChunks.ts), each with its static imports.
 */
export function startupKeys(manifest: ViteManifest): Set<string> {
  const entry = entryKey(manifest);
  return staticClosure(manifest, [entry, ...(manifest[entry]?.dynamicImports ?? [])]);
}

/** The keys, plus everything they import statically, transitively. */
export function staticClosure(manifest: ViteManifest, keys: Iterable<string>): Set<string> {
  const seen = new Set<string>();
  const pending = [...keys];
  while (pending.length > 0) {
    const key = pending.pop() as string;
    if (seen.has(key)) continue;
    const chunk = manifest[key];
    if (!chunk) throw new Error(`The manifest has no chunk "${key}"`);
    seen.add(key);
    pending.push(...(chunk.imports ?? []));
  }
  return seen;
}

function keysByFile(manifest: ViteManifest): Map<string, string> {
  return new Map(Object.entries(manifest).map(([key, chunk]) => [chunk.file, key]));
}

/**
 * Lazily imported chunks among script URLs: with the scripts the browser requested during a Lighthouse
 * run, the page's own modules (prerendered pages carry no modulepreload tags to read them from: the
 * hydration loader adds its preloads at run time).
 */
export function dynamicEntriesFor(manifest: ViteManifest, urls: Iterable<string>): string[] {
  const byFile = keysByFile(manifest);
  const keys = new Set<string>();
  for (const url of urls) {
    const file = new URL(url, 'http://local').pathname.replace(/^\//, '');
    const key = byFile.get(file);
    if (key && manifest[key]?.isDynamicEntry) keys.add(key);
  }
  return [...keys].sort();
}

/** gzip -9 sizes of the manifest's JavaScript files, read once per build. */
export class GzipSizes {
  private readonly sizes = new Map<string, number>();

  constructor(private readonly distDir: string) {}

  async of(file: string): Promise<number> {
    const cached = this.sizes.get(file);
    if (cached !== undefined) return cached;
    const size = gzipSync(await readFile(join(this.distDir, file)), { level: 9 }).length;
    this.sizes.set(file, size);
    return size;
  }
}

/** Every chunk of the build among script URLs the browser requested (any kind: entry, shared, lazy). */
export function chunksAmong(manifest: ViteManifest, urls: Iterable<string>): string[] {
  const byFile = keysByFile(manifest);
  const keys = new Set<string>();
  for (const url of urls) {
    const key = byFile.get(new URL(url, 'http://local').pathname.replace(/^\//, ''));
    if (key) keys.add(key);
  }
  return [...keys].sort();
}

/**
 * The site's scripts among requested URLs that are no chunk of the build: the hydration loader all
 * built pages share (scripts/deferHydration.ts), which jsBeforeInteraction counts too.
 */
export function scriptsOutsideManifest(manifest: ViteManifest, urls: Iterable<string>): string[] {
  const byFile = keysByFile(manifest);
  const files = new Set<string>();
  for (const url of urls) {
    const file = new URL(url, 'http://local').pathname.replace(/^\//, '');
    if (file.startsWith('assets/') && file.endsWith('.js') && !byFile.has(file)) files.add(file);
  }
  return [...files].sort();
}

/**
 * The JavaScript a page downloads before the visitor does anything, gzipped: the chunks it requested
 * without interaction (`loadedKeys`, see chunksAmong), each with its static imports. A page whose
 * islands all wait for the visitor requests none: the app starts when they reach for it.
 */
export async function jsBeforeInteraction(
  manifest: ViteManifest,
  loadedKeys: readonly string[],
  sizes: GzipSizes,
  otherScripts: readonly string[] = [],
): Promise<number> {
  let total = 0;
  for (const file of otherScripts) total += await sizes.of(file);
  for (const key of staticClosure(manifest, loadedKeys)) {
    const file = manifest[key]?.file ?? '';
    if (file.endsWith('.js')) total += await sizes.of(file);
  }
  return total;
}

/** The files that only exist for supabase-js (its chunk and imports not shared with the entry). */
export function supabaseFiles(manifest: ViteManifest): Set<string> {
  const roots = Object.keys(manifest).filter((key) => /supabase/i.test(key));
  const shared = startupKeys(manifest);
  return new Set(
    [...staticClosure(manifest, roots)]
      .filter((key) => !shared.has(key))
      .map((key) => manifest[key]?.file ?? ''),
  );
}

export function loadsAnyOf(files: ReadonlySet<string>, requestedScripts: readonly string[]): boolean {
  return requestedScripts.some((url) => files.has(new URL(url, 'http://local').pathname.replace(/^\//, '')));
}
