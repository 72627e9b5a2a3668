import type { Page } from '@playwright/test';
import { hydrationLoaderUrl } from './scriptBytes';

interface Held {
  /** Settles once the page has asked for the file. */
  requested: Promise<void>;
  /** Lets the file through. */
  release: () => void;
}

/** Holds back the files matching `url` until the test releases them, as a slow connection would. */
export async function holdFiles(page: Page, url: RegExp): Promise<Held> {
  let release: () => void = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  let markRequested: () => void = () => {};
  const requested = new Promise<void>((resolve) => (markRequested = resolve));
  await page.route(url, async (route) => {
    markRequested();
    await released;
    await route.continue();
  });
  return { requested, release };
}

/** Holds back the app's entry chunk, so a test can act on the prerendered page before the app starts. */
export const holdAppEntry = (page: Page) => holdFiles(page, /\/assets\/index-[^/]+\.js$/);

/** Holds back the page's loader (src/lib/hydrationLoader.ts), which every control but links waits for. */
export const holdLoader = (page: Page) => holdFiles(page, hydrationLoaderUrl);
