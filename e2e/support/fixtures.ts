import { test as base, expect, type Page } from '@playwright/test';
import { axeViolations, type AxeSelection, type AxeViolations } from './axe';

export interface ConsoleGuard {
  /** Declares a console error or warning this test expects (e.g. the 404 page logging the path). */
  allow: (pattern: RegExp) => void;
}

interface Fixtures {
  consoleGuard: ConsoleGuard;
  /** axe-core's violations on the page as it is now: with the WCAG tags, only some rules, or all but some. */
  axe: (selection?: AxeSelection) => Promise<AxeViolations>;
}

/**
 * A client address of the test's own, sent as X-Forwarded-For (the local backend, like Supabase's
 * gateway, takes the client from it): the database allows 10 requests an hour per client, and every
 * test, retry and rerun against a reused server is a different visitor.
 */
function visitorAddress(testId: string, retry: number): string {
  let hash = Date.now() % 65_536;
  for (const character of `${testId}:${retry}`) hash = (hash * 31 + character.charCodeAt(0)) >>> 0;
  return `10.${(hash >>> 16) & 255}.${(hash >>> 8) & 255}.${hash & 255}`;
}

export const test = base.extend<Fixtures>({
  // On the page, not the context: a context option that differs per test would defeat the context reuse
  // (playwright.config.ts). The reset between tests removes it; permissions it leaves, so they go here.
  page: async ({ page }, use, testInfo) => {
    await page.setExtraHTTPHeaders({ 'x-forwarded-for': visitorAddress(testInfo.testId, testInfo.retry) });
    await use(page);
    await page.context().clearPermissions();
  },
  // Every test fails on console errors, React warnings (hydration mismatches included) and page errors.
  consoleGuard: [
    async ({ page }, use, testInfo) => {
      const problems: string[] = [];
      const allowed: RegExp[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error' || message.type() === 'warning') {
          problems.push(`${message.type()}: ${message.text()}`);
        }
      });
      page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
      await use({ allow: (pattern) => allowed.push(pattern) });
      if (testInfo.status !== testInfo.expectedStatus) return;
      const unexpected = problems.filter((line) => !allowed.some((pattern) => pattern.test(line)));
      expect(unexpected, 'console errors or warnings').toEqual([]);
    },
    { auto: true },
  ],
  axe: async ({ page }, use) => {
    await use((selection) => axeViolations(page, selection));
  },
});

export { expect };

/** Waits until the page's islands have hydrated (src/app/hydrateIslands.tsx), before interacting with it. */
export async function waitForHydration(page: Page): Promise<void> {
  await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });
}

/**
 * Waits until the rest of the page is shown: below the first screen it stays transparent until the
 * site stylesheet arrives after the first paint (scripts/laterStylesheets.ts), and takes its final
 * layout then. What a reader reads, and what axe should see, is the page after that.
 */
export async function waitForRestOfPage(page: Page): Promise<void> {
  await expect(page.locator('html')).not.toHaveClass(/(^|\s)rp-later(\s|$)/);
}
