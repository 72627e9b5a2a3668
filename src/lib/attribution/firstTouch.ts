/**
 * Where this visit began, remembered in the tab's sessionStorage (no cookie; it leaves the browser
 * only inside a consultation request, and is gone when the tab closes). Written once per visit, on
 * the first page the islands entry runs on; every later page leaves it as it is.
 *
 * Raw and unvalidated on purpose: this runs on every page, so it stays tiny and free of the schema.
 * The consultation form validates each value when it submits (src/features/consultation/attribution.ts)
 * and drops what does not pass. Values are only cut short here so storage cannot be flooded.
 */

export const FIRST_TOUCH_KEY = 'rupantaran_first_touch';

export const UTM_PARAMETERS = [
  'utm_source',
  'utm_medium',
  'utm_campaign',
  'utm_content',
  'utm_term',
] as const;
export type UtmParameter = (typeof UTM_PARAMETERS)[number];

export interface FirstTouch {
  /** The landing page's path, without query or fragment. */
  landing: string;
  /** The referring site's host, when it was another site; '' otherwise. */
  referrer: string;
  utm: Partial<Record<UtmParameter, string>>;
}

/** Longer than any column allows, so the form's validation (not this cut) decides what is kept. */
const RAW_LIMIT = 400;

const cut = (value: string) => value.slice(0, RAW_LIMIT);

function referrerHost(referrer: string, ownHost: string): string {
  try {
    const url = new URL(referrer);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return '';
    return url.hostname === ownHost ? '' : cut(url.hostname);
  } catch {
    return '';
  }
}

/** The first touch described by a page's URL and referrer. */
export function describeFirstTouch(href: string, referrer: string): FirstTouch {
  const url = new URL(href);
  const utm: FirstTouch['utm'] = {};
  for (const name of UTM_PARAMETERS) {
    const value = url.searchParams.get(name);
    if (value !== null && value !== '') utm[name] = cut(value);
  }
  return { landing: cut(url.pathname), referrer: referrerHost(referrer, url.hostname), utm };
}

function sessionStore(window: Window): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    // Storage disabled (privacy settings, sandboxed frames): the visit simply goes unattributed.
    return null;
  }
}

/** Records the first touch unless this visit already has one. Never throws. */
export function rememberFirstTouch(window: Window): void {
  const storage = sessionStore(window);
  try {
    if (!storage || storage.getItem(FIRST_TOUCH_KEY) !== null) return;
    const touch = describeFirstTouch(window.location.href, window.document.referrer);
    storage.setItem(FIRST_TOUCH_KEY, JSON.stringify(touch));
  } catch {
    // A full or refusing storage loses the attribution, never the page.
  }
}

/** The stored first touch, or null when there is none or it is not what this module wrote. */
export function readFirstTouch(window: Window): FirstTouch | null {
  const storage = sessionStore(window);
  try {
    const raw = storage?.getItem(FIRST_TOUCH_KEY);
    if (raw === null || raw === undefined) return null;
    const parsed: unknown = JSON.parse(raw);
    if (typeof parsed !== 'object' || parsed === null) return null;
    const { landing, referrer, utm } = parsed as Record<string, unknown>;
    const text = (value: unknown) => (typeof value === 'string' ? value : '');
    const utmRecord = typeof utm === 'object' && utm !== null ? (utm as Record<string, unknown>) : {};
    const cleanUtm: FirstTouch['utm'] = {};
    for (const name of UTM_PARAMETERS) {
      const value = text(utmRecord[name]);
      if (value !== '') cleanUtm[name] = value;
    }
    return { landing: text(landing), referrer: text(referrer), utm: cleanUtm };
  } catch {
    return null;
  }
}
