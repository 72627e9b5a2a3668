/**
 * The analytics chunk: an entry of its own in every production build (vite.config.ts), so one build
 * serves a site with analytics and one without. A page starts it only when its configuration names it
 * with the site config's domain and endpoint (scripts/deferHydration.ts, at prerender): its loader
 * imports this chunk once the page is idle and calls `start`. Under `npm run dev` the islands entry
 * does the same from the variables.
 */
import { startAnalytics, type AnalyticsSettings } from './startAnalytics';

export function start(settings: AnalyticsSettings): void {
  startAnalytics(settings, window);
}
