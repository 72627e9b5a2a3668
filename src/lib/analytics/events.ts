/**
 * The site's analytics events (issue 26), as any part of the site reports them. This module sends
 * nothing: it hands the event to the tracker (startAnalytics.ts) when the page starts analytics, and
 * is a no-op otherwise. Properties are English ids whatever the page language (the
 * tracker adds `lang`), and never a value a visitor typed: no name, phone number or e-mail address.
 */

export type AnalyticsEventName =
  | 'CTA Click'
  | 'Form Start'
  | 'Form Error'
  | 'Lead'
  | 'Form Fail'
  | 'Contact Tap'
  | 'Language Switch'
  | 'Share';

export type AnalyticsProps = Readonly<Record<string, string>>;

export interface AnalyticsEvent {
  name: AnalyticsEventName;
  props: AnalyticsProps;
}

/** Events reported before the tracker has started (it loads when the page is idle), oldest first. */
interface AnalyticsWindow {
  __analyticsQueue?: AnalyticsEvent[];
  __analyticsSink?: (event: AnalyticsEvent) => void;
}

/** Enough for what a visitor does before the page is idle; beyond it, early events are dropped. */
const QUEUE_LIMIT = 20;

export function trackEvent(name: AnalyticsEventName, props: AnalyticsProps = {}): void {
  // A page without analytics has neither a queue nor a tracker: the event goes nowhere.
  if (typeof window === 'undefined') return;
  const target = window as AnalyticsWindow;
  const event = { name, props };
  if (target.__analyticsSink) target.__analyticsSink(event);
  else if (target.__analyticsQueue && target.__analyticsQueue.length < QUEUE_LIMIT)
    target.__analyticsQueue.push(event);
}

/**
 * Called where a page is known to start analytics (its loader, or the islands entry under
 * `npm run dev`): from then on, events wait for the tracker, which loads when the page is idle.
 */
export function openAnalyticsQueue(window: Window): void {
  (window as AnalyticsWindow).__analyticsQueue ??= [];
}

/** Called once by the tracker: delivers the queued events, then every later one, to `sink`. */
export function connectAnalyticsSink(sink: (event: AnalyticsEvent) => void): void {
  const target = window as AnalyticsWindow;
  const queued = target.__analyticsQueue ?? [];
  target.__analyticsQueue = [];
  target.__analyticsSink = sink;
  for (const event of queued) sink(event);
}
