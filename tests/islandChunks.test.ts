import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { islandChunkNamer, smallSharedSource, widelySharedBy } from '../scripts/vite/islandChunks';

/** Module ids as the bundler has them: absolute paths, and virtual modules marked with a NUL. */
const idOf = (path: string) => (path.startsWith('\0') ? path : resolve(path));

interface Module {
  imports?: string[];
  dynamicImports?: string[];
  /** Source length; small by default. */
  size?: number;
}

/** A module graph as the bundler hands it to a group's name function. */
function graph(modules: Record<string, Module>) {
  const info = new Map(
    Object.entries(modules).map(([path, { imports = [], dynamicImports = [], size = 100 }]) => [
      idOf(path),
      {
        importedIds: imports.map(idOf),
        dynamicallyImportedIds: dynamicImports.map(idOf),
        code: 'x'.repeat(size),
      },
    ]),
  );
  return { getModuleInfo: (id: string) => info.get(id) ?? null };
}

const styles = 'node_modules/@mui/material/styles/index.js';
const app = graph({
  'src/entry-islands.tsx': {
    imports: ['src/lib/nextTask.ts'],
    dynamicImports: ['src/app/hydrateIslands.tsx'],
  },
  'src/lib/nextTask.ts': {},
  'src/app/hydrateIslands.tsx': {
    imports: [
      'node_modules/react-dom/index.js',
      'src/app/islands.ts',
      'src/lib/nextTask.ts',
      '\0vite/preload-helper.js',
    ],
    dynamicImports: ['src/app/IslandProviders.tsx', 'src/lib/emotionCache.ts'],
  },
  '\0vite/preload-helper.js': {},
  'node_modules/react-dom/index.js': { imports: ['node_modules/react/index.js'] },
  'node_modules/react/index.js': {},
  'src/app/islands.ts': {
    dynamicImports: [
      'src/MobileNav.island.tsx',
      'src/Faq.island.tsx',
      'src/Share.island.tsx',
      'src/Video.island.tsx',
      'src/Toc.island.tsx',
    ],
  },
  'src/app/IslandProviders.tsx': { imports: [styles, 'node_modules/react/index.js'] },
  'src/lib/emotionCache.ts': { imports: ['node_modules/@emotion/cache/index.js'] },
  [styles]: { imports: ['node_modules/@emotion/cache/index.js'] },
  'node_modules/@emotion/cache/index.js': {},
  // Three themed islands and one without styles.
  'src/MobileNav.island.tsx': {
    imports: [
      'src/widelyShared.ts',
      'src/Menu.tsx',
      'node_modules/@mui/material/IconButton.js',
      'src/useOnDemand.ts',
      'src/bigShared.ts',
    ],
    dynamicImports: ['src/Drawer.tsx'],
  },
  'src/Menu.tsx': { imports: [styles] },
  'src/Drawer.tsx': {
    imports: [
      'src/widelyShared.ts',
      'node_modules/@mui/material/IconButton.js',
      'src/tinyButNeedsBig.ts',
      styles,
    ],
  },
  'src/Faq.island.tsx': {
    imports: [
      styles,
      'src/widelyShared.ts',
      'src/useOnDemand.ts',
      'src/bigShared.ts',
      'src/tinyButNeedsBig.ts',
      'src/video.ts',
    ],
  },
  'src/Share.island.tsx': {
    imports: [styles, 'src/widelyShared.ts', 'node_modules/@mui/material/IconButton.js'],
  },
  'src/Video.island.tsx': { imports: ['src/video.ts'] },
  'node_modules/@mui/material/IconButton.js': { imports: [styles] },
  'src/useOnDemand.ts': {},
  'src/bigShared.ts': { size: smallSharedSource },
  'src/tinyButNeedsBig.ts': { imports: ['src/bigShared.ts'] },
  'src/video.ts': {},
  // Large, but shared by every themed island of the page.
  'src/Toc.island.tsx': { imports: [styles, 'src/widelyShared.ts'] },
  'src/widelyShared.ts': { size: smallSharedSource * 10 },
});

function chunkOf(path: string) {
  return islandChunkNamer()(idOf(path), app) ?? 'split as the bundler sees fit';
}

describe('islandChunks', () => {
  it('puts what every island needs in one chunk, and what every themed island adds in another', () => {
    expect(chunkOf('node_modules/react-dom/index.js')).toBe('runtime');
    expect(chunkOf('node_modules/react/index.js')).toBe('runtime');
    expect(chunkOf('src/app/islands.ts')).toBe('runtime');
    expect(chunkOf(styles)).toBe('theme');
    expect(chunkOf('node_modules/@emotion/cache/index.js')).toBe('theme');
  });

  it('leaves the entry’s own imports with the entry, so it stays small and imports neither chunk', () => {
    expect(chunkOf('src/lib/nextTask.ts')).toBe('split as the bundler sees fit');
  });

  it('groups a module loaded on demand with what it belongs to, leaves the islands and the helpers alone', () => {
    expect(chunkOf('src/app/hydrateIslands.tsx')).toBe('runtime');
    expect(chunkOf('src/app/IslandProviders.tsx')).toBe('theme');
    expect(chunkOf('src/MobileNav.island.tsx')).toBe('split as the bundler sees fit');
    expect(chunkOf('src/Drawer.tsx')).toBe('split as the bundler sees fit');
    expect(chunkOf('\0vite/preload-helper.js')).toBe('split as the bundler sees fit');
  });

  it('puts small pieces an island without styles shares with the runtime, which every island loads', () => {
    // The FAQ and the video, which has no styles.
    expect(chunkOf('src/video.ts')).toBe('runtime');
  });

  it('puts small pieces only themed islands share with the theme, which each of them loads anyway', () => {
    // IconButton: the phone menu, its drawer and the share bar; the phone menu and the FAQ.
    expect(chunkOf('node_modules/@mui/material/IconButton.js')).toBe('theme');
    expect(chunkOf('src/useOnDemand.ts')).toBe('theme');
  });

  it(`puts what ${widelySharedBy} or more themed islands share with the theme, however large`, () => {
    expect(chunkOf('src/widelyShared.ts')).toBe('theme');
  });

  it('leaves to the bundler what one island uses, what is large, what needs what stays split', () => {
    expect(chunkOf('src/Menu.tsx')).toBe('split as the bundler sees fit');
    expect(chunkOf('src/bigShared.ts')).toBe('split as the bundler sees fit');
    // Small, but the group's chunk would then import the large piece's chunk.
    expect(chunkOf('src/tinyButNeedsBig.ts')).toBe('split as the bundler sees fit');
  });
});
