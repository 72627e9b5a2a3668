import { join } from 'node:path';
import { brotliCompressSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { appConfigAttribute, bundleHydrationLoader, pageAppConfig } from '../scripts/deferHydration';

const root = join(import.meta.dirname, '..');

const config = {
  entry: '/assets/index-A.js',
  preload: ['/assets/react-B.js'],
  islands: {
    'app/layout/MobileNav': ['/assets/MobileNav-C.js'],
    'features/home/HeroVideo': ['/assets/HeroVideo-D.js'],
    'components/sections/FaqAccordion': ['/assets/FaqAccordion-E.js'],
  },
};

const parse = (element: string) =>
  JSON.parse(
    new RegExp(`^<script type="application/json" ${appConfigAttribute}>(.*)</script>$`).exec(element)?.[1] ??
      '',
  ) as unknown;

describe("a page's loader configuration", () => {
  it('lists only the islands the page has, with the entry and preloads every page needs', () => {
    const islandNames = ['app/layout/MobileNav', 'components/sections/FaqAccordion'];
    expect(parse(pageAppConfig(config, islandNames))).toEqual({
      entry: config.entry,
      preload: config.preload,
      islands: {
        'app/layout/MobileNav': ['/assets/MobileNav-C.js'],
        'components/sections/FaqAccordion': ['/assets/FaqAccordion-E.js'],
      },
    });
  });

  it('cannot end its script element early', () => {
    const element = pageAppConfig({ ...config, entry: '/assets/</script><b>x.js' }, []);
    expect(element.match(/<\/script>/g)).toHaveLength(1);
    expect(parse(element)).toMatchObject({ entry: '/assets/</script><b>x.js', islands: {} });
  });
});

describe('the hydration loader in the build', () => {
  it('inlines only the part that holds early input, which fetches the shared loader by a name that changes with it', async () => {
    const { file, inline } = await bundleHydrationLoader(root);
    expect(file.path).toMatch(/^assets\/hydration-loader-[0-9a-f]{10}\.js$/);
    expect(inline).toContain(`"/${file.path}"`);
    expect(file.code).toContain(appConfigAttribute);
    expect(inline).not.toContain(appConfigAttribute);
    // Why it is split (issue 24): each page carries a fraction of the loader.
    const brotli = (code: string) => brotliCompressSync(code).length;
    expect(brotli(inline)).toBeLessThan(brotli(file.code) / 2);
  }, 30_000);
});
