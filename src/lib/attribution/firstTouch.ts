/**
 * Where this visit began, remembered in the tab's sessionStorage (no cookie; it leaves the browser
 * only inside a consultation request, and is gone when the tab closes). Written once per visit, on
 * the first page the islands entry runs on; every later page leaves it as it is.
 *
 * Raw and unvalidated on purpose: this runs on every page, so it stays tiny and free of the schema.
 * The consultation form parses and validates each value when it submits
 * (src/features/consultation/attribution.ts) and drops what does not pass.
 */

export const FIRST_TOUCH_KEY = 'rupantaran_first_touch';

/** What is stored: the landing URL and referrer as the browser gave them, cut short. */
export interface StoredFirstTouch {
  href: string;
  referrer: string;
}

/**
 * Records the first touch unless this visit already has one. Never throws. Deliberately nothing
 * but a copy: it runs on every page, so parsing waits for the form (firstTouchReader.ts).
 */
export function rememberFirstTouch(window: Window): void {
  try {
    const storage = window.sessionStorage;
    if (storage.getItem(FIRST_TOUCH_KEY) !== null) return;
    const touch: StoredFirstTouch = {
      href: window.location.href.slice(0, 2000),
      referrer: window.document.referrer.slice(0, 500),
    };
    storage.setItem(FIRST_TOUCH_KEY, JSON.stringify(touch));
  } catch {
    // Storage disabled or full (privacy settings, sandboxed frames): the visit goes unattributed.
  }
}
