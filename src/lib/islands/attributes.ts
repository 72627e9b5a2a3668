/** On an island's element: its registered name, its props as JSON, and its React id prefix. */
export const islandNameAttribute = 'data-island';
export const islandPropsAttribute = 'data-island-props';
export const islandIdAttribute = 'data-island-id';

/**
 * When an island hydrates: with the page (the default); once it enters the viewport or the visitor
 * reaches into it (`visible`), for islands that start below the first screen; or only once the visitor
 * reaches for it (`interaction`: the pointer comes over it, a finger touches it, it takes focus), for
 * controls whose code no visitor needs before then (the desktop header's Services menu).
 */
export const islandLoadAttribute = 'data-island-load';
export type IslandLoad = 'page' | 'visible' | 'interaction';

/**
 * A media query an island hydrates under (Astro's `client:media`): where it does not match, the island
 * stays the prerendered HTML and its code is not fetched until it does (a window widened, reduced
 * motion switched off). For an island that does nothing on some screens, e.g. a video phones never play.
 */
export const islandMediaAttribute = 'data-island-media';

/** Set by the page's loader on an `interaction` island the visitor reached for before the app ran. */
export const islandWantedAttribute = 'data-island-wanted';

/**
 * Set on <html> when the page's islands start hydrating and once they all have (islands that wait to
 * be seen excepted), and on each island's element as it does.
 */
export const hydratingAttribute = 'data-hydrating';
export const hydratedAttribute = 'data-hydrated';

/** The island that contains `element`, if any. */
export function islandOf(element: Element): HTMLElement | null {
  return element.closest<HTMLElement>(`[${islandNameAttribute}]`);
}

export function waitsToBeSeen(island: Element): boolean {
  return island.getAttribute(islandLoadAttribute) === 'visible';
}

export function waitsForInteraction(island: Element): boolean {
  return island.getAttribute(islandLoadAttribute) === 'interaction';
}

/** Whether the island hydrates with the page (neither waiting to be seen nor to be reached for). */
export function hydratesWithPage(island: Element): boolean {
  return !island.hasAttribute(islandLoadAttribute);
}

/** Whether the island's media query, if it has one, matches in `window` now. */
export function mediaAllows(island: Element, window: Pick<Window, 'matchMedia'>): boolean {
  const query = island.getAttribute(islandMediaAttribute);
  return query === null || (typeof window.matchMedia === 'function' && window.matchMedia(query).matches);
}

/** Calls `callback` once, when the island's media query comes to match (never for an island without one). */
export function whenMediaAllows(
  island: Element,
  window: Pick<Window, 'matchMedia'>,
  callback: () => void,
): void {
  const query = island.getAttribute(islandMediaAttribute);
  if (query === null || typeof window.matchMedia !== 'function') return;
  const list = window.matchMedia(query);
  const onChange = () => {
    if (!list.matches) return;
    list.removeEventListener('change', onChange);
    callback();
  };
  list.addEventListener('change', onChange);
}

/** What reaching for an island is: the first sign of a visitor about to use it. */
export const reachEvents = ['pointerover', 'pointerdown', 'touchstart', 'focusin', 'keydown'] as const;
