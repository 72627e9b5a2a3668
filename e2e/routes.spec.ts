import { test, expect } from './support/fixtures';
import { sitePages } from './support/routes';

/** The page's meta description, from the served HTML (no browser needed). */
const descriptionPattern = /<meta name="description" content="([^"]*)"/;

test.describe('every route', () => {
  test('titles and descriptions are unique across the site', async ({ request }) => {
    const titles = sitePages.map((route) => route.title);
    expect(new Set(titles).size).toBe(titles.length);
    const descriptions: string[] = [];
    for (const route of sitePages) {
      const html = await (await request.get(route.path)).text();
      descriptions.push(descriptionPattern.exec(html)?.[1] ?? '');
    }
    expect(descriptions.filter((description) => description.trim() === '')).toEqual([]);
    expect(new Set(descriptions).size).toBe(descriptions.length);
  });

  // Each route's page in the shell: e2e/accessibility.spec.ts, in the same visit as axe.
});
