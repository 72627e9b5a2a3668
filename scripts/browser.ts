/**
 * Finds a Chromium for Playwright, Lighthouse and Storybook tests: the system one first (Debian's
 * /usr/bin/chromium works where Playwright cannot download browsers), then Playwright's own.
 * The test suites prefer the headless shell (`findTestChromium`).
 */
import { existsSync } from 'node:fs';
import { chromium } from 'playwright';

const systemCandidates = [
  process.env.CHROMIUM_PATH,
  '/usr/bin/chromium',
  '/usr/bin/chromium-browser',
  '/usr/bin/google-chrome-stable',
  '/usr/bin/google-chrome',
];

const firstExisting = (candidates: readonly (string | undefined)[]) =>
  candidates.find((candidate) => candidate !== undefined && existsSync(candidate));

export function findChromium(): string | undefined {
  const system = firstExisting(systemCandidates);
  if (system) return system;
  try {
    const bundled = chromium.executablePath();
    if (bundled && existsSync(bundled)) return bundled;
  } catch {
    // Playwright throws when its browser was never installed; that just means "not found".
  }
  return undefined;
}

/**
 * The browser for the test suites: Debian's chromium-headless-shell where it is installed, the same
 * Blink as /usr/bin/chromium without the desktop browser around it, which Playwright itself runs
 * headless tests in. It opens a page in about 0.3 s where the full browser takes 0.9–1.1 s on the
 * 2-core CI machine, and the suites open several hundred. The bench keeps the full browser
 * (`findChromium`), as Lighthouse is meant to measure.
 */
export function findTestChromium(): string | undefined {
  return firstExisting([process.env.CHROMIUM_PATH, '/usr/bin/chromium-headless-shell']) ?? findChromium();
}

/** Flags that keep Chromium quiet on a closed network and working as root in containers. */
export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];

/**
 * The test suites' flags: the compositor runs as a thread of the browser process instead of a GPU
 * process of its own (there is no GPU here; it composites in software either way). The sweep of every
 * page took 184–189 CPU-s with it against 192–205 without. Not for the bench, which measures pages as
 * visitors' browsers run them.
 */
export const testChromiumArgs = [...chromiumArgs, '--in-process-gpu'];
