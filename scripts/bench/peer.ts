/**
 * `--peer DIR`: another static site measured beside ours in the same run, interleaved (ours, theirs,
 * ours, …) so both see the same load on a shared machine, with the ratios ours/theirs. The peer is
 * Astro's blog starter (../shared/peers/astro-blog-starter, PEER.md names its comparable pages).
 */
import { join } from 'node:path';
import type { BrowserSession } from './browserSession.ts';
import { extractMetrics } from './lighthouse.ts';
import { documentCell, writeFormatted } from './report.ts';
import { medianMetrics } from './stats.ts';
import type { MedianMetrics, RunMetrics } from './types.ts';

/** Our page → the peer's comparable page (PEER.md). */
export const peerPages: readonly (readonly [string, string])[] = [
  ['/', '/'],
  ['/blog', '/blog/'],
  ['/blog/ai-agents-guide', '/blog/markdown-style-guide/'],
  ['/about', '/about/'],
];

export interface PeerComparison {
  ours: string;
  theirs: string;
  runs: number;
  oursMedian: MedianMetrics;
  theirsMedian: MedianMetrics;
}

export async function comparePeer(options: {
  session: BrowserSession;
  oursUrl: string;
  peerUrl: string;
  runs: number;
  log: (line: string) => void;
}): Promise<PeerComparison[]> {
  const { session, oursUrl, peerUrl, runs, log } = options;
  const comparisons: PeerComparison[] = [];
  for (const [ours, theirs] of peerPages) {
    const measured: { ours: RunMetrics[]; theirs: RunMetrics[] } = { ours: [], theirs: [] };
    for (let run = 1; run <= runs; run += 1)
      for (const [side, base, path] of [
        ['ours', oursUrl, ours],
        ['theirs', peerUrl, theirs],
      ] as const) {
        try {
          measured[side].push(extractMetrics(await session.lighthouse(new URL(path, base).href, log)));
        } catch (error) {
          log(
            `peer run ${run} of ${side} ${path} failed: ${error instanceof Error ? error.message : String(error)}`,
          );
        }
      }
    if (measured.ours.length === 0 || measured.theirs.length === 0) continue;
    comparisons.push({
      ours,
      theirs,
      runs,
      oursMedian: medianMetrics(measured.ours),
      theirsMedian: medianMetrics(measured.theirs),
    });
    const last = comparisons.at(-1) as PeerComparison;
    log(
      `peer ${ours} vs ${theirs}: FCP ${Math.round(last.oursMedian.fcp)}/${Math.round(last.theirsMedian.fcp)} ms, ` +
        `LCP ${Math.round(last.oursMedian.lcp)}/${Math.round(last.theirsMedian.lcp)} ms`,
    );
  }
  return comparisons;
}

const ratio = (a: number, b: number) => (b > 0 ? (a / b).toFixed(2) : '–');

/** Issue 24's target: first paint within 10% of the peer's on each comparable page. */
export const peerFcpRatioTarget = 1.1;

function targetLine(comparisons: readonly PeerComparison[]): string {
  const over = comparisons.filter((c) => c.oursMedian.fcp > peerFcpRatioTarget * c.theirsMedian.fcp);
  const within = comparisons.length - over.length;
  const missed = over.map((c) => `\`${c.ours}\` ${ratio(c.oursMedian.fcp, c.theirsMedian.fcp)}`);
  return (
    `First paint within ${Math.round((peerFcpRatioTarget - 1) * 100)}% of the peer's: ${within} of ${comparisons.length} pairs` +
    (missed.length > 0 ? `; not on ${missed.join(', ')}.` : '.')
  );
}

export function peerReport(comparisons: readonly PeerComparison[], generatedAt: string): string {
  const rows = comparisons.map((c) => {
    const o = c.oursMedian;
    const t = c.theirsMedian;
    return (
      `| \`${c.ours}\` / \`${c.theirs}\` | ${c.runs} | ${Math.round(o.fcp)} / ${Math.round(t.fcp)} | ${ratio(o.fcp, t.fcp)} ` +
      `| ${Math.round(o.lcp)} / ${Math.round(t.lcp)} | ${ratio(o.lcp, t.lcp)} ` +
      `| ${documentCell(o.documentBytes)} / ${documentCell(t.documentBytes)} ` +
      `| ${(o.totalBytes / 1000).toFixed(1)} / ${(t.totalBytes / 1000).toFixed(1)} | ${o.performance} / ${t.performance} |`
    );
  });
  return [
    '# Beside the peer',
    '',
    `Generated ${generatedAt} by \`npm run bench -- --peer DIR\`: Lighthouse mobile, simulated throttling, each pair`,
    'measured interleaved (ours, theirs, ours, …), medians. Figures on a shared machine are inflated and noisy;',
    'compare within this table, not with other runs. "Document kB" is the page with its response headers, as',
    'transferred; › marks one past a new connection’s first round trip (14.6 kB), whose first paint waits a round',
    'trip more.',
    '',
    '| Ours / theirs | Runs | FCP ms | FCP ratio | LCP ms | LCP ratio | Document kB | Transfer kB | Perf |',
    '| ------------- | ---- | ------ | --------- | ------ | --------- | ----------- | ----------- | ---- |',
    ...rows,
    '',
    targetLine(comparisons),
    '',
  ].join('\n');
}

export async function writePeerResults(
  benchDir: string,
  comparisons: readonly PeerComparison[],
  generatedAt: string,
): Promise<void> {
  await writeFormatted(join(benchDir, 'peer.json'), JSON.stringify({ generatedAt, comparisons }));
  await writeFormatted(join(benchDir, 'peer.md'), peerReport(comparisons, generatedAt));
}
