/**
 * One Lighthouse navigation on an already running Chromium (see browserSession.ts: starting one per
 * run would cost more than a run): Lighthouse's defaults, i.e. a mobile device with simulated
 * throttling, reduced to the four categories the budget covers.
 */
import { launch, type LaunchedChrome } from 'chrome-launcher';
import lighthouse, { type Flags, type Result } from 'lighthouse';
import { chromiumArgs, findChromium } from '../browser.ts';
import type { RunMetrics } from './types.ts';

export const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;

export async function launchBrowser(): Promise<LaunchedChrome> {
  const chromePath = findChromium();
  if (!chromePath)
    throw new Error(
      "No Chromium for Lighthouse: install Debian's full browser (apt-get install chromium) or set CHROMIUM_PATH. The test suites' headless shell, all that .ci/run installs, is not the browser the bench measures.",
    );
  return launch({ chromePath, chromeFlags: [...chromiumArgs, '--headless=new'], logLevel: 'error' });
}

export async function runLighthouse(url: string, chrome: LaunchedChrome): Promise<Result> {
  const flags: Flags = {
    port: chrome.port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: [...CATEGORIES],
    // Screenshots feed only the HTML report; skipping them saves about a second per run.
    disableFullPageScreenshot: true,
    skipAudits: ['screenshot-thumbnails', 'final-screenshot'],
  };
  const result = await lighthouse(url, flags);
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  const { lhr } = result;
  if (lhr.runtimeError) throw new Error(`Lighthouse failed on ${url}: ${lhr.runtimeError.message}`);
  return lhr;
}

interface NetworkItem {
  url: string;
  resourceType?: string;
  transferSize?: number;
}

function numeric(lhr: Result, audit: string): number {
  const value = lhr.audits[audit]?.numericValue;
  if (typeof value !== 'number') throw new Error(`Lighthouse audit ${audit} has no value`);
  return value;
}

function score(lhr: Result, category: (typeof CATEGORIES)[number]): number {
  const value = lhr.categories[category]?.score;
  if (typeof value !== 'number') throw new Error(`Lighthouse category ${category} has no score`);
  return Math.round(value * 100);
}

export function networkItems(lhr: Result): NetworkItem[] {
  const details = lhr.audits['network-requests']?.details;
  if (!details || details.type !== 'table') return [];
  return details.items as unknown as NetworkItem[];
}

/** The numbers the benchmark reports, from one Lighthouse result. */
export function extractMetrics(lhr: Result): RunMetrics {
  const items = networkItems(lhr);
  const scripts = items.filter((item) => item.resourceType === 'Script');
  return {
    performance: score(lhr, 'performance'),
    accessibility: score(lhr, 'accessibility'),
    bestPractices: score(lhr, 'best-practices'),
    seo: score(lhr, 'seo'),
    lcp: numeric(lhr, 'largest-contentful-paint'),
    tbt: numeric(lhr, 'total-blocking-time'),
    cls: numeric(lhr, 'cumulative-layout-shift'),
    fcp: numeric(lhr, 'first-contentful-paint'),
    totalBytes: numeric(lhr, 'total-byte-weight'),
    jsBytes: scripts.reduce((sum, item) => sum + (item.transferSize ?? 0), 0),
    documentBytes: items.find((item) => item.resourceType === 'Document')?.transferSize ?? 0,
    scriptUrls: scripts.map((item) => item.url),
  };
}
