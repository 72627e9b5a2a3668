import { join } from 'node:path';
import { brotliCompressSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { bundleHydrationLoader } from '../scripts/deferHydration';

const root = join(import.meta.dirname, '..');

const config = {
  entry: '/assets/index-A.js',
  preload: ['/assets/react-B.js'],
  islands: {
    'app/layout/ServicesMenu': ['/assets/ServicesMenu-C.js'],
    'features/home/HeroVideo': ['/assets/HeroVideo-D.js'],
    'components/sections/FaqAccordion': ['/assets/FaqAccordion-E.js'],
  },
};

describe('the hydration loader in the build', () => {
  it('inlines only the part that holds early input, which fetches the shared loader by a name that changes with it', async () => {
    const { file, inline } = await bundleHydrationLoader(root, config);
    expect(file.path).toMatch(/^assets\/hydration-loader-[0-9a-f]{10}\.js$/);
    expect(inline).toContain(`"/${file.path}"`);
    // The site's configuration travels once, in the cached file, not in every page.
    for (const chunk of [config.entry, ...config.preload, ...Object.values(config.islands).flat()]) {
      expect(file.code).toContain(chunk);
      expect(inline).not.toContain(chunk);
    }
    // Why it is split (issue 24): each page carries a fraction of the loader.
    const brotli = (code: string) => brotliCompressSync(code).length;
    expect(brotli(inline)).toBeLessThan(brotli(file.code) * 0.65);
  }, 30_000);

  it('gets a new name when the configuration changes, so no cached copy can start stale chunks', async () => {
    const { file } = await bundleHydrationLoader(root, config);
    const { file: changed } = await bundleHydrationLoader(root, { ...config, entry: '/assets/index-Z.js' });
    expect(changed.path).not.toBe(file.path);
  }, 30_000);
});
