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
 * Loads `path` in the light scheme and checks it with axe, then switches to dark with the header's
 * toggle, as a visitor would (which also hydrates the header, so a hydration mismatch on any page fails
 * the console guard), and checks its contrast again: both schemes for one page load.
 */
export async function expectAccessibleInBothSchemes(page: Page, axe: Axe, path: string) {
  const light = await lightViolations(page, axe, path);

  await waitForHydration(page);
  // Toggle first: the page follows the system scheme until the visitor chooses, so emulating a dark
  // system first would turn the page dark and the toggle would then turn it back.
  await page.getByTestId('color-mode-toggle').click();
  // Checked every frame: expect's retries back off to a second, which was most of this wait.
  await page.waitForFunction(() => document.documentElement.dataset.colorScheme === 'dark', undefined, {
    polling: 'raf',
  });
  await page.emulateMedia({ colorScheme: 'dark' });
  // Colours fade between the schemes: axe once read a colour halfway through its fade as low contrast.
  // Only fades the browser runs: one in a block skipped as off screen waits there until it is shown.
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter(
          (animation) =>
            animation instanceof CSSTransition &&
            (animation.effect as KeyframeEffect | null)?.target?.checkVisibility({
              contentVisibilityAuto: true,
            }),
        )
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
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
