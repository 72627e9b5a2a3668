import { describe, expect, it } from 'vitest';
import {
  isRateLimited,
  RATE_LIMIT_KEY,
  RATE_LIMIT_WINDOW_MS,
  recordSubmission,
  type SubmissionStorage,
} from './rateLimit';

function memoryStorage(initial?: string): SubmissionStorage & { value: string | null } {
  return {
    value: initial ?? null,
    getItem(key) {
      return key === RATE_LIMIT_KEY ? this.value : null;
    },
    setItem(key, value) {
      if (key === RATE_LIMIT_KEY) this.value = value;
    },
  };
}

const throwing = (name: string): SubmissionStorage => ({
  getItem() {
    throw new DOMException('blocked', name);
  },
  setItem() {
    throw new DOMException('blocked', name);
  },
});

const NOW = 1_800_000_000_000;

describe('client rate limit', () => {
  it('allows three submissions per rolling hour and refuses the fourth', () => {
    const storage = memoryStorage();
    for (let index = 0; index < 3; index += 1) {
      expect(isRateLimited(NOW + index, storage)).toBe(false);
      recordSubmission(NOW + index, storage);
    }
    expect(isRateLimited(NOW + 3, storage)).toBe(true);
    expect(JSON.parse(storage.value ?? '')).toEqual([NOW, NOW + 1, NOW + 2]);
  });

  it('frees a slot exactly one hour after the oldest submission', () => {
    const storage = memoryStorage(JSON.stringify([NOW, NOW + 10, NOW + 20]));
    expect(isRateLimited(NOW + RATE_LIMIT_WINDOW_MS - 1, storage)).toBe(true);
    expect(isRateLimited(NOW + RATE_LIMIT_WINDOW_MS, storage)).toBe(false);
  });

  it('forgets expired timestamps when recording', () => {
    const storage = memoryStorage(JSON.stringify([NOW - RATE_LIMIT_WINDOW_MS - 1, NOW - 5]));
    recordSubmission(NOW, storage);
    expect(JSON.parse(storage.value ?? '')).toEqual([NOW - 5, NOW]);
  });

  it.each([
    ['corrupt JSON', '{not json'],
    ['a non-array', '{"0": 1, "1": 2, "2": 3}'],
    ['non-numbers', JSON.stringify(['1800000000000', null, {}, true, 'NaN'])],
    ['a JSON number', '42'],
    ['null', 'null'],
  ])('treats %s as no history, and recording repairs it', (_label, stored) => {
    const storage = memoryStorage(stored);
    expect(isRateLimited(NOW, storage)).toBe(false);
    recordSubmission(NOW, storage);
    expect(JSON.parse(storage.value ?? '')).toEqual([NOW]);
  });

  it('ignores non-finite and future timestamps (a clock set back must not lock a visitor out)', () => {
    // 1e400 parses to Infinity.
    const storage = memoryStorage(`[${NOW - 1}, ${NOW + 60_000}, ${NOW + 120_000}, ${NOW + 180_000}, 1e400]`);
    expect(isRateLimited(NOW, storage)).toBe(false);
  });

  it.each(['SecurityError', 'QuotaExceededError'])('never throws when storage throws %s', (name) => {
    const storage = throwing(name);
    expect(isRateLimited(NOW, storage)).toBe(false);
    expect(() => recordSubmission(NOW, storage)).not.toThrow();
  });

  it('works without any storage (SSR, storage disabled)', () => {
    expect(isRateLimited(NOW, null)).toBe(false);
    expect(() => recordSubmission(NOW, null)).not.toThrow();
  });
});
