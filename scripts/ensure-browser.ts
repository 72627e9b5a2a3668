/**
 * Makes sure a Chromium for the test suites (scripts/browser.ts: Debian's headless shell, else a full
 * Chromium) exists before the browser tests start; installs one where it can
 * (Playwright's installer when its CDN is reachable, Debian's package when root), otherwise stops
 * with one line saying what to do.
 */
import { execFileSync } from 'node:child_process';
import { findTestChromium } from './browser';

function tryRun(command: string, args: string[]): boolean {
  try {
    execFileSync(command, args, { stdio: 'inherit', timeout: 15 * 60_000 });
    return true;
  } catch {
    return false;
  }
}

function main(): number {
  if (findTestChromium()) return 0;
  console.info('No Chromium found; trying to install one…');
  if (tryRun('npx', ['playwright', 'install', 'chromium']) && findTestChromium()) return 0;
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (
    isRoot &&
    tryRun('sh', ['-c', 'apt-get update -qq && apt-get install -y -qq chromium']) &&
    findTestChromium()
  )
    return 0;
  console.error(
    'No Chromium available: install one (Debian/Ubuntu: `sudo apt-get install -y chromium`, elsewhere: `npx playwright install chromium`) or set CHROMIUM_PATH, then run `npm test` again.',
  );
  return 1;
}

process.exit(main());
