// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useCyclingIndex } from './useCyclingIndex';

function setVisibility(state: DocumentVisibilityState) {
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => state });
  document.dispatchEvent(new Event('visibilitychange'));
}

describe('useCyclingIndex', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
    setVisibility('visible');
  });

  it('advances every interval and wraps from the last index to 0', () => {
    const { result } = renderHook(() => useCyclingIndex(4, 3000));
    expect(result.current.index).toBe(0);
    const seen: number[] = [];
    for (let tick = 0; tick < 5; tick += 1) {
      act(() => vi.advanceTimersByTime(3000));
      seen.push(result.current.index);
    }
    expect(seen).toEqual([1, 2, 3, 0, 1]);
  });

  it('does not advance before a full interval', () => {
    const { result } = renderHook(() => useCyclingIndex(4, 3000));
    act(() => vi.advanceTimersByTime(2999));
    expect(result.current.index).toBe(0);
    act(() => vi.advanceTimersByTime(1));
    expect(result.current.index).toBe(1);
  });

  it('holds while paused and resumes a full interval after unpausing', () => {
    const { result, rerender } = renderHook(({ paused }) => useCyclingIndex(4, 3000, { paused }), {
      initialProps: { paused: false },
    });
    act(() => vi.advanceTimersByTime(2000));
    rerender({ paused: true });
    act(() => vi.advanceTimersByTime(10_000));
    expect(result.current.index).toBe(0);
    rerender({ paused: false });
    act(() => vi.advanceTimersByTime(2999));
    expect(result.current.index).toBe(0);
    act(() => vi.advanceTimersByTime(1));
    expect(result.current.index).toBe(1);
  });

  it('holds while the document is hidden', () => {
    const { result } = renderHook(() => useCyclingIndex(4, 3000));
    act(() => setVisibility('hidden'));
    act(() => vi.advanceTimersByTime(9000));
    expect(result.current.index).toBe(0);
    act(() => setVisibility('visible'));
    act(() => vi.advanceTimersByTime(3000));
    expect(result.current.index).toBe(1);
  });

  it('restarts the interval when an index is chosen', () => {
    const { result } = renderHook(() => useCyclingIndex(4, 3000));
    act(() => vi.advanceTimersByTime(2500));
    act(() => result.current.setIndex(3));
    act(() => vi.advanceTimersByTime(2999));
    expect(result.current.index).toBe(3);
    act(() => vi.advanceTimersByTime(1));
    expect(result.current.index).toBe(0);
  });

  it('never cycles a list of one or none', () => {
    const { result } = renderHook(() => useCyclingIndex(1, 3000));
    act(() => vi.advanceTimersByTime(9000));
    expect(result.current.index).toBe(0);
    const empty = renderHook(() => useCyclingIndex(0, 3000));
    act(() => vi.advanceTimersByTime(9000));
    expect(empty.result.current.index).toBe(0);
  });

  it('keeps its rhythm when advanced through several intervals at once', () => {
    const { result } = renderHook(() => useCyclingIndex(4, 3000));
    act(() => vi.advanceTimersByTime(9000));
    expect(result.current.index).toBe(3);
  });

  it('falls back to 0 when the list shrinks below the current index, then carries on', () => {
    const { result, rerender } = renderHook(({ length }) => useCyclingIndex(length, 3000), {
      initialProps: { length: 4 },
    });
    for (let tick = 0; tick < 3; tick += 1) act(() => vi.advanceTimersByTime(3000));
    expect(result.current.index).toBe(3);
    rerender({ length: 2 });
    expect(result.current.index).toBe(0);
    act(() => vi.advanceTimersByTime(3000));
    expect(result.current.index).toBe(1);
  });
});
