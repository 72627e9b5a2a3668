import { describe, expect, it } from 'vitest';
import { median, medianMetrics } from '../../scripts/bench/stats';
import { runMetrics as run } from './runMetrics';

describe('median', () => {
  it('takes the middle of an odd count, whatever the order', () => {
    expect(median([3, 1, 2])).toBe(2);
    expect(median([1500, 900, 4000])).toBe(1500);
  });

  it('averages the two middle values of an even count', () => {
    expect(median([4, 1, 3, 2])).toBe(2.5);
  });

  it('refuses an empty list instead of inventing a number', () => {
    expect(() => median([])).toThrow();
  });
});

describe('medianMetrics', () => {
  it('takes each metric’s median independently, so one outlier run cannot skew another metric', () => {
    const medians = medianMetrics([
      run({ performance: 97, lcp: 1400, tbt: 300 }),
      run({ performance: 99, lcp: 2600, tbt: 20 }),
      run({ performance: 98, lcp: 1300, tbt: 40 }),
    ]);
    expect(medians.performance).toBe(98);
    expect(medians.lcp).toBe(1400);
    expect(medians.tbt).toBe(40);
    expect(medians).not.toHaveProperty('scriptUrls');
  });
});
