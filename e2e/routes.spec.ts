import { test, expect } from './support/fixtures';
import { builtRoutes } from './support/routes';

test.describe('every route', () => {
  test('titles and descriptions are unique across the site', () => {
    const titles = builtRoutes.map((route) => route.title);
    const descriptions = builtRoutes.map((route) => route.description);
    expect(new Set(titles).size).toBe(titles.length);
    expect(new Set(descriptions).size).toBe(descriptions.length);
  });

  for (const route of builtRoutes) {
    test(`${route.path} renders its page inside the shell`, async ({ page }) => {
      await page.goto(route.path);
      await expect(page).toHaveTitle(route.title);
      await expect(page.locator('h1')).toHaveCount(1);
      await expect(page.locator('h1')).toHaveText(route.h1);
      await expect(page.locator('meta[name="description"]')).toHaveCount(1);
      await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', route.description);
      await expect(page.locator('title')).toHaveCount(1);
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
        'href',
        new RegExp(`${route.path === '/' ? '/' : route.path}$`),
      );
      await expect(page.getByRole('banner')).toBeVisible();
      await expect(page.getByRole('contentinfo')).toBeVisible();
      await expect(page.getByRole('banner').getByRole('link', { name: /home$/i }).first()).toBeVisible();
      await expect(page.getByRole('contentinfo').getByRole('link', { name: 'Our Story' })).toBeVisible();
    });
  }
});
