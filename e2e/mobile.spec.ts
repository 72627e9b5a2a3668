import { test, expect, waitForHydration } from './support/fixtures';
import { holdAppEntry } from './support/holdApp';
import { expectFitsTheWindow } from './support/shellChecks';

test.describe('header navigation (phone)', () => {
  test('the menu toggle opens a drawer with the same items that closes when a link is chosen', async ({
    page,
  }) => {
    await page.goto('/');
    await waitForHydration(page);
    const header = page.getByRole('banner');
    await expect(header.getByRole('button', { name: 'Services' })).toBeHidden();
    const toggle = header.getByRole('button', { name: 'Open menu' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await toggle.click();
    const drawer = page.getByRole('presentation').getByRole('navigation', { name: 'Main' });
    await expect(drawer.getByRole('link')).toHaveText([
      'Home',
      'AI Academy',
      'For Business',
      'For Individuals',
      'Blog',
      'Pricing',
    ]);
    await expect(
      page.getByRole('presentation').getByRole('link', { name: 'Get Consultation' }),
    ).toBeVisible();
    await drawer.getByRole('link', { name: 'For Individuals' }).click();
    await expect(page).toHaveURL(/\/use-cases\/individuals$/);
    await expect(page.getByRole('presentation')).toBeHidden();
    await expect(page.locator('h1')).toBeInViewport();
    await waitForHydration(page);
    await toggle.click();
    await expect(
      page.getByRole('presentation').getByRole('link', { name: 'For Individuals' }),
    ).toHaveAttribute('aria-current', 'page');
    await page.keyboard.press('Escape');
    await expect(page.getByRole('presentation')).toBeHidden();
  });

  test('the menu opens when tapped before the app has started', async ({ page }) => {
    const entry = await holdAppEntry(page);
    await page.goto('/blog');
    const toggle = page.getByRole('banner').getByRole('button', { name: 'Open menu' });
    await toggle.click();
    await entry.requested;
    entry.release();
    await expect(page.getByRole('presentation').getByRole('navigation', { name: 'Main' })).toBeVisible();
  });

  test('no horizontal scrolling and no text cut off on a phone', async ({ page }) => {
    for (const path of ['/', '/services', '/consultation', '/blog/ai-agents-guide', '/privacy', '/terms']) {
      await page.goto(path);
      await expectFitsTheWindow(page, path);
    }
  });
});
