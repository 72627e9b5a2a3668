import { startTransition, type ComponentType, type ReactNode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import {
  hydratedAttribute,
  hydratesWithPage,
  hydratingAttribute,
  islandIdAttribute,
  islandNameAttribute,
  islandPropsAttribute,
  islandWantedAttribute,
  mediaAllows,
  reachEvents,
  waitsForInteraction,
  waitsToBeSeen,
  whenMediaAllows,
} from '../lib/islands/attributes';
import { nextTask } from '../lib/nextTask';
import { defaultLocale, isLocale, type Locale } from '../lib/i18n/locale';
import { IslandRoot } from './IslandRoot';
import { loadIsland } from './islands';

type Providers = ComponentType<{ children: ReactNode }>;

/**
 * An island that waits to be seen loads as it enters the viewport. No margin ahead of it: the home
 * page's step highlight starts only just below the first screen of a phone, and a margin would
 * bring its code back into every first visit.
 */
const visibleMargin = '0px';

let themed: Promise<Providers> | undefined;

/**
 * The theme, Emotion's cache and MUI's styling, loaded with the first island that uses them (islands
 * without styles hydrate with React alone). One cache for the page, shared by its islands.
 */
function themedProviders(): Promise<Providers> {
  themed ??= (async () => {
    const [{ createEmotionCache }, { getIslandTheme, themedProviders: providersOf }] = await Promise.all([
      import('../lib/emotionCache'),
      import('./IslandProviders'),
    ]);
    // The theme takes a task of its own: on a first visit its code runs, and compiles, for the first time.
    await nextTask();
    getIslandTheme();
    await nextTask();
    return providersOf(createEmotionCache());
  })();
  return themed;
}

/** Loads one island's code and hydrates it in place; the promise settles once it has committed. */
async function hydrateIsland(element: HTMLElement, locale: Locale) {
  const island = await loadIsland(element.getAttribute(islandNameAttribute) ?? '');
  const Providers = island.themed ? await themedProviders() : undefined;
  const props = JSON.parse(element.getAttribute(islandPropsAttribute) ?? '{}') as object;
  const identifierPrefix = element.getAttribute(islandIdAttribute) ?? '';
  await new Promise<void>((resolve) => {
    const onCommit = () => {
      element.setAttribute(hydratedAttribute, 'true');
      resolve();
    };
    // From here React replays early clicks on the island itself; the page's loader stops holding them.
    element.setAttribute(hydratingAttribute, '');
    // As a transition, hydration yields to the browser every few milliseconds.
    startTransition(() => {
      hydrateRoot(
        element,
        <IslandRoot
          locale={locale}
          Component={island.Component}
          props={props}
          onCommit={onCommit}
          Providers={Providers}
        />,
        { identifierPrefix },
      );
    });
  });
}

/** Calls `callback` once, when the visitor reaches into `element` (or, `whenSeen`, it enters the viewport). */
function whenWanted(element: HTMLElement, callback: () => void, { whenSeen }: { whenSeen: boolean }): void {
  let done = false;
  const observer = whenSeen
    ? new IntersectionObserver(
        (entries) => {
          if (entries.some((entry) => entry.isIntersecting)) run();
        },
        { rootMargin: visibleMargin },
      )
    : undefined;
  function run() {
    if (done) return;
    done = true;
    observer?.disconnect();
    for (const type of reachEvents) element.removeEventListener(type, run, true);
    callback();
  }
  // The island's element has no box of its own (display: contents); its content does.
  if (observer) for (const child of Array.from(element.children)) observer.observe(child);
  for (const type of reachEvents) element.addEventListener(type, run, { capture: true, passive: true });
}

/**
 * Hydrates the page's islands (see src/lib/islands/Island.tsx): each a root of its own, its code
 * loaded by name. Islands that wait to be seen hydrate when they enter the viewport, those that wait
 * for the visitor when reached for (at once if the visitor already did before this code ran).
 */
export async function hydrateIslands(document: Document): Promise<void> {
  const root = document.documentElement;
  const elements = Array.from(document.querySelectorAll<HTMLElement>(`[${islandNameAttribute}]`));
  const lang = root.lang;
  const locale: Locale = isLocale(lang) ? lang : defaultLocale;

  // `npm run dev` has no inline loader to hold a first tap and replay it, so there the islands that
  // wait for the visitor hydrate with the page; production pages load them when reached for.
  const atOnce = (element: HTMLElement) =>
    (hydratesWithPage(element) && mediaAllows(element, window)) ||
    (import.meta.env.DEV && waitsForInteraction(element));
  const withPage = elements.filter(atOnce);
  root.setAttribute(hydratingAttribute, '');
  for (const element of elements) {
    if (atOnce(element)) continue;
    const hydrate = () => void hydrateIsland(element, locale);
    if (hydratesWithPage(element)) {
      whenMediaAllows(element, window, hydrate);
      continue;
    }
    if (waitsForInteraction(element) && element.hasAttribute(islandWantedAttribute)) hydrate();
    else whenWanted(element, hydrate, { whenSeen: waitsToBeSeen(element) });
  }
  await Promise.all(withPage.map((element) => hydrateIsland(element, locale)));
  // The page is interactive: every island that came with it has committed.
  root.setAttribute(hydratedAttribute, 'true');
}
