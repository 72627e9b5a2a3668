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

// Privacy-first analytics (issue 26), only when the site config sets them up: Vite inlines these
// variables, so an unconfigured build has no analytics code at all. Loaded when the browser is idle,
// after the islands, so it never competes with the page starting.
if (import.meta.env.VITE_ANALYTICS_DOMAIN && import.meta.env.VITE_ANALYTICS_ENDPOINT) {
  const load = () => void import('./lib/analytics/loadAnalytics');
  if (typeof requestIdleCallback === 'function') requestIdleCallback(load, { timeout: 5000 });
  else setTimeout(load, 2000);
}
