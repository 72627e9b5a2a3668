/**
 * Data on phones (issue 24): the home page on a Pixel-sized screen transfers at most 300 kB before the
 * visitor scrolls, counted as the network delivered it (compressed bytes and headers), once the page
 * has loaded and gone idle, when the hero video would have started; and the video is never fetched,
 * nor any script but the shared hydration loader: the page's only start-up island, the video's,
 * hydrates only where a video may play.
 */
import { test, expect, waitForHydration } from './support/fixtures';
import { appScripts } from './support/scriptBytes';

const budgetBytes = 300_000;

test('the home page transfers at most 300 kB on a phone before scrolling, without the hero video', async ({
  page,
}) => {
  const client = await page.context().newCDPSession(page);
  await client.send('Network.enable');
  const urls = new Map<string, string>();
  let transferred = 0;
  client.on('Network.requestWillBeSent', (event) => urls.set(event.requestId, event.request.url));
  client.on('Network.loadingFinished', (event) => {
    transferred += event.encodedDataLength;
  });
  await page.clock.install();
  await page.goto('/', { waitUntil: 'load' });
  await page.evaluate(() => document.fonts.ready);
  await waitForHydration(page);
  // Longer than the idle fallback (1.5 s) and the idle timeout (4 s) the video waits for, on the
  // page's clock; then a moment for anything they started to reach the network.
  await page.clock.runFor(5000);
  await page.waitForTimeout(300);
  const fetched = [...urls.values()];
  console.info(`home on a phone: ${transferred} bytes in ${fetched.length} requests`);
  expect(fetched.filter((url) => /\.(webm|mp4)(\?|$)/.test(url))).toEqual([]);
  expect(appScripts(fetched)).toEqual([]);
  await expect(page.locator('section[aria-labelledby="home-hero-heading"] img')).toBeVisible();
  expect(transferred).toBeLessThanOrEqual(budgetBytes);
});
