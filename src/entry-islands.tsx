/**
 * The browser entry of prerendered pages: hydrates the page's islands (src/app/hydrateIslands.tsx).
 * React and the island runtime come in one chunk (scripts/vite/islandChunks.ts), evaluated in a task
 * before the islands hydrate in others; the theme and MUI's styling come with the first island that
 * uses them.
 */
import { rememberFirstTouch } from './lib/attribution/firstTouch';
import { nextTask } from './lib/nextTask';
import { devPhoneMenuUrl } from './lib/phoneMenu/attributes';

async function boot(): Promise<void> {
  // Where the visit began, kept in this tab until a consultation request carries it (issue 26). The
  // production pages' inline loader has done it already; `npm run dev` starts here.
  rememberFirstTouch(window);
  const { hydrateIslands } = await import('./app/hydrateIslands');
  await nextTask();
  await hydrateIslands(document);
}

void boot();

// Under `npm run dev` the phone menu, the colour toggle and analytics start here (production pages'
// loader starts them itself); not in the build.
if (import.meta.env.DEV) {
  void import('./lib/loaderControls').then((controls) =>
    controls.installLoaderControls({ document, window }, devPhoneMenuUrl),
  );
  void import('./lib/analytics/startInDev').then((dev) => dev.startAnalyticsInDev(import.meta.env));
}
