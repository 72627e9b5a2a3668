/**
 * Privacy-first analytics (issue 26) under `npm run dev`, which has no page loader: in production the
 * loader starts them when its configuration names them (src/lib/hydrationLoader.ts). Imported
 * only in development (src/entry-islands.tsx), so the site config module stays out of the production
 * entry. Loaded when the browser is idle, after the islands.
 */
import { resolveSiteConfig, type SiteEnv } from '../../content/siteConfig';
import { openAnalyticsQueue } from './events';

export function startAnalyticsInDev(env: SiteEnv): void {
  const { analyticsDomain: domain, analyticsEndpoint: endpoint } = resolveSiteConfig(env);
  if (domain === '' || endpoint === '') return;
  openAnalyticsQueue(window);
  const load = () => void import('./loadAnalytics').then((chunk) => chunk.start({ domain, endpoint }));
  if (typeof requestIdleCallback === 'function') requestIdleCallback(load, { timeout: 5000 });
  else setTimeout(load, 2000);
}
