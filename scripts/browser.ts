/**
 * Finds a Chromium for Playwright, Lighthouse and Storybook tests: the system one first (Debian's
 * /usr/bin/chromium works where Playwright cannot download browsers), then Playwright's own.
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

export function findChromium(): string | undefined {
  for (const candidate of systemCandidates) if (candidate && existsSync(candidate)) return candidate;
  try {
    const bundled = chromium.executablePath();
    if (bundled && existsSync(bundled)) return bundled;
  } catch {
    // Playwright throws when its browser was never installed; that just means "not found".
  }
  return undefined;
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
