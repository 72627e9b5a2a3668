import { createElement, lazy, type ComponentType, type LazyExoticComponent } from 'react';

export interface LazyPage {
  Component: LazyExoticComponent<ComponentType>;
  /** Starts loading the page's chunk; safe to call many times. */
  preload: () => Promise<unknown>;
}

/**
 * A route's page as its own chunk. Families of pages (articles, solution pages) share one page
 * component and differ by props, so a new article is one row in the route table plus its content.
 */
export function lazyPage<P extends object>(
  load: () => Promise<{ default: ComponentType<P> }>,
  props?: P,
): LazyPage {
  let pending: Promise<{ default: ComponentType }> | undefined;
  const loadBound = () => {
    pending ??= load().then(({ default: Page }) => {
      function BoundPage() {
        return createElement(Page, props ?? ({} as P));
      }
      BoundPage.displayName = `Route(${Page.displayName ?? Page.name})`;
      return { default: BoundPage };
    });
    return pending;
  };
  return { Component: lazy(loadBound), preload: loadBound };
}
