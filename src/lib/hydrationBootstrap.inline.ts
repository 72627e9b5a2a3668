/**
 * The script scripts/prerender.ts inlines at the end of every page, the same on each: it remembers
 * where the visit began, holds what the visitor does until the hydration loader has arrived, and
 * fetches the loader once the page has loaded and been painted, or at once when the visitor reaches
 * for a control. Once the page has loaded and been painted it also links the web app manifest: one
 * inline script fewer on every page, and one hash fewer in every page's Content-Security-Policy.
 */
import { rememberFirstTouch } from './attribution/firstTouch';
import { whenLoadedAndPainted } from './islands/afterFirstPaint';
import { captureEarlyInput } from './islands/earlyInput';
import { linkWebManifest } from './webManifest';

declare const __HYDRATION_LOADER_URL__: string;

// Where the visit began (issue 26), on every page, before anything can take the visitor elsewhere.
rememberFirstTouch(window);
let requested = false;
captureEarlyInput(document, window, () => {
  if (requested) return;
  requested = true;
  const script = document.createElement('script');
  script.src = __HYDRATION_LOADER_URL__;
  // Not into <head>: Emotion adopts the prerendered style tags only while they are the last there.
  document.body.append(script);
});

whenLoadedAndPainted(document, window, () => linkWebManifest(document));
