/**
 * How long a visitor's first tap takes to answer. The phone menu loads only when the visitor reaches
 * for it (pointer over, touch, focus: README, "Islands", item 8), so its first tap pays for fetching
 * the menu's panel and drawing it; this measures what that costs, from the finger going down (the
 * pointerdown event's time) to the end of the first frame that draws the drawer's navigation. On
 * this machine as it is (bench/budgets.json firstTapMs), and on the bench's phone: Lighthouse's slow
 * 4G and fourfold CPU slowdown, here applied for real through DevTools throttling (Lighthouse itself
 * only simulates them), where it is reported, not budgeted: most of it is the network.
 *
 * The budget is for a tap on the settled page (no request for half a second, as a visitor who has read
 * the first screen finds it). A tap at the very moment the page is ready is reported beside it: it
 * shares two cores with the page's own last work and the server, and measures that contention too.
 *
 *   npx tsx scripts/bench/firstTap.ts [/ /ne]   (after npm run build; npm run bench runs it too)
 */
import { chromium, type Browser } from 'playwright';
import { throttling } from 'lighthouse/core/config/constants.js';
import { chromiumArgs, findChromium } from '../browser.ts';
import { startStaticServer } from '../serve/staticServer.ts';
import { median } from './stats.ts';
import type { BudgetViolation } from './types.ts';

export interface FirstTap {
  path: string;
  /** Medians of the runs in ms, on the settled page: this machine unthrottled, and the bench's phone. */
  fastMs: number;
  phoneMs: number;
  /** Median, in ms, on this machine, tapped the moment the page is ready (its loader run). */
  atReadyMs: number;
  runs: number;
}

const phone = throttling.mobileSlow4G;

/** The pages whose phone menu the bench taps: the home page in each language. */
export const firstTapPaths = ['/', '/ne'] as const;

/**
 * Run in the page before the tap: `window.firstTapMs` resolves with the time from the next pointerdown
 * to the end of the first frame that draws the drawer's navigation: the frame whose animation callbacks
 * find it in the page, once its style, layout and paint are done (a message posted from the callback
 * is handled right after them), as Interaction to Next Paint counts. Not the frame's start: measured
 * there, the drawer's first layout (its Devanagari most of all) went uncounted, 15–35 ms.
 *
 * A string, not a function: tsx would add its own helpers to a function's source, which the page does
 * not have; and ending in undefined, which page.evaluate does not wait on as it would on the promise.
 */
const watchFirstTap = `window.firstTapMs = new Promise((resolve) => {
  addEventListener('pointerdown', (event) => {
    const drawn = () => {
      const nav = document.querySelector('dialog[open] nav');
      if (!nav || nav.getBoundingClientRect().width === 0) return requestAnimationFrame(drawn);
      const painted = new MessageChannel();
      painted.port1.onmessage = () => resolve(performance.now() - event.timeStamp);
      painted.port2.postMessage(undefined);
    };
    requestAnimationFrame(drawn);
  }, { capture: true, once: true });
});
undefined`;

type TapMoment = 'ready' | 'settled';

async function tapOnce(
  browser: Browser,
  url: string,
  throttled: boolean,
  moment: TapMoment,
): Promise<number> {
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    deviceScaleFactor: 2,
    isMobile: true,
    hasTouch: true,
  });
  try {
    const page = await context.newPage();
    if (throttled) {
      const cdp = await context.newCDPSession(page);
      await cdp.send('Network.enable');
      await cdp.send('Network.emulateNetworkConditions', {
        offline: false,
        latency: phone.requestLatencyMs,
        downloadThroughput: (phone.downloadThroughputKbps * 1024) / 8,
        uploadThroughput: (phone.uploadThroughputKbps * 1024) / 8,
      });
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: phone.cpuSlowdownMultiplier });
    }
    await page.goto(url, { waitUntil: 'load', timeout: 60_000 });
    // As a visitor finds it: painted, the loader run, the header's islands still waiting.
    await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached', timeout: 60_000 });
    if (moment === 'settled') await page.waitForLoadState('networkidle', { timeout: 60_000 });
    await page.evaluate(watchFirstTap);
    await page
      .getByRole('banner')
      .getByRole('button', { name: /menu|मेनु/i })
      .tap();
    return Number(await page.evaluate('window.firstTapMs'));
  } finally {
    await context.close();
  }
}

/**
 * The first tap on each page's phone menu, `runs` times each way (five: one tap varies by ±15 ms
 * here), against a served build.
 */
export async function measureFirstTaps(
  baseUrl: string,
  paths: readonly string[],
  runs = 5,
): Promise<FirstTap[]> {
  const executablePath = findChromium();
  const browser = await chromium.launch({
    ...(executablePath ? { executablePath } : {}),
    args: chromiumArgs,
  });
  try {
    const taps: FirstTap[] = [];
    for (const path of paths) {
      const fast: number[] = [];
      const slow: number[] = [];
      const atReady: number[] = [];
      for (let run = 0; run < runs; run++) {
        fast.push(await tapOnce(browser, baseUrl + path, false, 'settled'));
        atReady.push(await tapOnce(browser, baseUrl + path, false, 'ready'));
        slow.push(await tapOnce(browser, baseUrl + path, true, 'settled'));
      }
      taps.push({ path, fastMs: median(fast), phoneMs: median(slow), atReadyMs: median(atReady), runs });
    }
    return taps;
  } finally {
    await browser.close();
  }
}

export function describeFirstTaps(taps: readonly FirstTap[]): string {
  return taps
    .map(
      (tap) =>
        `- \`${tap.path}\`: ${Math.round(tap.fastMs)} ms on this machine, ` +
        `${Math.round(tap.phoneMs)} ms on the bench's phone; ` +
        `${Math.round(tap.atReadyMs)} ms on this machine tapped the moment the page is ready ` +
        `(median of ${tap.runs} each)`,
    )
    .join('\n');
}

/** The taps over the budget (bench/budgets.json `firstTapMs`), on this machine unthrottled. */
export function firstTapViolations(
  taps: readonly FirstTap[],
  budgetMs: number | undefined,
): BudgetViolation[] {
  if (budgetMs === undefined) return [];
  return taps
    .filter((tap) => tap.fastMs > budgetMs)
    .map((tap) => ({
      path: tap.path,
      metric: 'first tap on the phone menu (ms)',
      actual: Math.round(tap.fastMs),
      limit: `≤ ${budgetMs}`,
    }));
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const paths = process.argv.length > 2 ? process.argv.slice(2) : firstTapPaths;
  const server = await startStaticServer({ dir: 'dist', precompress: true });
  try {
    console.info(
      "The phone menu's first tap, finger down to drawer drawn:\n" +
        describeFirstTaps(await measureFirstTaps(server.url, paths)),
    );
  } finally {
    await server.close();
  }
}
