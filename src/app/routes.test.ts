import { describe, expect, it } from 'vitest';
import { findRoute, notFoundRoute, prerenderPaths, routes } from './routes';
import { legalRoutes, specRoutes } from '../../tests/fixtures/specRoutes';

describe('route table', () => {
  it('has every route of the spec, the three legal pages and a catch-all last', () => {
    const english = [...specRoutes, ...legalRoutes];
    const nepali = english.map((path) => (path === '/' ? '/ne' : `/ne${path}`));
    expect([...prerenderPaths].sort()).toEqual([...english, ...nepali].sort());
    expect(routes.at(-1)?.path).toBe('*');
    expect(new Set(routes.map((route) => route.path)).size).toBe(routes.length);
  });

  it('resolves paths to their route and unknown paths to the not-found page', () => {
    expect(findRoute('/academy')).toEqual({
      route: expect.objectContaining({ path: '/academy' }),
      locale: 'en',
    });
    expect(findRoute('/blog/ai-agents-guide').route.path).toBe('/blog/ai-agents-guide');
    expect(findRoute('/academy/').route).not.toBe(notFoundRoute);
    expect(findRoute('/nope').route).toBe(notFoundRoute);
    expect(findRoute('/blog/unknown-post').route).toBe(notFoundRoute);
  });

  it('serves every page in Nepali under /ne, and the Nepali 404 for unknown paths there', () => {
    expect(findRoute('/ne/academy')).toEqual({
      route: expect.objectContaining({ path: '/academy' }),
      locale: 'ne',
    });
    expect(findRoute('/ne')).toMatchObject({ route: expect.objectContaining({ path: '/' }), locale: 'ne' });
    expect(findRoute('/ne/nope')).toEqual({ route: notFoundRoute, locale: 'ne' });
    expect(findRoute('/news')).toMatchObject({ route: notFoundRoute, locale: 'en' });
  });
});
