import { describe, expect, it } from 'vitest';
import {
  chunksAmong,
  scriptsOutsideManifest,
  dynamicEntriesFor,
  jsBeforeInteraction,
  entryKey,
  groupChunkKey,
  loadsAnyOf,
  startupKeys,
  staticClosure,
  supabaseFiles,
  type GzipSizes,
  type ViteManifest,
} from '../scripts/viteManifest';

const manifest: ViteManifest = {
  'index.html': {
    file: 'assets/index-A.js',
    name: 'index',
    src: 'index.html',
    isEntry: true,
    imports: ['_runtime.js', '_mui.js'],
    dynamicImports: ['src/app/startApp.tsx'],
  },
  'src/app/startApp.tsx': {
    file: 'assets/startApp-H.js',
    isDynamicEntry: true,
    imports: ['_mui.js', '_router.js'],
    dynamicImports: ['src/pages/HomePage.tsx', 'src/pages/BlogPage.tsx', 'src/lib/supabaseClient.ts'],
  },
  '_router.js': { file: 'assets/router-I.js' },
  '_runtime.js': { file: 'assets/runtime-B.js', name: 'runtime' },
  '_mui.js': { file: 'assets/mui-C.js', imports: ['_runtime.js'] },
  '_card.js': { file: 'assets/card-D.js', imports: ['_mui.js'] },
  'src/pages/HomePage.tsx': {
    file: 'assets/HomePage-E.js',
    isDynamicEntry: true,
    imports: ['_card.js', 'index.html'],
  },
  'src/pages/BlogPage.tsx': { file: 'assets/BlogPage-F.js', isDynamicEntry: true, imports: ['index.html'] },
  'src/lib/supabaseClient.ts': { file: 'assets/supabaseClient-G.js', isDynamicEntry: true },
};

describe('the Vite manifest analysis', () => {
  it('follows static imports only, through cycles back to the entry', () => {
    expect(entryKey(manifest)).toBe('index.html');
    expect([...staticClosure(manifest, ['index.html'])].sort()).toEqual([
      '_mui.js',
      '_runtime.js',
      'index.html',
    ]);
    expect([...staticClosure(manifest, ['index.html', 'src/pages/HomePage.tsx'])].sort()).toEqual([
      '_card.js',
      '_mui.js',
      '_runtime.js',
      'index.html',
      'src/pages/HomePage.tsx',
    ]);
  });

  it('finds a chunk of grouped modules by its group’s name, and only such a chunk', () => {
    expect(groupChunkKey(manifest, 'runtime')).toBe('_runtime.js');
    // The entry is named too, after its source.
    expect(() => groupChunkKey(manifest, 'index')).toThrow('Expected one "index" chunk');
    expect(() => groupChunkKey(manifest, 'theme')).toThrow('found 0');
  });

  it('starts the app from the entry and the chunks it imports in stages, not the pages', () => {
    expect([...startupKeys(manifest)].sort()).toEqual([
      '_mui.js',
      '_router.js',
      '_runtime.js',
      'index.html',
      'src/app/startApp.tsx',
    ]);
  });

  it('finds the page module among the scripts the browser loaded', () => {
    expect(
      dynamicEntriesFor(manifest, [
        'http://127.0.0.1:1/assets/index-A.js',
        'http://127.0.0.1:1/assets/mui-C.js',
        'http://127.0.0.1:1/assets/HomePage-E.js',
      ]),
    ).toEqual(['src/pages/HomePage.tsx']);
    expect(dynamicEntriesFor(manifest, ['http://x/unknown.js'])).toEqual([]);
  });

  it('counts the chunks a page requested without interaction, with their imports, and nothing for a page that requested none', async () => {
    const sizes = { of: (file: string) => Promise.resolve(file.length) } as unknown as GzipSizes;
    const loaded = chunksAmong(manifest, [
      'http://127.0.0.1:1/assets/index-A.js',
      'http://127.0.0.1:1/assets/HomePage-E.js',
      'http://127.0.0.1:1/media/hero.avif',
    ]);
    expect(loaded).toEqual(['index.html', 'src/pages/HomePage.tsx']);
    const files = ['index-A', 'runtime-B', 'mui-C', 'card-D', 'HomePage-E'].map(
      (name) => `assets/${name}.js`,
    );
    expect(await jsBeforeInteraction(manifest, loaded, sizes)).toBe(
      files.reduce((sum, file) => sum + file.length, 0),
    );
    expect(await jsBeforeInteraction(manifest, chunksAmong(manifest, []), sizes)).toBe(0);
  });

  it('counts the site scripts outside the build too: the shared hydration loader', async () => {
    const sizes = { of: (file: string) => Promise.resolve(file.length) } as unknown as GzipSizes;
    const urls = [
      'http://127.0.0.1:1/assets/hydration-loader-0123456789.js',
      'http://127.0.0.1:1/assets/index-A.js',
      'http://127.0.0.1:1/media/hero.avif',
    ];
    const outside = scriptsOutsideManifest(manifest, urls);
    expect(outside).toEqual(['assets/hydration-loader-0123456789.js']);
    expect(await jsBeforeInteraction(manifest, [], sizes, outside)).toBe(outside[0]?.length);
  });

  it('recognises the supabase-js chunk among the loaded scripts', () => {
    const files = supabaseFiles(manifest);
    expect([...files]).toEqual(['assets/supabaseClient-G.js']);
    expect(loadsAnyOf(files, ['http://127.0.0.1:1/assets/supabaseClient-G.js'])).toBe(true);
    expect(loadsAnyOf(files, ['http://127.0.0.1:1/assets/HomePage-E.js'])).toBe(false);
  });
});
