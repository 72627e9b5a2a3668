import type { PGlite } from '@electric-sql/pglite';

/** How often the local backend purges: the 5 minutes pg_cron gives hosted projects, and then some. */
export const GUARD_PURGE_INTERVAL_MS = 60_000;

/**
 * The local stand-in for the pg_cron job that hosted projects get (migration 20261125100000): the
 * volume limits' keyed hashes are deleted once their window has passed even when no request comes
 * to purge them. Runs at once, then every `intervalMs`; returns the function that stops it.
 */
export function startGuardPurge(
  db: PGlite,
  { intervalMs = GUARD_PURGE_INTERVAL_MS, warn = (line: string) => console.warn(line) } = {},
): () => void {
  let running = false;
  const purge = () => {
    if (running) return;
    running = true;
    db.query('select consultation_guard.purge()')
      .catch((error: unknown) =>
        warn(
          `Purging expired limit hashes failed: ${error instanceof Error ? error.message : String(error)}`,
        ),
      )
      .finally(() => {
        running = false;
      });
  };
  purge();
  const timer = setInterval(purge, intervalMs);
  timer.unref();
  return () => clearInterval(timer);
}
