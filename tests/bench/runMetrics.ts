import type { RunMetrics } from '../../scripts/bench/types';

/** One Lighthouse run's metrics for the bench's tests: a clean, fast page unless told otherwise. */
export function runMetrics(overrides: Partial<RunMetrics> = {}): RunMetrics {
  return {
    performance: 100,
    accessibility: 100,
    bestPractices: 100,
    seo: 100,
    lcp: 1000,
    tbt: 0,
    cls: 0,
    fcp: 800,
    totalBytes: 100_000,
    jsBytes: 50_000,
    documentBytes: 12_000,
    scriptUrls: [],
    ...overrides,
  };
}
