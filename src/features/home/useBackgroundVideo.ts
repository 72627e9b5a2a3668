import { useEffect, useState, useSyncExternalStore } from 'react';

const reducedMotionQuery = '(prefers-reduced-motion: reduce)';

function subscribeToReducedMotion(onChange: () => void): () => void {
  if (typeof window.matchMedia !== 'function') return () => {};
  const query = window.matchMedia(reducedMotionQuery);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

/** False on the server and while hydrating (so markup matches), then the user's real preference. */
export function usePrefersReducedMotion(): boolean {
  return useSyncExternalStore(
    subscribeToReducedMotion,
    () => typeof window.matchMedia === 'function' && window.matchMedia(reducedMotionQuery).matches,
    () => false,
  );
}

/** The Network Information API is not in TypeScript's DOM types (and not in every browser). */
interface NavigatorWithConnection extends Navigator {
  connection?: { saveData?: boolean; effectiveType?: string };
}

/** What the Network Information API calls a connection too slow for a decorative video. */
const slowConnections = new Set(['slow-2g', '2g', '3g']);

/** The visitor asked to save data (Save-Data), or the browser reports a slow connection. */
export function saveDataRequested(): boolean {
  const connection = (navigator as NavigatorWithConnection).connection;
  return connection?.saveData === true || slowConnections.has(connection?.effectiveType ?? '');
}

/**
 * A phone-width screen: the video (about 200 kB) would be most of what the home page transfers on a
 * phone before the visitor scrolls, for a few seconds of decoration; the still image says as much.
 */
export const phoneViewportQuery = '(max-width: 599.95px)';

/**
 * Where a background video may play, as one media query: wider than a phone, motion welcome. The
 * hero's island hydrates only there (the page loads no React elsewhere); Save-Data and slow
 * connections are no media queries, so the component itself checks those.
 */
export const backgroundVideoMedia = '(min-width: 600px) and (prefers-reduced-motion: no-preference)';

export function phoneViewport(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia(phoneViewportQuery).matches;
}

/** Browsers without requestIdleCallback (Safari) get a short timer instead. */
export const idleFallbackMs = 1500;
/** Even a page that never goes idle gets its video eventually. */
export const idleTimeoutMs = 4000;

/**
 * Runs `callback` once the page has loaded and the main thread is idle, so the work never competes
 * with the first paint or the largest image. Returns a cancel function.
 */
export function whenIdleAfterLoad(callback: () => void): () => void {
  let cancelIdle = () => {};
  const run = () => {
    cancelIdle = () => {};
    callback();
  };
  const scheduleIdle = () => {
    if (typeof window.requestIdleCallback === 'function') {
      const handle = window.requestIdleCallback(run, { timeout: idleTimeoutMs });
      cancelIdle = () => window.cancelIdleCallback(handle);
    } else {
      const handle = window.setTimeout(run, idleFallbackMs);
      cancelIdle = () => window.clearTimeout(handle);
    }
  };
  if (document.readyState === 'complete') {
    scheduleIdle();
    return () => cancelIdle();
  }
  window.addEventListener('load', scheduleIdle, { once: true });
  return () => {
    window.removeEventListener('load', scheduleIdle);
    cancelIdle();
  };
}

/**
 * Whether a decorative background video may be created now: only in the browser, after hydration,
 * once the page is idle, and never when the user asks for reduced motion or reduced data use, the
 * connection is slow or the screen is a phone's.
 */
export function useBackgroundVideoAllowed(): boolean {
  const reducedMotion = usePrefersReducedMotion();
  const [idle, setIdle] = useState(false);

  useEffect(() => {
    if (reducedMotion || saveDataRequested() || phoneViewport()) return undefined;
    return whenIdleAfterLoad(() => setIdle(true));
  }, [reducedMotion]);

  // Switching reduced motion on later removes the video straight away.
  return idle && !reducedMotion;
}
