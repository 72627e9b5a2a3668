/**
 * The browser entry of prerendered pages: hydrates the page's islands (src/app/hydrateIslands.tsx).
 * Starts in steps, each in a task of its own, so no single task evaluates React and the islands at
 * once. The theme and MUI's styling come with the first island that uses them.
 */
import { rememberFirstTouch } from './lib/attribution/firstTouch';
import { nextTask } from './lib/nextTask';

async function boot(): Promise<void> {
  // Where the visit began, kept in this tab until a consultation request carries it (issue 26). The
  // production pages' inline loader has done it already; `npm run dev` starts here.
  rememberFirstTouch(window);
  await import('react-dom/client');
  await nextTask();
  const { hydrateIslands } = await import('./app/hydrateIslands');
  await nextTask();
  await hydrateIslands(document);
}

void boot();

// Analytics under `npm run dev` (production pages' loader starts them itself); not in the build.
if (import.meta.env.DEV) {
  void import('./lib/analytics/startInDev').then((dev) => dev.startAnalyticsInDev(import.meta.env));
}
