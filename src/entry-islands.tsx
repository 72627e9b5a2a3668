/**
 * The browser entry of prerendered pages: hydrates the page's islands (src/app/hydrateIslands.tsx).
 * Starts in steps, each in a task of its own, so no single task evaluates React and the islands at
 * once. The theme and MUI's styling come with the first island that uses them.
 */
import { openAnalyticsQueue } from './lib/analytics/events';
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

// Privacy-first analytics (issue 26) under `npm run dev`, which has no page loader: in production the
// loader starts them when the page's configuration names them (src/lib/hydrationLoader.ts), and this
// branch is not in the build. Loaded when the browser is idle, after the islands.
if (import.meta.env.DEV) {
  // The site config's rule for "set" (trimmed, "none" is off), written out: resolveSiteConfig here
  // kept the config module in the production entry (3.7 kB → 5.5 kB), dead branch or not.
  const domain = String(import.meta.env.VITE_ANALYTICS_DOMAIN ?? '').trim();
  const endpoint = String(import.meta.env.VITE_ANALYTICS_ENDPOINT ?? '').trim();
  if (domain !== '' && endpoint !== '' && domain.toLowerCase() !== 'none') {
    openAnalyticsQueue(window);
    const load = () =>
      void import('./lib/analytics/loadAnalytics').then((chunk) => chunk.start({ domain, endpoint }));
    if (typeof requestIdleCallback === 'function') requestIdleCallback(load, { timeout: 5000 });
    else setTimeout(load, 2000);
  }
}
