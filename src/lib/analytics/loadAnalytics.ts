/**
 * The chunk the islands entry imports when analytics are configured. The two values are the site
 * config's analyticsDomain and analyticsEndpoint (src/content/siteConfig.ts; checked by the build),
 * read straight from the variables Vite inlines so this chunk does not bring the config module along.
 */
import { startAnalytics } from './startAnalytics';

const domain = String(import.meta.env.VITE_ANALYTICS_DOMAIN ?? '').trim();
const endpoint = String(import.meta.env.VITE_ANALYTICS_ENDPOINT ?? '').trim();
if (domain !== '' && endpoint !== '' && domain.toLowerCase() !== 'none')
  startAnalytics({ domain, endpoint }, window);
