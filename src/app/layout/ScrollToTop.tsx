import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { mainContentId } from './SkipLink';

/**
 * On every route change: scroll to the #hash target when there is one, otherwise to the top,
 * and move focus to the main region so screen readers start reading the new page.
 * The first render is left alone (the browser restores position on reload / deep links).
 */
export function ScrollToTop() {
  const { pathname, hash } = useLocation();
  const previousPath = useRef<string | null>(null);

  useEffect(() => {
    const isFirstRender = previousPath.current === null;
    const pathChanged = previousPath.current !== pathname;
    previousPath.current = pathname;

    if (hash) {
      // Wait a frame so a lazily loaded page has painted its anchor.
      const frame = requestAnimationFrame(() => {
        document.getElementById(decodeURIComponent(hash.slice(1)))?.scrollIntoView();
      });
      return () => cancelAnimationFrame(frame);
    }
    if (isFirstRender || !pathChanged) return;
    window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
    // Leave focus alone when the visitor has already opened a dialog (e.g. the menu) on the new page.
    if (!document.activeElement?.closest('[role="dialog"]')) {
      document.getElementById(mainContentId)?.focus({ preventScroll: true });
    }
    return undefined;
  }, [pathname, hash]);

  return null;
}
