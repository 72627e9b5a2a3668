/**
 * A seam between links (components) and the route table (app): the app registers how to preload a path,
 * links call it on hover/focus. Keeps imports flowing one way.
 */
type Preloader = (path: string) => void;

let preloader: Preloader = () => {};

export function registerRoutePreloader(next: Preloader): void {
  preloader = next;
}

export function preloadRoute(href: string): void {
  const path = href.split(/[?#]/)[0] ?? href;
  preloader(path);
}
