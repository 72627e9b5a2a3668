/** On an island's element: its registered name, its props as JSON, and its React id prefix. */
export const islandNameAttribute = 'data-island';
export const islandPropsAttribute = 'data-island-props';
export const islandIdAttribute = 'data-island-id';

/**
 * When an island hydrates: with the page (the default), or once it enters the viewport or the visitor
 * reaches into it (`visible`), for islands that start below the first screen.
 */
export const islandLoadAttribute = 'data-island-load';
export type IslandLoad = 'page' | 'visible';

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
