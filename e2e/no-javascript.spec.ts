import { test, expect } from './support/fixtures';
import { inRunsOf, sitePages } from './support/routes';

test.describe('with JavaScript disabled', () => {
  test.use({ javaScriptEnabled: false });

  for (const group of inRunsOf(8, sitePages)) {
    test(`${group.map((route) => route.path).join(', ')} show their content, header and footer links`, async ({
      page,
    }) => {
      for (const route of group) {
        await test.step(route.path, async () => {
          await page.goto(route.path);
          // toBeVisible, not just toHaveText: text inside <div hidden> (React's streaming fallback) must fail this.
          await expect(page.locator('h1')).toBeVisible();
          await expect(page.locator('h1')).toHaveText(route.h1);
          await expect(page.getByRole('main')).toBeVisible();
          await expect(page).toHaveTitle(route.title);
          const header = page.getByRole('banner');
          for (const name of ['Home', 'AI Academy', 'Blog', 'Pricing', 'Get Consultation']) {
            await expect(header.getByRole('link', { name, exact: true }).first()).toBeVisible();
          }
          await expect(page.getByRole('contentinfo').getByRole('link', { name: 'Our Story' })).toBeVisible();
        });
      }
    });
  }
});
