import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { islandChunkNamer } from '../scripts/vite/islandChunks';

/** Module ids as the bundler has them: absolute paths, and virtual modules marked with a NUL. */
const idOf = (path: string) => (path.startsWith('\0') ? path : resolve(path));

/** A module graph as the bundler hands it to a group's name function. */
function graph(modules: Record<string, { imports?: string[]; dynamicImporters?: string[] }>) {
  const ids = Object.fromEntries(Object.keys(modules).map((path) => [path, idOf(path)]));
  const info = new Map(
    Object.entries(modules).map(([path, { imports = [], dynamicImporters = [] }]) => [
      ids[path] as string,
      {
        importedIds: imports.map((p) => idOf(p)),
        dynamicImporters: dynamicImporters.map((p) => idOf(p)),
      },
    ]),
  );
  return {
    id: idOf,
    context: { getModuleInfo: (id: string) => info.get(id) ?? null },
  };
}

const app = graph({
  'src/entry-islands.tsx': { imports: ['src/lib/nextTask.ts'] },
  'src/lib/nextTask.ts': {},
  'src/app/hydrateIslands.tsx': {
    imports: [
      'node_modules/react-dom/index.js',
      'src/app/islands.ts',
      'src/lib/nextTask.ts',
      '\0vite/preload-helper.js',
    ],
    dynamicImporters: ['src/entry-islands.tsx'],
  },
  'node_modules/react-dom/index.js': { imports: ['node_modules/react/index.js'] },
  'node_modules/react/index.js': {},
  'src/app/islands.ts': {},
  '\0vite/preload-helper.js': {},
  'src/app/IslandProviders.tsx': {
    imports: ['node_modules/@mui/material/styles/index.js', 'node_modules/react/index.js'],
    dynamicImporters: ['src/app/hydrateIslands.tsx'],
  },
  'src/lib/emotionCache.ts': {
    imports: ['node_modules/@emotion/cache/index.js'],
    dynamicImporters: ['src/app/hydrateIslands.tsx'],
  },
  'node_modules/@mui/material/styles/index.js': { imports: ['node_modules/@emotion/cache/index.js'] },
  'node_modules/@emotion/cache/index.js': {},
  'src/app/layout/MobileNav.island.tsx': {
    imports: ['node_modules/@mui/material/IconButton/index.js', 'node_modules/@mui/material/styles/index.js'],
    dynamicImporters: ['src/app/islands.ts'],
  },
  'node_modules/@mui/material/IconButton/index.js': { imports: ['node_modules/react/index.js'] },
});

function chunkOf(path: string) {
  return islandChunkNamer()(app.id(path), app.context) ?? 'split as the bundler sees fit';
}

describe('islandChunks', () => {
  it('puts what every island needs in one chunk, and what every themed island adds in another', () => {
    expect(chunkOf('node_modules/react-dom/index.js')).toBe('runtime');
    expect(chunkOf('node_modules/react/index.js')).toBe('runtime');
    expect(chunkOf('src/app/islands.ts')).toBe('runtime');
    expect(chunkOf('node_modules/@mui/material/styles/index.js')).toBe('theme');
    expect(chunkOf('node_modules/@emotion/cache/index.js')).toBe('theme');
  });

  it('leaves the entry’s own imports with the entry, so it stays small and imports neither chunk', () => {
    expect(chunkOf('src/lib/nextTask.ts')).toBe('split as the bundler sees fit');
  });

  it('leaves each module loaded on demand its own chunk, and the components of one island to the bundler', () => {
    expect(chunkOf('src/app/hydrateIslands.tsx')).toBe('split as the bundler sees fit');
    expect(chunkOf('src/app/IslandProviders.tsx')).toBe('split as the bundler sees fit');
    expect(chunkOf('src/app/layout/MobileNav.island.tsx')).toBe('split as the bundler sees fit');
    expect(chunkOf('node_modules/@mui/material/IconButton/index.js')).toBe('split as the bundler sees fit');
  });

  it('leaves the build’s helpers alone', () => {
    expect(chunkOf('\0vite/preload-helper.js')).toBe('split as the bundler sees fit');
  });
});
