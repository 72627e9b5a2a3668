import { gzipSync } from 'node:zlib';
import type { APIRequestContext, Page } from '@playwright/test';

/** The hydration loader every built page fetches once it has loaded (scripts/deferHydration.ts). */
export const hydrationLoaderUrl = /\/assets\/hydration-loader-[0-9a-f]{10}\.js$/;

/** Scripts of the app or its islands among `urls`: any script but the shared hydration loader. */
export const appScripts = (urls: readonly string[]): string[] =>
  urls.filter((url) => /\.js(\?|$)/.test(url) && !hydrationLoaderUrl.test(url));

/** Every script the page asks for from now on, by URL, in the order it asks. */
export function scriptRequests(page: Page): string[] {
  const urls: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') urls.push(request.url());
  });
  return urls;
}

/**
 * The site's scripts the page has fetched so far, and their size as gzip -9 sends them: what a
 * visitor's browser downloaded to start the page (the startup budget and what analytics add).
 */
export async function loadedScripts(
  page: Page,
  request: APIRequestContext,
): Promise<{ count: number; gzipBytes: number }> {
  const scripts = await page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .map((entry) => entry.name)
      .filter((name) => /\/assets\/.+\.js$/.test(name)),
  );
  let gzipBytes = 0;
  for (const url of new Set(scripts))
    gzipBytes += gzipSync(await (await request.get(url)).body(), { level: 9 }).length;
  return { count: scripts.length, gzipBytes };
}
