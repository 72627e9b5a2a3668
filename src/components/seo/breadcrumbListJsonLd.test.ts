import { describe, expect, it } from 'vitest';
import { site } from '../../content/site';
import { solutionPages } from '../../content/solutions';
import { breadcrumbListJsonLd } from './breadcrumbListJsonLd';

describe('breadcrumbListJsonLd', () => {
  it('lists every crumb in order with absolute URLs, ending at the current page', () => {
    const page = solutionPages['data-analytics'];
    expect(breadcrumbListJsonLd(page.breadcrumbs, '/data-analytics')).toEqual({
      '@context': 'https://schema.org',
      '@type': 'BreadcrumbList',
      itemListElement: [
        { '@type': 'ListItem', position: 1, name: 'Home', item: `${site.origin}/` },
        {
          '@type': 'ListItem',
          position: 2,
          name: 'Business Solutions',
          item: `${site.origin}/use-cases/business`,
        },
        {
          '@type': 'ListItem',
          position: 3,
          name: page.breadcrumbs[2]?.label,
          item: `${site.origin}/data-analytics`,
        },
      ],
    });
  });

  it('uses the current path for the last crumb even if it has a link', () => {
    const list = breadcrumbListJsonLd(
      [
        { label: 'Home', to: '/' },
        { label: 'Here', to: '/elsewhere' },
      ],
      '/here',
    );
    expect(list.itemListElement).toEqual([
      expect.objectContaining({ item: `${site.origin}/` }),
      expect.objectContaining({ item: `${site.origin}/here` }),
    ]);
  });
});
