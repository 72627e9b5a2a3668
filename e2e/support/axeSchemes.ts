import type AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, waitForHydration } from './fixtures';

type Results = Awaited<ReturnType<AxeBuilder['analyze']>>;

const summary = (results: Results) =>
  results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);

/**
 * Loads `path` in the light scheme and checks it with axe, then switches to dark with the header's
 * toggle, as a visitor would, and checks its contrast again: both schemes for one page load.
 */
export async function expectAccessibleInBothSchemes(page: Page, axe: () => AxeBuilder, path: string) {
  const html = page.locator('html');
  await page.emulateMedia({ colorScheme: 'light' });
  await page.goto(path);
  await expect(html).toHaveAttribute('data-color-scheme', 'light');
  await page.waitForLoadState('networkidle');
  const light = summary(await axe().analyze());

  await waitForHydration(page);
  // Toggle first: the page follows the system scheme until the visitor chooses, so emulating a dark
  // system first would turn the page dark and the toggle would then turn it back.
  await page.getByTestId('color-mode-toggle').click();
  await expect(html).toHaveAttribute('data-color-scheme', 'dark');
  await page.emulateMedia({ colorScheme: 'dark' });
  // The schemes differ only in colour: the dark pass checks contrast, the light pass checked the rest.
  const dark = summary(await axe().withRules(['color-contrast']).analyze());

  expect({ light, dark }).toEqual({ light: [], dark: [] });
}
