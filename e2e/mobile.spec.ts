import type { Page } from '@playwright/test';
import { test, expect, waitForHydration } from './support/fixtures';
import { axeViolations } from './support/axe';
import { holdLoader } from './support/holdApp';
import { appScripts, scriptRequests } from './support/scriptBytes';
import { expectFitsTheWindow } from './support/shellChecks';

const menuOf = (page: Page) => page.getByRole('dialog', { name: 'Site menu' });

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
    await expect(toggle).toHaveAttribute('aria-haspopup', 'dialog');
    await toggle.click();
    const menu = menuOf(page);
    const nav = menu.getByRole('navigation', { name: 'Main' });
    await expect(nav.getByRole('link')).toHaveText([
      'Home',
      'AI Academy',
      'For Business',
      'For Individuals',
      'Blog',
      'Pricing',
    ]);
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(toggle).toHaveAttribute('aria-controls', 'mobile-navigation');
    await expect(nav.getByRole('link', { name: 'Home' })).toHaveAttribute('aria-current', 'page');
    await expect(menu.getByRole('link', { name: 'Get Consultation' })).toBeVisible();
    await expect(menu.getByRole('link', { name: 'नेपाली' })).toHaveAttribute('href', '/ne');
    // Modal: the focus is in the menu, and the page under it does not scroll.
    await expect(menu).toBeFocused();
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).overflow)).toBe('hidden');

    await nav.getByRole('link', { name: 'For Individuals' }).click();
    await expect(page).toHaveURL(/\/use-cases\/individuals$/);
    await expect(menuOf(page)).toBeHidden();
    await expect(page.locator('h1')).toBeInViewport();
    await toggle.click();
    await expect(nav.getByRole('link', { name: 'For Individuals' })).toHaveAttribute('aria-current', 'page');
    await expect(nav.getByRole('link', { name: 'Home' })).not.toHaveAttribute('aria-current');
    await expect(menu.getByRole('link', { name: 'नेपाली' })).toHaveAttribute(
      'href',
      '/ne/use-cases/individuals',
    );
  });

  test('Escape, the close button and a tap beside the menu close it, and the focus returns to the toggle', async ({
    page,
  }) => {
    await page.goto('/pricing');
    const toggle = page.getByRole('banner').getByRole('button', { name: 'Open menu' });
    const menu = menuOf(page);
    const closedBy = async (close: () => Promise<void>) => {
      await toggle.click();
      await expect(menu).toBeVisible();
      await close();
      await expect(menu).toBeHidden();
      await expect(toggle).toHaveAttribute('aria-expanded', 'false');
      await expect(toggle).not.toHaveAttribute('aria-controls');
      await expect(toggle).toBeFocused();
      expect(await page.evaluate(() => document.documentElement.style.overflow)).toBe('');
    };
    await closedBy(() => page.keyboard.press('Escape'));
    await closedBy(() => menu.getByRole('button', { name: 'Close menu' }).click());
    // The backdrop: the strip of page left of the 320 px panel.
    await closedBy(() => page.mouse.click(20, 400));
    // With reduced motion it neither slides in nor out.
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await closedBy(async () => {
      expect(await menu.evaluate((dialog) => getComputedStyle(dialog).transitionDuration)).toBe('0s');
      await page.keyboard.press('Escape');
    });
  });

  test('the menu opens when tapped before the loader has arrived, and starts no app', async ({ page }) => {
    const loader = await holdLoader(page);
    const scripts = scriptRequests(page);
    await page.goto('/blog');
    const toggle = page.getByRole('banner').getByRole('button', { name: 'Open menu' });
    await toggle.click();
    await loader.requested;
    loader.release();
    await expect(menuOf(page).getByRole('navigation', { name: 'Main' })).toBeVisible();
    await expect(menuOf(page).getByRole('link', { name: 'Blog' })).toHaveAttribute('aria-current', 'page');
    // The loader alone: no React, no MUI, no theme.
    expect(appScripts(scripts)).toEqual([]);
  });

  test('the open menu is axe-clean in both schemes and both languages, and names itself', async ({
    page,
  }) => {
    for (const [path, name] of [
      ['/blog', 'Site menu'],
      ['/ne/blog', 'साइट मेनु'],
    ] as const)
      for (const colorScheme of ['light', 'dark'] as const) {
        await page.emulateMedia({ colorScheme });
        await page.goto(path);
        await page
          .getByRole('banner')
          .getByRole('button', { name: /Open menu|मेनु खोल्नुहोस्/ })
          .click();
        const menu = page.getByRole('dialog', { name });
        await expect(menu).toBeVisible();
        // Slid in: the colours axe compares are the final ones.
        await expect.poll(() => menu.evaluate((dialog) => getComputedStyle(dialog).transform)).toBe('none');
        expect(await axeViolations(page), `${path} ${colorScheme}`).toEqual([]);
      }
  });

  test('a menu that failed to load opens on the next tap, and then comes from the cache', async ({
    page,
    consoleGuard,
  }) => {
    consoleGuard.allow(/status of 503|The phone menu failed to open/);
    let requests = 0;
    await page.route(/\/assets\/phone-menu-en-[^/]+\.htm$/, async (route) => {
      requests += 1;
      if (requests === 1) await route.fulfill({ status: 503, body: 'Service Unavailable' });
      else await route.continue();
    });
    await page.goto('/academy');
    await waitForHydration(page);
    const toggle = page.getByRole('banner').getByRole('button', { name: 'Open menu' });
    await toggle.click();
    await expect.poll(() => requests).toBe(1);
    await expect(menuOf(page)).toBeHidden();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await toggle.click();
    await expect(menuOf(page).getByRole('link', { name: 'AI Academy' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await page.keyboard.press('Escape');
    await toggle.click();
    await expect(menuOf(page)).toBeVisible();
    expect(requests).toBe(2);
  });

  test('no horizontal scrolling and no text cut off on a phone', async ({ page }) => {
    for (const path of ['/', '/services', '/consultation', '/blog/ai-agents-guide', '/privacy', '/terms']) {
      await page.goto(path);
      await expectFitsTheWindow(page, path);
    }
  });
});
