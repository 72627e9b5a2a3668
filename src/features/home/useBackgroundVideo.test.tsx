// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  idleFallbackMs,
  phoneViewportQuery,
  useBackgroundVideoAllowed,
  usePrefersReducedMotion,
} from './useBackgroundVideo';

type Listener = () => void;

/**
 * A controllable `prefers-reduced-motion` media query (jsdom has no matchMedia); the screen is wider
 * than a phone's unless `phone` says otherwise.
 */
function mockReducedMotion(initial: boolean, phone = false) {
  let matches = initial;
  const listeners = new Set<Listener>();
  vi.stubGlobal(
    'matchMedia',
    vi.fn((query: string) => ({
      media: query,
      get matches() {
        return query === phoneViewportQuery ? phone : matches;
      },
      addEventListener: (_type: string, listener: Listener) => listeners.add(listener),
      removeEventListener: (_type: string, listener: Listener) => listeners.delete(listener),
    })),
  );
  return {
    set(next: boolean) {
      matches = next;
      listeners.forEach((listener) => listener());
    },
  };
}

function mockSaveData(saveData: boolean, effectiveType = '4g') {
  Object.defineProperty(navigator, 'connection', { configurable: true, value: { saveData, effectiveType } });
}

function mockReadyState(state: DocumentReadyState) {
  Object.defineProperty(document, 'readyState', { configurable: true, get: () => state });
}

describe('useBackgroundVideoAllowed', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    mockReducedMotion(false);
    mockSaveData(false);
    mockReadyState('complete');
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    Reflect.deleteProperty(navigator, 'connection');
    Reflect.deleteProperty(document, 'readyState');
  });

  it('is false when rendered on the server', () => {
    function Probe() {
      return <>{String(useBackgroundVideoAllowed())}</>;
    }
    expect(renderToString(<Probe />)).toBe('false');
  });

  it('becomes true only once the page is idle (timer fallback without requestIdleCallback)', () => {
    vi.stubGlobal('requestIdleCallback', undefined);
    const { result } = renderHook(() => useBackgroundVideoAllowed());
    expect(result.current).toBe(false);
    act(() => vi.advanceTimersByTime(idleFallbackMs - 1));
    expect(result.current).toBe(false);
    act(() => vi.advanceTimersByTime(1));
    expect(result.current).toBe(true);
  });

  it('uses requestIdleCallback where the browser has it', () => {
    const callbacks: IdleRequestCallback[] = [];
    vi.stubGlobal(
      'requestIdleCallback',
      vi.fn((callback: IdleRequestCallback) => callbacks.push(callback)),
    );
    vi.stubGlobal('cancelIdleCallback', vi.fn());
    const { result } = renderHook(() => useBackgroundVideoAllowed());
    expect(window.requestIdleCallback).toHaveBeenCalledTimes(1);
    act(() => vi.advanceTimersByTime(10_000));
    expect(result.current).toBe(false);
    act(() => callbacks[0]?.({ didTimeout: false, timeRemaining: () => 50 }));
    expect(result.current).toBe(true);
  });

  it('waits for the load event before looking for idle time', () => {
    vi.stubGlobal('requestIdleCallback', undefined);
    mockReadyState('interactive');
    const { result } = renderHook(() => useBackgroundVideoAllowed());
    act(() => vi.advanceTimersByTime(10_000));
    expect(result.current).toBe(false);
    act(() => {
      window.dispatchEvent(new Event('load'));
    });
    act(() => vi.advanceTimersByTime(idleFallbackMs));
    expect(result.current).toBe(true);
  });

  it('stays false under prefers-reduced-motion', () => {
    mockReducedMotion(true);
    vi.stubGlobal('requestIdleCallback', undefined);
    const { result } = renderHook(() => useBackgroundVideoAllowed());
    act(() => vi.advanceTimersByTime(10_000));
    expect(result.current).toBe(false);
  });

  it('stays false when the browser asks to save data', () => {
    mockSaveData(true);
    vi.stubGlobal('requestIdleCallback', undefined);
    const { result } = renderHook(() => useBackgroundVideoAllowed());
    act(() => vi.advanceTimersByTime(10_000));
    expect(result.current).toBe(false);
  });

  for (const effectiveType of ['slow-2g', '2g', '3g'])
    it(`stays false on a slow connection (${effectiveType})`, () => {
      mockSaveData(false, effectiveType);
      vi.stubGlobal('requestIdleCallback', undefined);
      const { result } = renderHook(() => useBackgroundVideoAllowed());
      act(() => vi.advanceTimersByTime(10_000));
      expect(result.current).toBe(false);
    });

  it('stays false on a phone-width screen, where the still image is the hero', () => {
    mockReducedMotion(false, true);
    vi.stubGlobal('requestIdleCallback', undefined);
    const { result } = renderHook(() => useBackgroundVideoAllowed());
    act(() => vi.advanceTimersByTime(10_000));
    expect(result.current).toBe(false);
  });

  it('turns false as soon as reduced motion is switched on', () => {
    const motion = mockReducedMotion(false);
    vi.stubGlobal('requestIdleCallback', undefined);
    const { result } = renderHook(() => useBackgroundVideoAllowed());
    act(() => vi.advanceTimersByTime(idleFallbackMs));
    expect(result.current).toBe(true);
    act(() => motion.set(true));
    expect(result.current).toBe(false);
  });

  it('cancels the pending idle work on unmount', () => {
    vi.stubGlobal('requestIdleCallback', undefined);
    const clear = vi.spyOn(window, 'clearTimeout');
    const { unmount } = renderHook(() => useBackgroundVideoAllowed());
    unmount();
    expect(clear).toHaveBeenCalled();
    expect(vi.getTimerCount()).toBe(0);
  });
});

describe('usePrefersReducedMotion', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('follows the media query', () => {
    const motion = mockReducedMotion(false);
    const { result } = renderHook(() => usePrefersReducedMotion());
    expect(result.current).toBe(false);
    act(() => motion.set(true));
    expect(result.current).toBe(true);
  });

  it('is false where matchMedia does not exist', () => {
    vi.stubGlobal('matchMedia', undefined);
    const { result } = renderHook(() => usePrefersReducedMotion());
    expect(result.current).toBe(false);
  });
});
