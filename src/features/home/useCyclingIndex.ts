import { useEffect, useState, useSyncExternalStore } from 'react';

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
 * `paused` is set and while the tab is hidden; each advance waits a full interval from the last
 * change, so resuming or choosing an index never skips ahead early. Nothing runs during server rendering.
 */
export function useCyclingIndex(
  length: number,
  intervalMs: number,
  { paused = false }: CyclingOptions = {},
): CyclingIndex {
  const [index, setIndex] = useState(0);
  const visible = useDocumentVisible();
  const running = !paused && visible && length > 1;

  useEffect(() => {
    if (!running) return undefined;
    const timer = window.setTimeout(() => setIndex((current) => (current + 1) % length), intervalMs);
    return () => window.clearTimeout(timer);
  }, [running, index, length, intervalMs]);

  // A shorter list than the current index (content edited) starts again from the first item.
  const safeIndex = length > 0 && index < length ? index : 0;
  return { index: safeIndex, setIndex };
}
