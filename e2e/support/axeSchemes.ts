import type { Page } from '@playwright/test';
import type { AxeSelection, AxeViolations } from './axe';
import { expect, waitForHydration, waitForRestOfPage } from './fixtures';

type Axe = (selection?: AxeSelection) => Promise<AxeViolations>;

/** Opens `path` in the light scheme and checks it with axe (all the site's rules unless told), as a reader sees it. */
async function lightViolations(
  page: Page,
  axe: Axe,
  path: string,
  selection?: AxeSelection,
): Promise<AxeViolations> {
  await page.emulateMedia({ colorScheme: 'light' });
  await page.goto(path);
  await expect(page.locator('html')).toHaveAttribute('data-color-scheme', 'light');
  // Pictures and the page's fonts in place: contrast depends on both.
  await page.waitForLoadState('load');
  await waitForRestOfPage(page);
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
  return axe(selection);
}

/**
 * Loads `path` in the light scheme and checks it with axe, then checks its contrast in the dark scheme:
 * both schemes for one page load. Dark as a visitor whose system prefers it gets it at first paint,
 * where the page's inline script sets the scheme's attribute on <html> before anything shows (the
 * schemes differ in colour only, CSS variables under that attribute). Switching with the header's
 * toggle is e2e/theme.spec.ts's.
 */
export async function expectAccessibleInBothSchemes(page: Page, axe: Axe, path: string) {
  const light = await lightViolations(page, axe, path);

  await waitForHydration(page);
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.evaluate(() => {
    const style = document.createElement('style');
    style.textContent = '*,*::before,*::after{transition:none!important}';
    document.head.append(style);
    document.documentElement.dataset.colorScheme = 'dark';
  });
  // The schemes differ only in colour: the dark pass checks contrast, the light pass checked the rest.
  const dark = await axe({ rules: ['color-contrast'] });

  expect({ light, dark }).toEqual({ light: [], dark: [] });
}

/**
 * Axe in the light scheme, contrast left out: for a page whose twin in the other language has had both
 * schemes' contrast checks. The twins are the same components in the same colours and sizes; only the
 * words differ, so every rule that reads the words, the structure or the layout still runs here.
 */
export async function expectAccessibleBesideItsTwin(page: Page, axe: Axe, path: string) {
  expect(await lightViolations(page, axe, path, { except: ['color-contrast'] })).toEqual([]);
}
