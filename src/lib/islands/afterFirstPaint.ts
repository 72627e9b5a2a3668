/** How long after the load event a page that never reports a paint (a background tab) waits anyway. */
export const paintFallbackMs = 2000;

const firstContentfulPaint = 'first-contentful-paint';

/** Calls back once the browser reports the first contentful paint (or at once if it cannot tell). */
export function whenFirstPainted(window: Window & typeof globalThis, callback: () => void): void {
  if (typeof window.PerformanceObserver !== 'function') return callback();
  // The observer's own list, not performance.getEntriesByType: with buffered it holds a paint that
  // came before, and a page whose `performance` is replaced (a test's fake clock) still gets it.
  const observer = new window.PerformanceObserver((list) => {
    if (list.getEntriesByName(firstContentfulPaint).length === 0) return;
    observer.disconnect();
    callback();
  });
  try {
    observer.observe({ type: 'paint', buffered: true });
  } catch {
    callback();
  }
}

/**
 * Calls back once the page has loaded and has been painted, or `paintFallbackMs` after the load event
 * if it never paints; the callback may run twice, so it must be idempotent.
 */
export function whenLoadedAndPainted(
  document: Document,
  window: Window & typeof globalThis,
  callback: () => void,
): void {
  const afterLoad = () => {
    window.setTimeout(callback, paintFallbackMs);
    whenFirstPainted(window, callback);
  };
  if (document.readyState === 'complete') afterLoad();
  else window.addEventListener('load', afterLoad, { once: true });
}
