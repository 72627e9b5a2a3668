import { resolve } from 'node:path';
import type { CodeSplittingOptions } from 'rolldown';

/** The page's entry: what it imports at once stays with it, small, as it may load before any island. */
const entryRoots = [resolve('src/entry-islands.tsx')];
/** Every island hydrates with these: React, react-dom and the island runtime. */
const runtimeRoots = [resolve('src/app/hydrateIslands.tsx')];
/** Every themed island adds these: Emotion, MUI's styling and the site's theme. */
const themedRoots = [resolve('src/app/IslandProviders.tsx'), resolve('src/lib/emotionCache.ts')];

/**
 * Shared code joins a group (see sharedPieces) when the bundler would give it a chunk under this much
 * source (the modules as the bundler reads them, comments included: about a third once minified), or
 * when this many islands share it, the header's among them: MUI's utilities, ButtonBase, the icons'
 * helper. Measured on the phone menu's first tap when it was an island (fetched files, bytes, time on
 * the bench's phone), and on the islands that need least (the article contents, the FAQ): see the
 * 2026-11-30 note.
 */
export const smallSharedSource = 6_000;
export const widelySharedBy = 5;

/** What of the bundler's module graph the grouping reads. */
export interface ModuleGraph {
  getModuleInfo(id: string): {
    importedIds: readonly string[];
    dynamicallyImportedIds: readonly string[];
    code: string | null;
  } | null;
}

type Group = 'runtime' | 'theme';

/**
 * The browser build's chunks. Left to itself, the bundler splits the code the islands share into one
 * chunk per set of importers, and gives every module loaded by import() a chunk of its own: the phone
 * menu's first tap fetched 36 files at once, then 14, and on the bench's phone each wave of six
 * (HTTP/1.1's connections per host) cost a round trip. What every island needs goes in one chunk (the
 * runtime: React, the island code, and the small pieces an island without styles shares), what
 * every themed island adds in a second (the theme: Emotion, MUI's styling, the site's theme, and the
 * small or widely shared pieces of the rest), and the bundler splits what is left as before. All
 * derived from the module graph.
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
    // them too: in a group, they would make the entry import that chunk at once. A module loaded by
    // import() may join a group (hydrateIslands, IslandProviders): its importer then loads the group,
    // which the manifest names after the group (scripts/viteManifest.ts groupChunkKey), not the module.
    if (id.startsWith('\0')) return null;
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
  const themed = staticClosure(graph, themedRoots, new Set([...entry, ...runtime]));
  // What an island without styles shares joins the runtime; what only themed islands share, the theme.
  const withUnthemed = (themedSharers: readonly boolean[]) => themedSharers.some((isThemed) => !isThemed);
  for (const id of sharedPieces(graph, { before: entry, group: runtime, themed, accepts: withUnthemed }))
    runtime.add(id);
  const started = new Set([...entry, ...runtime]);
  const themedOnly = (themedSharers: readonly boolean[]) => themedSharers.every(Boolean);
  for (const id of sharedPieces(graph, { before: started, group: themed, themed, accepts: themedOnly }))
    themed.add(id);
  const groups = new Map<string, Group>();
  for (const id of runtime) groups.set(id, 'runtime');
  for (const id of themed) groups.set(id, 'theme');
  return groups;
}

interface GroupPlan {
  /** What loads before the group: the entry, and for the theme the runtime. */
  before: ReadonlySet<string>;
  group: ReadonlySet<string>;
  /** The theme's modules. */
  themed: ReadonlySet<string>;
  /** Whether pieces shared by these islands join the group, given which of them are themed. */
  accepts: (themedSharers: readonly boolean[]) => boolean;
}

/**
 * The modules the bundler would put in chunks of their own, each shared by two or more modules loaded
 * on demand beyond the group (the islands, and what they load when used) that the plan accepts, and
 * small or widely shared (see smallSharedSource). They go in the group, which each of those loads
 * anyway, when everything they import is there or loads before it: a group imports nothing that
 * loads after it.
 */
function sharedPieces(graph: ModuleGraph, { before, group, themed, accepts }: GroupPlan): Set<string> {
  const base = new Set([...before, ...group]);
  const sourceOf = (ids: readonly string[]) =>
    ids.reduce((sum, id) => sum + (graph.getModuleInfo(id)?.code?.length ?? 0), 0);

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
  // goes in that root's own chunk, no request of its own). The theme is closed under static imports:
  // what a root reaches outside it is what it reaches short of what loads before the group.
  const reachedBy = new Map<string, string[]>();
  const reachesTheme = new Map<string, boolean>();
  for (const root of roots) {
    const closure = staticClosure(graph, [root], before);
    reachesTheme.set(
      root,
      [...closure].some((id) => themed.has(id)),
    );
    for (const id of closure)
      if (!group.has(id) && !themed.has(id) && !roots.has(id))
        reachedBy.set(id, [...(reachedBy.get(id) ?? []), root]);
  }
  const chunks = new Map<string, string[]>();
  for (const [id, by] of reachedBy) {
    if (by.length < 2 || !accepts(by.map((root) => reachesTheme.get(root) ?? false))) continue;
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
