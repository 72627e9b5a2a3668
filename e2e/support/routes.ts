import { specPages, type SpecPage } from '../../tests/fixtures/specPages';
import { legalRoutes, specRoutes } from '../../tests/fixtures/specRoutes';

export interface SitePage extends SpecPage {
  path: string;
}

/**
 * Every page of the site with the h1 and title the spec expects, in the spec's order. Independent of
 * the build on purpose: src/app/routes.test.ts checks the route table serves exactly these paths.
 */
export const sitePages: SitePage[] = [...specRoutes, ...legalRoutes].map((path) => ({
  path,
  ...specPages[path],
}));

/**
 * `items` in runs of `size`: the route sweeps visit a run of routes in one browser page, each route a
 * step (so a failure names it). A page of its own per route cost more than the visit: a new renderer,
 * and every script, axe included, compiled again (about 45% of a sweep's time on the 2-core machine).
 */
export function inRunsOf<T>(size: number, items: readonly T[]): T[][] {
  return Array.from({ length: Math.ceil(items.length / size) }, (_, index) =>
    items.slice(index * size, (index + 1) * size),
  );
}
