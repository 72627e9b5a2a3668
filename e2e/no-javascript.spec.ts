import { test, expect } from './support/fixtures';
import { sitePages } from './support/routes';

test.describe('with JavaScript disabled', () => {
  test.use({ javaScriptEnabled: false });

  for (const route of sitePages) {
    test(`${route.path} shows its content, header and footer links`, async ({ page }) => {
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
