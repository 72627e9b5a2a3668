/**
 * The prerendered pages are complete without JavaScript, so their islands' modules wait until the page
 * has loaded (its text, fonts and images got the network to themselves) or until the visitor reaches
 * for a control, whichever comes first. scripts/prerender.ts bundles this file (with esbuild) into one
 * script all pages share, with the site's configuration, which a page's inline part
 * (islands/earlyInput.ts) fetches once the page has loaded and been painted or the visitor reaches for
 * a control; it replaces Vite's module script and modulepreload tags.
 *
 * A control activated before its island is ready is not lost: the click or submit is held and replayed
 * once React has hydrated the island. Links are left alone: they work natively.
 */
import {
  hydratedAttribute,
  hydratesWithPage,
  islandNameAttribute,
  islandOf,
  islandWantedAttribute,
  mediaAllows,
  reachEvents,
  waitsForInteraction,
  waitsToBeSeen,
  whenMediaAllows,
} from './islands/attributes';
import { openAnalyticsQueue } from './analytics/events';
import { paintFallbackMs, whenLoadedAndPainted } from './islands/afterFirstPaint';
import {
  clickedControl,
  intentEvents,
  loaderControlOf,
  ownerOf,
  reactOwns,
  type EarlyInputTarget,
} from './islands/earlyInput';
import type { AnalyticsSettings } from './analytics/startAnalytics';
import type { Locale } from './i18n/locale';
import { installLoaderControls } from './loaderControls';
import type { PageEnvironment } from './pageEnvironment';

export interface HydrationLoaderConfig {
  /** The entry chunk, e.g. /assets/index-abc.js. */
  entry: string;
  /** Every other chunk the app needs to start (see startupKeys): preloaded so none waits for another. */
  preload: readonly string[];
  /**
   * Each island's chunks beyond those, by island name: preloaded for the islands that hydrate with the
   * page, and for an island that waits for the visitor once it is reached for.
   */
  islands: Readonly<Record<string, readonly string[]>>;
  /**
   * The analytics chunk and its settings, only when the site config turns analytics on: started when the page
   * is ready and the browser idle, on every page, including those whose islands all wait (which never
   * start the app on their own).
   */
  analytics?: AnalyticsSettings & { chunk: string };
  /** The phone menu's prerendered panel in each language (src/lib/phoneMenu/phoneMenu.ts). */
  phoneMenu?: Readonly<Record<Locale, string>>;
}

export interface HydrationLoaderEnvironment extends PageEnvironment {
  importModule: (url: string) => Promise<unknown>;
}

export function installHydrationLoader(
  config: HydrationLoaderConfig,
  { document, window, importModule }: HydrationLoaderEnvironment,
): EarlyInputTarget {
  const root = document.documentElement;
  let started = false;
  let held: MutationObserver | undefined;
  // Events from the first tap on wait for the tracker, which loads when the page is idle.
  if (config.analytics) openAnalyticsQueue(window);

  // The phone menu and the colour toggle need no app: the loader answers them itself.
  installLoaderControls({ document, window }, (locale) => config.phoneMenu?.[locale]);

  const islands = Array.from(document.querySelectorAll(`[${islandNameAttribute}]`));
  /** The islands that start with the page here: on this screen, with this visitor's preferences. */
  const startsNow = (island: Element) => hydratesWithPage(island) && mediaAllows(island, window);
  const chunksOf = (island: Element) => config.islands[island.getAttribute(islandNameAttribute) ?? ''] ?? [];
  const preloaded = new Set<string>();
  const preload = (href: string) => {
    if (preloaded.has(href)) return;
    preloaded.add(href);
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.crossOrigin = '';
    link.href = href;
    // Ahead of the page's style tags: Emotion adopts the prerendered tags where they stand only while
    // they are the last in <head>; otherwise it moves them, and the browser re-applies all their CSS.
    // The entry too: the chunks it imports list it among their dependencies, and Vite's preload
    // helper would otherwise add its own link for it after the styles.
    document.head.insertBefore(link, document.head.querySelector('style'));
  };
  /**
   * Preloads `hrefs`, one per task unless the visitor is waiting: starting a fetch costs the main thread
   * a few milliseconds on a slow phone, so while the page may be taking input each task stays short;
   * but a chain of forty zero-delay timers, which browsers space 4 ms apart, held the phone menu's first
   * tap 150 ms on a fast machine. When the visitor has reached for an island they all start at once.
   */
  const preloadFrom = (hrefs: readonly string[], visitorWaiting = false) => {
    if (visitorWaiting) {
      hrefs.forEach(preload);
      return;
    }
    const [href, ...rest] = hrefs;
    if (href === undefined) return;
    preload(href);
    if (rest.length > 0) window.setTimeout(() => preloadFrom(rest), 0);
  };

  /** Starts the app, preloading its chunks, the page's islands' and `wanted` (an island reached for). */
  const startWith = (wanted: readonly string[], visitorWaiting = false) => {
    if (started) return preloadFrom(wanted, visitorWaiting);
    started = true;
    const islandChunks = islands.filter(startsNow).flatMap(chunksOf);
    preloadFrom([...new Set([config.entry, ...config.preload, ...islandChunks, ...wanted])], visitorWaiting);
    importModule(config.entry).catch((error: unknown) => {
      // The page stays fully readable and its links work; only the enhancements are missing.
      console.error('The app failed to load', error);
    });
  };
  const start = () => startWith([]);

  /**
   * The visitor reaches for an island that waits for them: its code is fetched now, and the app, once
   * running, hydrates it at once (src/app/hydrateIslands.tsx reads the mark).
   */
  const reach = (island: Element | null) => {
    if (!island || !waitsForInteraction(island) || island.hasAttribute(islandWantedAttribute)) return;
    island.setAttribute(islandWantedAttribute, '');
    startWith(chunksOf(island), true);
  };

  /**
   * Holds back the event's default action and runs `action` once `owner` has hydrated. A later early
   * action replaces the one held: only the visitor's last intent is carried out.
   */
  const holdUntilHydrated = (event: Event, owner: Element, action: () => void) => {
    event.preventDefault();
    event.stopPropagation();
    held?.disconnect();
    const observer = new window.MutationObserver(() => {
      if (!owner.hasAttribute(hydratedAttribute)) return;
      observer.disconnect();
      held = undefined;
      action();
    });
    observer.observe(owner, { attributes: true, attributeFilter: [hydratedAttribute] });
    held = observer;
    start();
  };

  document.addEventListener(
    'click',
    (event) => {
      if (loaderControlOf(event.target)) return;
      const control = clickedControl(event, window);
      if (!control) return start();
      const owner = ownerOf(control, root);
      if (reactOwns(owner)) return;
      reach(islandOf(control));
      holdUntilHydrated(event, owner, () => {
        if (control.isConnected) control.click();
      });
    },
    true,
  );

  document.addEventListener(
    'submit',
    (event) => {
      const form = event.target instanceof window.HTMLFormElement ? event.target : null;
      if (!form) return start();
      const owner = ownerOf(form, root);
      if (reactOwns(owner)) return;
      // Without this the browser would send the fields in the URL of a GET request.
      holdUntilHydrated(event, owner, () => {
        if (form.isConnected) form.requestSubmit();
      });
    },
    true,
  );

  const onIntent = (event: Event) => {
    if (!loaderControlOf(event.target)) start();
  };
  for (const type of intentEvents) window.addEventListener(type, onIntent, { capture: true, passive: true });
  for (const type of reachEvents)
    document.addEventListener(
      type,
      (event) => reach(event.target instanceof window.Element ? islandOf(event.target) : null),
      { capture: true, passive: true },
    );

  /**
   * A page whose islands all wait (to be seen, or for the visitor) starts nothing on its own: it is as
   * interactive as it gets until then, and says so. An island that waits to be seen starts the app
   * when it comes into view.
   */
  const readyWithoutApp = () => {
    if (!started) root.setAttribute(hydratedAttribute, 'true');
    const seen = islands.filter(waitsToBeSeen).flatMap((island) => Array.from(island.children));
    if (seen.length === 0 || typeof window.IntersectionObserver !== 'function') return;
    const observer = new window.IntersectionObserver((entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return;
      observer.disconnect();
      start();
    });
    for (const element of seen) observer.observe(element);
  };
  const startsWithPage = islands.some(startsNow);
  // An island whose media query does not match yet starts the app, with its code, once it does.
  for (const island of islands)
    if (hydratesWithPage(island) && !startsNow(island))
      whenMediaAllows(island, window, () => startWith(chunksOf(island)));
  const whenReady = startsWithPage ? start : readyWithoutApp;

  // Start once the page has loaded and has been painted: until then the app's modules would compete
  // with the page's own text, fonts and images. A page that never paints (a background tab) starts
  // after a fallback delay.
  let ready = false;
  const becomeReady = () => {
    if (ready) return;
    ready = true;
    whenReady();
    const { analytics } = config;
    if (analytics === undefined) return;
    const { chunk, domain, endpoint } = analytics;
    const loadAnalytics = () =>
      void importModule(chunk)
        .then((module) =>
          (module as { start: (settings: AnalyticsSettings) => void }).start({ domain, endpoint }),
        )
        .catch(() => undefined);
    if (typeof window.requestIdleCallback === 'function')
      window.requestIdleCallback(loadAnalytics, { timeout: 5000 });
    else window.setTimeout(loadAnalytics, paintFallbackMs);
  };
  const pageReady = () => window.setTimeout(becomeReady, 0);
  // Fetched by the page's inline part, which waited for this already (adoptEarlyInput says so): a
  // page that never paints would otherwise wait its fallback twice.
  whenLoadedAndPainted(document, window, pageReady);

  return { start, reach, pageReady };
}
