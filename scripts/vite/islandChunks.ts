import { resolve } from 'node:path';
import type { CodeSplittingOptions } from 'rolldown';

/** The page's entry: what it imports at once stays with it, small, as it may load before any island. */
const entryRoots = [resolve('src/entry-islands.tsx')];
/** Every island hydrates with these: React, react-dom and the island runtime. */
const runtimeRoots = [resolve('src/app/hydrateIslands.tsx')];
/** Every themed island adds these: Emotion, MUI's styling and the site's theme. */
const themedRoots = [resolve('src/app/IslandProviders.tsx'), resolve('src/lib/emotionCache.ts')];

/** What of the bundler's module graph the grouping reads. */
export interface ModuleGraph {
  getModuleInfo(id: string): { importedIds: readonly string[]; dynamicImporters: readonly string[] } | null;
}

function staticClosure(graph: ModuleGraph, roots: readonly string[], outside: ReadonlySet<string>) {
  const found = new Set<string>();
  const visit = (id: string) => {
    if (found.has(id) || outside.has(id)) return;
    const info = graph.getModuleInfo(id);
    if (!info) return;
    found.add(id);
    info.importedIds.forEach(visit);
  };
  roots.forEach(visit);
  return found;
}

/**
 * The browser build's chunks. Left to itself, the bundler splits the code the islands share into one
 * chunk per set of importers: the phone menu's first tap fetched 36 files at once, and on the bench's
 * phone each wave of six (HTTP/1.1's connections per host) cost a round trip. What every island needs
 * goes in one chunk (the runtime: React and the island code), what every themed island adds in a
 * second (the theme: Emotion, MUI's styling, the site's theme), and the bundler splits the rest as
 * before, so no island loads components it does not use. Both are derived from the module graph.
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
export function islandChunkNamer(): (id: string, graph: ModuleGraph) => string | null {
  let groups: { runtime: Set<string>; themed: Set<string> } | undefined;
  return (id, graph) => {
    if (!groups) {
      const entry = staticClosure(graph, entryRoots, new Set());
      const runtime = staticClosure(graph, runtimeRoots, entry);
      groups = { runtime, themed: staticClosure(graph, themedRoots, new Set([...entry, ...runtime])) };
    }
    // The build's helpers (Vite's preload helper, the bundler's runtime) stay with the entry, which uses
    // them too: in a group, they would make the entry import that chunk at once.
    if (id.startsWith('\0')) return null;
    // A module loaded by import() keeps a chunk of its own, which the build's manifest names after it.
    if ((graph.getModuleInfo(id)?.dynamicImporters.length ?? 0) > 0) return null;
    if (groups.runtime.has(id)) return 'runtime';
    if (groups.themed.has(id)) return 'theme';
    return null;
  };
}
