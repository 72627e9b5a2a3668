import { createElement, use, type ComponentType } from 'react';
import { track, type TrackedPromise } from '../lib/trackedPromise';

export interface LazyPage {
  Component: ComponentType;
  /** Starts loading the page's chunk (and its data); safe to call many times. */
  preload: () => Promise<unknown>;
}

/**
 * A route's page as its own chunk. Families of pages (articles, solution pages) share one page
 * component and differ by props, so a new article is one row in the route table plus its content.
 * `prepare` loads what the page reads with `use()` (e.g. an article's text) in parallel with the page.
 *
 * Not React.lazy: lazy always suspends on first render, even when the chunk was preloaded, and a
 * suspension during hydration can make React discard the prerendered HTML. `use()` on a tracked,
 * already-settled promise renders synchronously.
 */
export function lazyPage<P extends object>(
  load: () => Promise<{ default: ComponentType<P> }>,
  props?: P,
  prepare?: () => Promise<unknown>,
): LazyPage {
  let pending: TrackedPromise<ComponentType<P>> | undefined;
  const loadPage = () => {
    pending ??= track(Promise.all([load(), prepare?.()]).then(([module]) => module.default));
    return pending;
  };
  function RoutePage() {
    const Page = use(loadPage());
    return createElement(Page, props ?? ({} as P));
  }
  return { Component: RoutePage, preload: loadPage };
}
