import { test, expect, waitForHydration } from './support/fixtures';
import { appScripts, scriptRequests } from './support/scriptBytes';

test.describe('colour scheme', () => {
  test('follows the system preference by default', async ({ browser }) => {
    for (const colorScheme of ['light', 'dark'] as const) {
      const context = await browser.newContext({ colorScheme });
      const page = await context.newPage();
      await page.goto('/');
      await waitForHydration(page);
      await expect(page.locator('html')).toHaveAttribute('data-color-scheme', colorScheme);
      await context.close();
    }
  });

  test('the header toggle switches the scheme and the choice survives a reload without a flash', async ({
    page,
  }) => {
    await page.emulateMedia({ colorScheme: 'light' });
    await page.goto('/pricing');
    await waitForHydration(page);
    const toggle = page.getByRole('button', { name: 'Switch to dark theme' });
    await toggle.click();
    await expect(page.locator('html')).toHaveAttribute('data-color-scheme', 'dark');
    const darkBackground = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
    // Read the scheme before any script of the app runs: the inline init script must already have set it.
    await page.addInitScript(() => {
      document.addEventListener('DOMContentLoaded', () => {
        (window as unknown as { schemeAtParse: string | null }).schemeAtParse =
          document.documentElement.getAttribute('data-color-scheme');
      });
    });
    await page.reload();
    expect(
      await page.evaluate(() => (window as unknown as { schemeAtParse: string | null }).schemeAtParse),
    ).toBe('dark');
    expect(await page.evaluate(() => getComputedStyle(document.body).backgroundColor)).toBe(darkBackground);
    await page.getByRole('button', { name: 'Switch to light theme' }).click();
    await expect(page.locator('html')).toHaveAttribute('data-color-scheme', 'light');
  });

  test('switching needs no app: the page loads no script but its loader, and nothing else changes', async ({
    page,
  }) => {
    const scripts = scriptRequests(page);
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/ne/blog');
    await waitForHydration(page);
    await page.getByRole('button', { name: 'उज्यालो थिममा जानुहोस्' }).click();
    await expect(page.locator('html')).toHaveAttribute('data-color-scheme', 'light');
    expect(await page.evaluate(() => localStorage.getItem('rupantaran-color-mode'))).toBe('light');
    await expect(page.getByRole('button', { name: 'अँध्यारो थिममा जानुहोस्' })).toBeFocused();
    // The rule that holds transitions still for the switch is gone again.
    await expect(
      page.locator('style', { hasText: '*::before,*::after{transition:none!important}' }),
    ).toHaveCount(0);
    expect(appScripts(scripts)).toEqual([]);
  });
});
