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
