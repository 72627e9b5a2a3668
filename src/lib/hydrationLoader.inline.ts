/** The script scripts/prerender.ts bundles and inlines into every page (the config is substituted then). */
import { rememberFirstTouch } from './attribution/firstTouch';
import { installHydrationLoader, type HydrationLoaderConfig } from './hydrationLoader';

declare const __HYDRATION_LOADER_CONFIG__: HydrationLoaderConfig;

// Where the visit began (issue 26), on every page: a page whose islands all wait never starts the app.
rememberFirstTouch(window);
installHydrationLoader(__HYDRATION_LOADER_CONFIG__, {
  document,
  window,
  importModule: (url) => import(/* @vite-ignore */ url),
});
