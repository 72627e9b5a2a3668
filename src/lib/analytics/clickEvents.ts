/**
 * What a click on a link or button means for the funnel, read from the page itself (no component
 * has to know about analytics): a call to action, a contact channel, the language switch or a
 * share. Properties are English ids: paths without their language prefix, channel and network
 * names. Never the link's number or address.
 */
import type { AnalyticsEvent } from './events';

/**
 * A path without its language prefix: the page's English id (`/ne/pricing` → `/pricing`). Not
 * splitLocale: this chunk loads on every page, and that module would come along as one more file.
 */
export function pageId(pathname: string): string {
  return pathname.replace(/^\/ne(?=\/|$)/, '') || '/';
}

/** The page region a control is in: header, footer or the main content. */
function regionOf(element: Element): string {
  const region = element.closest('header, footer, nav, main');
  return region ? region.tagName.toLowerCase() : 'page';
}

function contactChannel(href: string): string | null {
  if (href.startsWith('tel:')) return 'call';
  if (href.startsWith('mailto:')) return 'email';
  if (href.startsWith('viber://')) return 'viber';
  if (/^https:\/\/(wa\.me|api\.whatsapp\.com)\//.test(href)) return 'whatsapp';
  return null;
}

/** The event for a click on `target`, or null when the click is none of the funnel's. */
export function eventForClick(target: Element, location: Location): AnalyticsEvent | null {
  const share = target.closest('[data-testid="share-bar"] [data-network], [data-share]');
  if (share) {
    const network = share.getAttribute('data-network') ?? share.getAttribute('data-share') ?? 'unknown';
    return { name: 'Share', props: { network } };
  }

  const link = target.closest('a[href]');
  const page = pageId(location.pathname);
  if (link) {
    const href = link.getAttribute('href') ?? '';
    const channel = contactChannel(href);
    if (channel) return { name: 'Contact Tap', props: { channel, page, region: regionOf(link) } };
    const language = link.getAttribute('hreflang');
    if (language) return { name: 'Language Switch', props: { to: language, page } };
    let url: URL;
    try {
      url = new URL(href, location.href);
    } catch {
      return null;
    }
    if (url.origin !== location.origin) return null;
    const destination = pageId(url.pathname);
    // Calls to action: the consultation wherever it is offered, and any link styled as a button.
    if (destination === '/consultation' || link.classList.contains('MuiButton-root'))
      return { name: 'CTA Click', props: { cta: destination, page, region: regionOf(link) } };
  }
  return null;
}
