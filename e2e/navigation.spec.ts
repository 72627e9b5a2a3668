import { test, expect, waitForHydration } from './support/fixtures';

test.describe('header navigation (desktop)', () => {
  test('the Services dropdown opens, navigates and closes', async ({ page }) => {
    await page.goto('/');
    await waitForHydration(page);
    // While the menu is open MUI hides the rest of the page from assistive technology (the banner
    // role included), hence the plain header locator and includeHidden.
    const header = page.locator('header');
    const services = header.getByRole('button', { name: 'Services', includeHidden: true });
    await expect(services).toHaveAttribute('aria-expanded', 'false');
    await services.click();
    await expect(services).toHaveAttribute('aria-expanded', 'true');
    const menu = page.getByRole('menu');
    await expect(menu.getByRole('menuitem')).toHaveText(['For Business', 'For Individuals']);
    await menu.getByRole('menuitem', { name: 'For Business' }).click();
    await expect(page).toHaveURL(/\/use-cases\/business$/);
    await expect(page.getByRole('menu')).toBeHidden();
    await expect(services).toHaveAttribute('aria-expanded', 'false');
  });

  test('the dropdown is keyboard operable', async ({ page }) => {
    await page.goto('/');
    await waitForHydration(page);
    const services = page.locator('header').getByRole('button', { name: 'Services', includeHidden: true });
    await services.focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('menuitem', { name: 'For Business' })).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(page.getByRole('menuitem', { name: 'For Individuals' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/use-cases\/individuals$/);
    await page.goto('/');
    await waitForHydration(page);
    await services.focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('menuitem', { name: 'For Business' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('menu')).toBeHidden();
    await expect(services).toBeFocused();
  });

  test('the active link is highlighted, and Services is active on its two pages', async ({ page }) => {
    const nav = page.getByRole('banner').getByRole('navigation', { name: 'Main' });
    await page.goto('/academy');
    await waitForHydration(page);
    await expect(nav.getByRole('link', { name: 'AI Academy' })).toHaveAttribute('aria-current', 'page');
    await expect(nav.getByRole('link', { name: 'Home' })).not.toHaveAttribute('aria-current', 'page');
    await page.goto('/use-cases/individuals');
    await waitForHydration(page);
    await expect(nav.getByRole('button', { name: 'Services' })).toHaveAttribute('data-active', 'true');
    await page.goto('/pricing');
    await waitForHydration(page);
    await expect(nav.getByRole('button', { name: 'Services' })).not.toHaveAttribute('data-active', 'true');
    await expect(nav.getByRole('link', { name: 'Pricing' })).toHaveAttribute('aria-current', 'page');
  });

  test('Get Consultation goes to the consultation page', async ({ page }) => {
    await page.goto('/');
    await waitForHydration(page);
    await page.getByRole('banner').getByRole('link', { name: 'Get Consultation' }).click();
    await expect(page).toHaveURL(/\/consultation$/);
  });

  test('the skip link jumps to the main content', async ({ page }) => {
    await page.goto('/pricing');
    await waitForHydration(page);
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Skip to main content' });
    await expect(skip).toBeFocused();
    await expect(skip).toBeInViewport();
    await page.keyboard.press('Enter');
    await expect(page.locator('main')).toBeFocused();
  });
});

test('the fixed header never hides the focused element (WCAG 2.4.11)', async ({ page }) => {
  await page.goto('/blog');
  await waitForHydration(page);
  const headerHeight = await page
    .locator('header')
    .evaluate((header) => header.getBoundingClientRect().height);
  const focusables = page.locator('main a[href], main button:not([disabled])');
  const count = await focusables.count();
  expect(count).toBeGreaterThanOrEqual(3);
  for (const index of new Set([1, Math.floor(count / 2), count - 1])) {
    // Park the next element right under the bar, then Tab onto it: the page must scroll it clear.
    await focusables.nth(index - 1).focus();
    await focusables
      .nth(index)
      .evaluate((element) => window.scrollBy(0, element.getBoundingClientRect().top - 8));
    await page.keyboard.press('Tab');
    await expect(focusables.nth(index)).toBeFocused();
    const top = await focusables.nth(index).evaluate((element) => element.getBoundingClientRect().top);
    expect(top, `focusable #${index}`).toBeGreaterThanOrEqual(headerHeight - 1);
  }
});

test.describe('footer', () => {
  test('enabled items are links, the rest are plain text that cannot be focused', async ({ page }) => {
    await page.goto('/');
    await waitForHydration(page);
    const footer = page.getByRole('contentinfo');
    const expected: Record<string, string> = {
      'Our Story': '/about',
      Team: '/team',
      Careers: '/careers',
      Contact: '/contact',
      'AI Academy': '/academy',
      'AI Automation': '/services#automation',
      Consulting: '/consultation',
      'Custom Development': '/development',
      Training: '/training',
      Pricing: '/pricing',
      'Privacy Policy': '/privacy',
      'Terms of Service': '/terms',
      'Cookie Policy': '/cookies',
    };
    for (const [name, href] of Object.entries(expected)) {
      await expect(footer.getByRole('link', { name, exact: true })).toHaveAttribute('href', href);
    }
    for (const name of ['Tutorials', 'Resources', 'Community', 'API Docs', 'Support']) {
      await expect(footer.getByRole('link', { name })).toHaveCount(0);
      const item = footer.locator('[data-disabled-link]', { hasText: name });
      await expect(item).toBeVisible();
      await item.click();
      await expect(page).toHaveURL(/\/$/);
    }
    await expect(footer).toContainText('© 2025');
  });

  test('a footer link navigates and lands at the top of the new page', async ({ page }) => {
    await page.goto('/');
    await waitForHydration(page);
    await page.getByRole('contentinfo').getByRole('link', { name: 'Our Story' }).click();
    await expect(page).toHaveURL(/\/about$/);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });
});

test('scrolls to the top on every route change, but honours #hash targets', async ({ page }) => {
  await page.goto('/');
  await waitForHydration(page);
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
  await page.getByRole('contentinfo').getByRole('link', { name: 'Careers' }).click();
  await expect(page).toHaveURL(/\/careers$/);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  await page.getByRole('contentinfo').getByRole('link', { name: 'AI Automation' }).click();
  await expect(page).toHaveURL(/\/services#automation$/);
  await expect(page.locator('#automation')).toBeInViewport();
});

test('unknown paths show the 404 page and log the path', async ({ page, consoleGuard }) => {
  consoleGuard.allow(/Page not found: \/no-such-page/);
  // The document itself answers 404, which Chromium reports as a failed resource load.
  consoleGuard.allow(/Failed to load resource: the server responded with a status of 404/);
  const messages: string[] = [];
  page.on('console', (message) => messages.push(message.text()));
  await page.goto('/no-such-page');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('404');
  await expect(page.getByText('Oops! Page not found')).toBeVisible();
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
  // The app logs the path once it has started.
  await waitForHydration(page);
  expect(messages.some((text) => text.includes('/no-such-page'))).toBe(true);
  await page.getByRole('link', { name: 'Return to Home' }).click();
  await expect(page).toHaveURL(/\/$/);
});
