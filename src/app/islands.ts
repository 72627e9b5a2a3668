import type { IslandComponent } from '../lib/islands/Island';

/**
 * An island is declared by its file: the default export of a `*.island.tsx` file under src/ (see
 * src/lib/islands/Island.tsx), named by its path without `src/` and `.island.tsx`
 * (`app/layout/ServicesMenu`). The page's element carries that name; the browser loads the island's code
 * by it, and the build manifest knows the module as `src/<name>.island.tsx`.
 */
export interface IslandModule {
  default: IslandComponent;
}

const islandFile = /^\/src\/(.+)\.island\.tsx$/;

export function islandNameOf(path: string): string {
  const name = islandFile.exec(path)?.[1];
  if (name === undefined) throw new Error(`${path} is not an island file`);
  return name;
}

/** The island's module as Vite's manifest and import.meta.glob name it. */
export function islandSourceOf(name: string): string {
  return `src/${name}.island.tsx`;
}

/** Every island's code, loaded on demand: each is a chunk of its own. */
const islandLoaders = import.meta.glob<IslandModule>('/src/**/*.island.tsx');

export async function loadIsland(name: string): Promise<IslandComponent> {
  const load = islandLoaders[`/${islandSourceOf(name)}`];
  if (!load) throw new Error(`The page has an unknown island "${name}"`);
  return (await load()).default;
}
