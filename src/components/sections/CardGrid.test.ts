import { describe, expect, it } from 'vitest';
import { spanFor } from './CardGrid';

const spans = (count: number, columns: 2 | 3) =>
  Array.from({ length: count }, (_, index) => spanFor(index, count, columns));

/** Splits the spans into rows of `tracks` grid tracks. */
function rows(count: number, columns: 2 | 3): number[] {
  const tracks = columns === 3 ? 6 : 2;
  const result: number[] = [];
  let used = 0;
  let items = 0;
  for (const span of spans(count, columns)) {
    used += span;
    items += 1;
    if (used >= tracks) {
      expect(used).toBe(tracks);
      result.push(items);
      used = 0;
      items = 0;
    }
  }
  expect(used, 'the last row is full').toBe(0);
  return result;
}

describe('CardGrid spans', () => {
  it('fills three columns without leaving one card alone', () => {
    expect(rows(3, 3)).toEqual([3]);
    expect(rows(4, 3)).toEqual([2, 2]);
    expect(rows(5, 3)).toEqual([3, 2]);
    expect(rows(6, 3)).toEqual([3, 3]);
    expect(rows(7, 3)).toEqual([3, 2, 2]);
    expect(rows(8, 3)).toEqual([3, 3, 2]);
  });

  it('widens the last card of an odd count in two columns', () => {
    expect(rows(5, 2)).toEqual([2, 2, 1]);
    expect(rows(4, 2)).toEqual([2, 2]);
  });
});
