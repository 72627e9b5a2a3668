import { useCallback, useEffect, useState, useSyncExternalStore } from 'react';

export interface CyclingOptions {
  /** Holds the current index (hover, focus, the pause button, reduced motion). */
  paused?: boolean;
}

export interface CyclingIndex {
  index: number;
  /** Jumps to an index; the next advance comes a full interval later. */
  setIndex: (index: number) => void;
}

function subscribeToVisibility(onChange: () => void): () => void {
  document.addEventListener('visibilitychange', onChange);
  return () => document.removeEventListener('visibilitychange', onChange);
}

/** Server and hydration render as visible, so markup matches; the real state arrives right after. */
function useDocumentVisible(): boolean {
  return useSyncExternalStore(
    subscribeToVisibility,
    () => document.visibilityState !== 'hidden',
    () => true,
  );
}

/**
 * An index that advances every `intervalMs` and wraps from the last item back to 0. It holds while
 * `paused` is set and while the tab is hidden; resuming or choosing an index starts a fresh interval,
 * so the next step never comes early. Nothing runs during server rendering.
 */
export function useCyclingIndex(
  length: number,
  intervalMs: number,
  { paused = false }: CyclingOptions = {},
): CyclingIndex {
  const [index, setIndexState] = useState(0);
  // Bumped when the visitor picks an index, to restart the interval from that moment.
  const [restarts, setRestarts] = useState(0);
  const visible = useDocumentVisible();
  const running = !paused && visible && length > 1;

  // One interval for as long as the cycle runs (not a timeout per step), so a tick never waits on
  // the previous step's render and effects.
  useEffect(() => {
    if (!running) return undefined;
    const timer = window.setInterval(() => {
      setIndexState((current) => ((current < length ? current : 0) + 1) % length);
    }, intervalMs);
    return () => window.clearInterval(timer);
  }, [running, length, intervalMs, restarts]);

  const setIndex = useCallback((next: number) => {
    setIndexState(next);
    setRestarts((count) => count + 1);
  }, []);

  // A shorter list than the current index (content edited) starts again from the first item.
  const safeIndex = length > 0 && index < length ? index : 0;
  return { index: safeIndex, setIndex };
}
