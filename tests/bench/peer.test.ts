import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { check, resolveConfig } from 'prettier';
import { afterAll, describe, expect, it } from 'vitest';
import { peerReport, writePeerResults } from '../../scripts/bench/peer';
import { medianMetrics } from '../../scripts/bench/stats';
import { runMetrics } from './runMetrics';

const dir = await mkdtemp(join(tmpdir(), 'rupantaran-peer-'));
afterAll(() => rm(dir, { recursive: true, force: true }));

describe('the peer report', () => {
  // The files are committed beside the sources, and `npm run format:check` covers them: a run of the
  // bench once left a peer.md that failed it, and CI with it.
  it('is written as Prettier formats it', async () => {
    await writePeerResults(
      dir,
      [
        {
          ours: '/blog/ai-agents-guide',
          theirs: '/blog/markdown-style-guide/',
          runs: 3,
          oursMedian: medianMetrics([runMetrics({ lcp: 1146, fcp: 994 })]),
          theirsMedian: medianMetrics([runMetrics({ lcp: 1361, fcp: 807 })]),
        },
      ],
      '2026-11-27T07:00:00.000Z',
    );
    for (const name of ['peer.md', 'peer.json']) {
      const filepath = join(dir, name);
      const options = (await resolveConfig(join(import.meta.dirname, '../../bench', name))) ?? {};
      expect(await check(await readFile(filepath, 'utf8'), { ...options, filepath }), name).toBe(true);
    }
  });

  // Whether a page paints in a new connection's first round trip is most of the gap in first paint.
  it("gives each side's document size, marked past the first round trip", () => {
    const report = peerReport(
      [
        {
          ours: '/blog/ai-agents-guide',
          theirs: '/blog/markdown-style-guide/',
          runs: 3,
          oursMedian: medianMetrics([runMetrics({ documentBytes: 22_100 })]),
          theirsMedian: medianMetrics([runMetrics({ documentBytes: 6_000 })]),
        },
      ],
      '2026-11-27T07:00:00.000Z',
    );
    expect(report).toContain('| 22.1 › / 6.0 |');
  });

  // The bench's budgets hold every route; this target compares two sites, so it is reported, not failed.
  it('says which pairs paint more than 10% after the peer', () => {
    const pair = (ours: string, fcp: number) => ({
      ours,
      theirs: '/',
      runs: 3,
      oursMedian: medianMetrics([runMetrics({ fcp })]),
      theirsMedian: medianMetrics([runMetrics({ fcp: 650 })]),
    });
    const generated = '2026-11-27T07:00:00.000Z';
    expect(peerReport([pair('/', 700), pair('/blog/a', 815)], generated)).toContain(
      "First paint within 10% of the peer's: 1 of 2 pairs; not on `/blog/a` 1.25.",
    );
    expect(peerReport([pair('/', 715)], generated)).toContain(
      "First paint within 10% of the peer's: 1 of 1 pairs.",
    );
  });
});
