/**
 * The hydration loader as the file every page shares (scripts/deferHydration.ts bundles it, with the
 * site's configuration): it takes over from the page's inline part (hydrationBootstrap.inline.ts),
 * which fetched it.
 */
import { installHydrationLoader, type HydrationLoaderConfig } from './hydrationLoader';
import { adoptEarlyInput } from './islands/earlyInput';

declare const __APP_CONFIG__: HydrationLoaderConfig;

adoptEarlyInput(
  window,
  installHydrationLoader(__APP_CONFIG__, {
    document,
    window,
    importModule: (url) => import(/* @vite-ignore */ url),
  }),
);
