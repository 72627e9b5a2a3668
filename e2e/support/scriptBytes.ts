import { gzipSync } from 'node:zlib';
import type { APIRequestContext, Page } from '@playwright/test';

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
