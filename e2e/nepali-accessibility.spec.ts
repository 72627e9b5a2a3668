import { test, expect } from './support/fixtures';
import { nepaliPages } from './support/nepali';

for (const scheme of ['light', 'dark'] as const) {
  test.describe(`axe on Nepali pages in the ${scheme} scheme`, () => {
    test.use({ colorScheme: scheme });
    for (const { path } of nepaliPages) {
      test(`${path} has no violations`, async ({ page, axe }) => {
        await page.goto(path);
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
