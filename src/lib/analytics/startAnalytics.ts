/**
 * Privacy-first analytics with Plausible's official tracker, started by the islands entry once the
 * page is idle and only when the site config sets a domain and an event endpoint (siteConfig.ts).
 * No cookies, no storage, nothing that identifies a visitor; nothing at all when the browser sends
 * Do Not Track or Global Privacy Control. Events: pageview (the tracker's own, with engagement),
 * and those of events.ts, each with the page's `lang`.
 */
import { init, track, type PlausibleRequestPayload } from '@plausible-analytics/tracker';
import { connectAnalyticsSink } from './events';
import { eventForClick } from './clickEvents';

export interface AnalyticsSettings {
  domain: string;
  endpoint: string;
}

/** The browser asks sites not to track: Do Not Track (all its spellings) or Global Privacy Control. */
export function privacySignal(window: Window): boolean {
  const navigator = window.navigator as Navigator & { globalPrivacyControl?: boolean; msDoNotTrack?: string };
  const dnt =
    navigator.doNotTrack ?? (window as { doNotTrack?: string }).doNotTrack ?? navigator.msDoNotTrack;
  return navigator.globalPrivacyControl === true || dnt === '1' || dnt === 'yes';
}

/**
 * The event's URL reduced to its path and campaign parameters (a query string could carry anything;
 * a fragment too), the referrer to its origin.
 */
export function cleanPayload(payload: PlausibleRequestPayload): PlausibleRequestPayload {
  const cleaned = { ...payload };
  try {
    const url = new URL(payload.u);
    const kept = new URLSearchParams();
    for (const [name, value] of url.searchParams) if (name.startsWith('utm_')) kept.append(name, value);
    const query = kept.toString();
    cleaned.u = `${url.origin}${url.pathname}${query ? `?${query}` : ''}`;
  } catch {
    return payload;
  }
  if (payload.r) {
    try {
      cleaned.r = new URL(payload.r).origin;
    } catch {
      cleaned.r = null;
    }
  }
  return cleaned;
}

let started = false;

/** Starts the tracker; false when it did not (already running, or the browser opted out). */
export function startAnalytics(settings: AnalyticsSettings, window: Window): boolean {
  if (started || privacySignal(window)) return false;
  started = true;
  const lang = window.document.documentElement.lang === 'ne' ? 'ne' : 'en';
  init({
    domain: settings.domain,
    endpoint: settings.endpoint,
    // Configured means wanted: previews on 127.0.0.1 and automated browsers count too.
    captureOnLocalhost: true,
    logging: false,
    bindToWindow: false,
    customProperties: { lang },
    transformRequest: cleanPayload,
  });
  connectAnalyticsSink((event) => track(event.name, { props: { ...event.props } }));
  window.document.addEventListener(
    'click',
    (event) => {
      if (!(event.target instanceof Element)) return;
      const found = eventForClick(event.target, window.location);
      if (found) track(found.name, { props: { ...found.props } });
    },
    { capture: true },
  );
  return true;
}
