import { describe, expect, it } from 'vitest';
import { findRoute, notFoundRoute, prerenderPaths, routes } from './routes';
import { legalRoutes, specRoutes } from '../../tests/fixtures/specRoutes';
import { blogPosts } from '../content/blog/posts';

/** An article's page: these come from the article files, so a new one needs no fixture. */
const isArticle = (path: string) => /^(\/ne)?\/blog\/./.test(path);

describe('route table', () => {
  it('has every route of the spec, the three legal pages, every article and a catch-all last', () => {
    const english = [...specRoutes, ...legalRoutes];
    const nepali = english.map((path) => (path === '/' ? '/ne' : `/ne${path}`));
    expect(prerenderPaths.filter((path) => !isArticle(path)).sort()).toEqual(
      [...english, ...nepali].filter((path) => !isArticle(path)).sort(),
    );
    // The spec's five articles among them, and exactly one page per article file and language.
    expect(prerenderPaths).toEqual(expect.arrayContaining([...english, ...nepali]));
    expect(prerenderPaths.filter(isArticle).sort()).toEqual(
      blogPosts.flatMap((post) => [`/blog/${post.id}`, `/ne/blog/${post.id}`]).sort(),
    );
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
