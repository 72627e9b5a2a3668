import type { Page } from '@playwright/test';
import type { AxeViolations } from './axe';
import { expect, waitForHydration } from './fixtures';

/**
 * Loads `path` in the light scheme and checks it with axe, then switches to dark with the header's
 * toggle, as a visitor would, and checks its contrast again: both schemes for one page load.
 */
export async function expectAccessibleInBothSchemes(
  page: Page,
  axe: (only?: { rules: string[] }) => Promise<AxeViolations>,
  path: string,
) {
  const html = page.locator('html');
  await page.emulateMedia({ colorScheme: 'light' });
  await page.goto(path);
  await expect(html).toHaveAttribute('data-color-scheme', 'light');
  // Checked as a reader sees it: pictures and the page's fonts in place (contrast depends on both).
  await page.waitForLoadState('load');
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
  const light = await axe();

  await waitForHydration(page);
  // Toggle first: the page follows the system scheme until the visitor chooses, so emulating a dark
  // system first would turn the page dark and the toggle would then turn it back.
  await page.getByTestId('color-mode-toggle').click();
  await expect(html).toHaveAttribute('data-color-scheme', 'dark');
  await page.emulateMedia({ colorScheme: 'dark' });
  // The schemes differ only in colour: the dark pass checks contrast, the light pass checked the rest.
  const dark = await axe({ rules: ['color-contrast'] });

  expect({ light, dark }).toEqual({ light: [], dark: [] });
}
