/** On an island's element: its registered name, its props as JSON, and its React id prefix. */
export const islandNameAttribute = 'data-island';
export const islandPropsAttribute = 'data-island-props';
export const islandIdAttribute = 'data-island-id';

/**
 * When an island hydrates: with the page (the default); once it enters the viewport or the visitor
 * reaches into it (`visible`), for islands that start below the first screen; or only once the visitor
 * reaches for it (`interaction`: the pointer comes over it, a finger touches it, it takes focus), for
 * controls whose code no visitor needs before then (the header's menus and toggle).
 */
export const islandLoadAttribute = 'data-island-load';
export type IslandLoad = 'page' | 'visible' | 'interaction';

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

/** What reaching for an island is: the first sign of a visitor about to use it. */
export const reachEvents = ['pointerover', 'pointerdown', 'touchstart', 'focusin', 'keydown'] as const;
