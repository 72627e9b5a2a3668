import { describe, it } from 'vitest';

/** CI sets CI=true (any value but "false" or "0" counts, as Playwright and most tools read it). */
export const underCi = Boolean(process.env.CI) && !['false', '0'].includes(process.env.CI ?? '');

/**
 * For suites that need a tool outside npm (PostgreSQL's binaries, Deno's): true when it is there.
 * When it is not, a developer's run skips the suite with a warning saying what to install, and a CI
 * run (CI=true, where .ci/run installs it) gets a failing test instead: a CI log never passes with
 * the suite silently left out.
 */
export function toolPresent(present: boolean, tool: string, install: string): boolean {
  if (present) return true;
  if (underCi) {
    describe(`${tool} (required under CI)`, () => {
      it('is installed', () => {
        throw new Error(`${tool} is missing, so its tests cannot run: ${install}`);
      });
    });
  } else {
    console.warn(`[${tool}] skipped: not found (${install})`);
  }
  return false;
}
