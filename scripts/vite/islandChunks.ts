import { resolve } from 'node:path';
import type { CodeSplittingOptions } from 'rolldown';

/** The page's entry: what it imports at once stays with it, small, as it may load before any island. */
const entryRoots = [resolve('src/entry-islands.tsx')];
/** Every island hydrates with these: React, react-dom and the island runtime. */
const runtimeRoots = [resolve('src/app/hydrateIslands.tsx')];
/** Every themed island adds these: Emotion, MUI's styling and the site's theme. */
const themedRoots = [resolve('src/app/IslandProviders.tsx'), resolve('src/lib/emotionCache.ts')];

/**
 * Shared code rides with the theme when the bundler would give it a chunk under this much source (the
 * modules as the bundler reads them, comments included: about a third once minified), or when this
 * many themed islands share it, the header's among them: MUI's utilities, ButtonBase, the icons'
 * helper. Measured on the phone menu's first tap (fetched files, bytes, time on the bench's phone),
 * and on the islands that need least (the article contents, the FAQ): see the 2026-11-30 note.
 */
export const smallSharedSource = 6_000;
export const widelySharedBy = 5;

/** What of the bundler's module graph the grouping reads. */
export interface ModuleGraph {
  getModuleInfo(id: string): {
    importedIds: readonly string[];
    dynamicImporters: readonly string[];
    dynamicallyImportedIds: readonly string[];
    code: string | null;
  } | null;
}

type Group = 'runtime' | 'theme';

/**
 * The browser build's chunks. Left to itself, the bundler splits the code the islands share into one
 * chunk per set of importers: the phone menu's first tap fetched 36 files at once, and on the bench's
 * phone each wave of six (HTTP/1.1's connections per host) cost a round trip. What every island needs
 * goes in one chunk (the runtime: React and the island code), what every themed island adds in a
 * second (the theme: Emotion, MUI's styling, the site's theme, and the small or widely shared pieces
 * of the rest), and the bundler splits what is left as before. All derived from the module graph.
 */
export function islandChunks(): CodeSplittingOptions {
  const groupOf = islandChunkNamer();
  return {
    groups: [
      {
        name: (id, context) => groupOf(id, context),
        debugName: 'islandChunks',
        // The groups are closed under static imports already, but for the entry's modules and the
        // helpers: pulled in, they would make the entry import the runtime at once.
        includeDependenciesRecursively: false,
      },
    ],
  };
}

/** Names the chunk a module goes in ('runtime', 'theme'), or null to leave it to the bundler. */
export function islandChunkNamer(): (id: string, graph: ModuleGraph) => Group | null {
  let groups: Map<string, Group> | undefined;
  return (id, graph) => {
    groups ??= planGroups(graph);
    // The build's helpers (Vite's preload helper, the bundler's runtime) stay with the entry, which uses
    // them too: in a group, they would make the entry import that chunk at once.
    if (id.startsWith('\0')) return null;
    // A module loaded by import() keeps a chunk of its own, which the build's manifest names after it.
    if ((graph.getModuleInfo(id)?.dynamicImporters.length ?? 0) > 0) return null;
    return groups.get(id) ?? null;
  };
}

function staticClosure(graph: ModuleGraph, roots: Iterable<string>, outside: ReadonlySet<string>) {
  const found = new Set<string>();
  const visit = (id: string) => {
    if (found.has(id) || outside.has(id)) return;
    const info = graph.getModuleInfo(id);
    if (!info) return;
    found.add(id);
    info.importedIds.forEach(visit);
  };
  for (const root of roots) visit(root);
  return found;
}

function planGroups(graph: ModuleGraph): Map<string, Group> {
  const entry = staticClosure(graph, entryRoots, new Set());
  const runtime = staticClosure(graph, runtimeRoots, entry);
  const started = new Set([...entry, ...runtime]);
  const themed = staticClosure(graph, themedRoots, started);
  const groups = new Map<string, Group>();
  for (const id of runtime) groups.set(id, 'runtime');
  for (const id of themed) groups.set(id, 'theme');
  for (const id of sharedPiecesForTheTheme(graph, started, themed)) groups.set(id, 'theme');
  return groups;
}

/**
 * The modules the bundler would put in chunks of their own, each shared by two or more themed islands
 * (or modules they load on demand), that are small or widely shared (see smallSharedSource). They go in
 * the theme chunk, which each of those islands loads anyway, when everything they import is there too:
 * the theme chunk must import no other chunk.
 */
function sharedPiecesForTheTheme(
  graph: ModuleGraph,
  started: ReadonlySet<string>,
  themed: ReadonlySet<string>,
): Set<string> {
  const base = new Set([...started, ...themed]);
  const sourceOf = (ids: readonly string[]) =>
    ids.reduce((sum, id) => sum + (graph.getModuleInfo(id)?.code?.length ?? 0), 0);

  // Every module loaded on demand beyond the base: the islands, and what they load when used.
  const roots = new Set<string>();
  const addRootsFrom = (modules: Iterable<string>) => {
    for (const id of modules)
      for (const target of graph.getModuleInfo(id)?.dynamicallyImportedIds ?? [])
        if (!base.has(target) && !roots.has(target)) {
          roots.add(target);
          addRootsFrom(staticClosure(graph, [target], base));
        }
  };
  addRootsFrom(base);

  // The bundler's chunks: the modules reached by the same set of roots (a module reached by one root
  // goes in that root's own chunk, no request of its own).
  const reachedBy = new Map<string, string[]>();
  const themedIslands = new Set<string>();
  for (const root of roots) {
    // The theme is closed under static imports: what the root reaches outside it is what it reaches
    // short of the base, so one walk tells both.
    for (const id of staticClosure(graph, [root], started)) {
      if (themed.has(id)) themedIslands.add(root);
      else if (!roots.has(id)) reachedBy.set(id, [...(reachedBy.get(id) ?? []), root]);
    }
  }
  const chunks = new Map<string, string[]>();
  for (const [id, by] of reachedBy) {
    if (by.length < 2 || !by.every((root) => themedIslands.has(root))) continue;
    const key = by.sort().join('\n');
    chunks.set(key, [...(chunks.get(key) ?? []), id]);
  }
  const candidates = [...chunks]
    .filter(([key, ids]) => key.split('\n').length >= widelySharedBy || sourceOf(ids) < smallSharedSource)
    .map(([, ids]) => ids);

  const pieces = new Set<string>();
  const importsWithin = (ids: readonly string[]) => {
    const within = new Set([...base, ...pieces, ...ids]);
    return ids.every((id) =>
      (graph.getModuleInfo(id)?.importedIds ?? []).every((dep) => within.has(dep) || dep.startsWith('\0')),
    );
  };
  for (let added = true; added;) {
    added = false;
    for (const ids of candidates) {
      if (ids.every((id) => pieces.has(id)) || !importsWithin(ids)) continue;
      for (const id of ids) pieces.add(id);
      added = true;
    }
  }
  return pieces;
}
