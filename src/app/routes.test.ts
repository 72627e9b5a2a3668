import { describe, expect, it } from 'vitest';
import { findRoute, notFoundRoute, prerenderPaths, routes } from './routes';
import { legalRoutes, specRoutes } from '../../tests/fixtures/specRoutes';

describe('route table', () => {
  it('has every route of the spec, the three legal pages and a catch-all last', () => {
    expect([...prerenderPaths].sort()).toEqual([...specRoutes, ...legalRoutes].sort());
    expect(routes.at(-1)?.path).toBe('*');
    expect(new Set(routes.map((route) => route.path)).size).toBe(routes.length);
  });

  it('resolves paths to their route and unknown paths to the not-found page', () => {
    expect(findRoute('/academy').path).toBe('/academy');
    expect(findRoute('/blog/ai-agents-guide').path).toBe('/blog/ai-agents-guide');
    expect(findRoute('/academy/')).not.toBe(notFoundRoute);
    expect(findRoute('/nope')).toBe(notFoundRoute);
    expect(findRoute('/blog/unknown-post')).toBe(notFoundRoute);
  });
});
