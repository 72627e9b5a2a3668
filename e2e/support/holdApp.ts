import type { Page } from '@playwright/test';

/**
 * Holds back the app's entry chunk so a test can act on the prerendered page before the app starts,
 * as a visitor on a slow connection would. Call the returned function to let it through.
 */
export async function holdAppEntry(page: Page): Promise<{ requested: Promise<void>; release: () => void }> {
  let release: () => void = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  let markRequested: () => void = () => {};
  const requested = new Promise<void>((resolve) => (markRequested = resolve));
  await page.route(/\/assets\/index-[^/]+\.js$/, async (route) => {
    markRequested();
    await released;
    await route.continue();
  });
  return { requested, release };
}
