/**
 * Counts what would have ended a server process: an exception or rejection nobody caught. (Vitest
 * reports them too; the count is for the fuzz summary.)
 */
export function watchCrashes(): () => number {
  let crashes = 0;
  const onCrash = () => {
    crashes += 1;
  };
  process.on('uncaughtException', onCrash);
  process.on('unhandledRejection', onCrash);
  return () => {
    process.off('uncaughtException', onCrash);
    process.off('unhandledRejection', onCrash);
    return crashes;
  };
}
