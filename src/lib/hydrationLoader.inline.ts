/** The script scripts/prerender.ts bundles and inlines into every page (the config is substituted then). */
import { installHydrationLoader, type HydrationLoaderConfig } from './hydrationLoader';

declare const __HYDRATION_LOADER_CONFIG__: HydrationLoaderConfig;

installHydrationLoader(__HYDRATION_LOADER_CONFIG__, {
  document,
  window,
  importModule: (url) => import(/* @vite-ignore */ url),
});
