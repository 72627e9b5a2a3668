import { NUMERIC_METRICS, type MedianMetrics, type RunMetrics } from './types.ts';

/** The middle value; the mean of the two middle values for an even count. */
export function median(values: readonly number[]): number {
  if (values.length === 0) throw new Error('median of no values');
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  const upper = sorted[middle] as number;
  return sorted.length % 2 === 1 ? upper : ((sorted[middle - 1] as number) + upper) / 2;
}

/**
 * Each metric's median over the runs, taken independently. (Lighthouse CI instead picks one whole
 * "median run"; per-metric medians are steadier for budgets.)
 */
export function medianMetrics(runs: readonly RunMetrics[]): MedianMetrics {
  const result = {} as MedianMetrics;
  for (const metric of NUMERIC_METRICS) result[metric] = median(runs.map((run) => run[metric]));
  return result;
}
