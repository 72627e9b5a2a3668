import { describe, expect, it } from 'vitest';
import { appConfigAttribute, pageAppConfig } from '../scripts/deferHydration';

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
