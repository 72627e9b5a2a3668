/**
 * What holds a route's largest contentful paint in Lighthouse's simulation:
 *
 *   npm run build && npx tsx scripts/bench/lcpGraph.ts /ne/blog /about
 *
 * Lighthouse's simulated LCP (Lantern) replays on a throttled phone every request that finished before
 * the LCP of the unthrottled page load it observed, and every layout before it. So what slows the
 * simulated LCP is each request listed here as finishing before the observed LCP (a font, a
 * stylesheet, a favicon…), not only the LCP element's own. Prints, per route, the simulated FCP and
 * LCP, the LCP element, the observed paint times and the requests with their observed start and end;
 * then Lantern's two LCP graphs as it simulated them (their average is the LCP), with each request's
 * simulated start, end and connection. On HTTP/1.1 a request on a new connection pays a round trip to
 * open it, and requests in flight together share the throughput, which caps each one's congestion
 * window: a font over 29 kB next to an image needs three round trips where alone it would need two.
 */
import * as Lantern from 'lighthouse/core/lib/lantern/lantern.js';
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

interface SimulatedTiming {
  startTime: number;
  endTime: number;
  connectionTiming?: { connectTime?: number; sslTime?: number; timeToFirstByte?: number };
}
interface SimulatedNode {
  type: string;
  request?: { url: string; connectionId?: number };
}

/** Lantern's own timings of the requests in its two LCP graphs (the estimate is their average). */
function printSimulatedLcpGraphs(origin: string): void {
  const all = (
    Lantern as {
      Simulation: { Simulator: { allNodeTimings: Map<string, Map<SimulatedNode, SimulatedTiming>> } };
    }
  ).Simulation.Simulator.allNodeTimings;
  for (const label of ['optimisticLargestContentfulPaint', 'pessimisticLargestContentfulPaint']) {
    const timings = all.get(label);
    if (!timings) continue;
    const end = Math.max(...[...timings.values()].map((timing) => timing.endTime));
    console.info(`  ${label}: ${Math.round(end)} ms`);
    const cpu = [...timings].filter(([node]) => node.type === 'cpu').map(([, timing]) => timing);
    const cpuMs = cpu.map((timing) => timing.endTime - timing.startTime);
    console.info(
      `    CPU: ${cpu.length} tasks, ${Math.round(cpuMs.reduce((sum, ms) => sum + ms, 0))} ms ` +
        `(longest ${cpuMs
          .sort((a, b) => b - a)
          .slice(0, 3)
          .map(Math.round)
          .join(', ')}), the last ending ` +
        `${Math.round(Math.max(...cpu.map((timing) => timing.endTime)))} ms`,
    );
    for (const [node, timing] of timings) {
      if (node.type !== 'network' || !node.request) continue;
      const connection = timing.connectionTiming;
      console.info(
        `    ${String(Math.round(timing.startTime)).padStart(5)}–${String(Math.round(timing.endTime)).padStart(5)} ms ` +
          `conn ${node.request.connectionId ?? '?'} connect ${Math.round(connection?.connectTime ?? 0)} ` +
          `ttfb ${Math.round(connection?.timeToFirstByte ?? 0)} ${node.request.url.replace(origin, '')}`,
      );
    }
  }
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
    printSimulatedLcpGraphs(server.url);
  }
} finally {
  await chrome.kill();
  await server.close();
}
