/**
 * The web app manifest matters only to installing the site, and names the favicon again: linked once
 * the page has loaded and been painted (src/lib/hydrationBootstrap.inline.ts), it never competes with
 * the first screen. Safe to call more than once.
 */
export function linkWebManifest(document: Document): void {
  if (document.querySelector('link[rel="manifest"]')) return;
  const link = document.createElement('link');
  link.rel = 'manifest';
  link.href = '/manifest.webmanifest';
  document.head.append(link);
}
