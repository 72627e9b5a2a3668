/**
 * The visit's first touch (firstTouch.ts stores it) read back and taken apart: the landing path,
 * the referring host and the utm_* parameters. Used by the consultation form when it submits.
 */
import { FIRST_TOUCH_KEY } from './firstTouch';

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

/** The stored first touch, taken apart; null when there is none or it is not what firstTouch.ts wrote. */
export function readFirstTouch(window: Window): FirstTouch | null {
  try {
    const raw = window.sessionStorage.getItem(FIRST_TOUCH_KEY);
    if (raw === null) return null;
    const parsed: unknown = JSON.parse(raw);
    if (typeof parsed !== 'object' || parsed === null) return null;
    const { href, referrer } = parsed as Record<string, unknown>;
    if (typeof href !== 'string') return null;
    return describeFirstTouch(href, typeof referrer === 'string' ? referrer : '');
  } catch {
    return null;
  }
}
