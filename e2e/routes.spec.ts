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

  for (const route of sitePages) {
    test(`${route.path} renders its page inside the shell`, async ({ page }) => {
      await page.goto(route.path);
      await expect(page).toHaveTitle(route.title);
      await expect(page.locator('h1')).toHaveCount(1);
      await expect(page.locator('h1')).toHaveText(route.h1);
      await expect(page.locator('meta[name="description"]')).toHaveCount(1);
      await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /\S/);
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
