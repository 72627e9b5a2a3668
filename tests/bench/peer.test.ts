// @vitest-environment node
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { check, resolveConfig } from 'prettier';
import { afterAll, describe, expect, it } from 'vitest';
import { writePeerResults } from '../../scripts/bench/peer';
import { medianMetrics } from '../../scripts/bench/stats';
import type { RunMetrics } from '../../scripts/bench/types';

const dir = await mkdtemp(join(tmpdir(), 'rupantaran-peer-'));
afterAll(() => rm(dir, { recursive: true, force: true }));

function run(lcp: number, fcp: number): RunMetrics {
  const scores = { performance: 100, accessibility: 100, bestPractices: 100, seo: 100 };
  return { ...scores, lcp, fcp, tbt: 0, cls: 0, totalBytes: 100_000, jsBytes: 0, scriptUrls: [] };
}

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
          oursMedian: medianMetrics([run(1146, 994)]),
          theirsMedian: medianMetrics([run(1361, 807)]),
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
});
