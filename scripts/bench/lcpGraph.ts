/**
 * What holds a route's largest contentful paint in Lighthouse's simulation:
 *
 *   npm run build && npx tsx scripts/bench/lcpGraph.ts /ne/blog /about
 *
 * Lighthouse's simulated LCP (Lantern) replays on a throttled phone every request that finished before
 * the LCP of the unthrottled page load it observed, and every layout before it. So what slows the
 * simulated LCP is each request listed here as finishing before the observed LCP (a font, a
 * stylesheet, a favicon…), not only the LCP element's own. Prints, per route, the simulated FCP and
 * LCP, the LCP element, the observed paint times and the requests with their observed start and end.
 */
import { startStaticServer } from '../serve/staticServer.ts';
import { launchBrowser, networkItems, runLighthouse } from './lighthouse.ts';

interface ObservedMetrics {
  observedFirstContentfulPaint?: number;
  observedLargestContentfulPaint?: number;
}

interface Request {
  url: string;
  networkRequestTime?: number;
  networkEndTime?: number;
  priority?: string;
  transferSize?: number;
  resourceType?: string;
}

function tableItems(details: unknown): unknown[] {
  return typeof details === 'object' && details !== null && 'items' in details && Array.isArray(details.items)
    ? details.items
    : [];
}

/** The LCP element's snippet, from the audit's first table (a list of one node). */
function lcpSnippet(details: unknown): string {
  const [table] = tableItems(details);
  const [row] = tableItems(table);
  const node = typeof row === 'object' && row !== null && 'node' in row ? row.node : undefined;
  return typeof node === 'object' && node !== null && 'snippet' in node ? String(node.snippet) : '(none)';
}

const routes = process.argv.slice(2);
if (routes.length === 0) throw new Error('Usage: npx tsx scripts/bench/lcpGraph.ts /route [/route…]');
const server = await startStaticServer({ dir: 'dist', precompress: true });
const chrome = await launchBrowser();
try {
  for (const route of routes) {
    const lhr = await runLighthouse(server.url + route, chrome);
    const value = (audit: string) => Math.round(lhr.audits[audit]?.numericValue ?? Number.NaN);
    const [observed = {}] = tableItems(lhr.audits.metrics?.details) as ObservedMetrics[];
    const lcpAt = observed.observedLargestContentfulPaint ?? Number.NaN;
    console.info(
      `\n${route}: simulated FCP ${value('first-contentful-paint')} ms, LCP ${value('largest-contentful-paint')} ms`,
    );
    console.info(
      `  LCP element: ${lcpSnippet(lhr.audits['largest-contentful-paint-element']?.details).slice(0, 160)}`,
    );
    console.info(
      `  observed: FCP ${Math.round(observed.observedFirstContentfulPaint ?? Number.NaN)} ms, LCP ${Math.round(lcpAt)} ms`,
    );
    for (const request of networkItems(lhr) as Request[]) {
      const end = request.networkEndTime ?? Number.NaN;
      const held = end <= lcpAt ? 'before LCP' : '';
      console.info(
        `  ${String(Math.round(request.networkRequestTime ?? 0)).padStart(5)}–${String(Math.round(end)).padStart(5)} ms ` +
          `${(request.priority ?? '').padEnd(8)} ${String(request.transferSize ?? 0).padStart(7)} B ` +
          `${(request.resourceType ?? '').padEnd(10)} ${request.url.replace(server.url, '')} ${held}`,
      );
    }
  }
} finally {
  await chrome.kill();
  await server.close();
}
