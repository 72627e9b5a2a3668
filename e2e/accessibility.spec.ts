import { test, expect } from './support/fixtures';
import { sitePages } from './support/routes';

for (const scheme of ['light', 'dark'] as const) {
  test.describe(`axe in the ${scheme} scheme`, () => {
    test.use({ colorScheme: scheme });
    for (const route of sitePages) {
      test(`${route.path} has no violations`, async ({ page, axe }) => {
        await page.goto(route.path);
        await expect(page.locator('html')).toHaveAttribute('data-color-scheme', scheme);
        await page.waitForLoadState('networkidle');
        const results = await axe().analyze();
        expect(
          results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
        ).toEqual([]);
      });
    }
  });
}
