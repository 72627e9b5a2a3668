/**
 * The hydration loader as the file every page shares (scripts/deferHydration.ts bundles it): it takes
 * over from the page's inline part (hydrationBootstrap.inline.ts), which fetched it, and reads the
 * page's own configuration from the JSON element before that part (scripts/deferHydration.ts
 * pageAppConfig).
 */
import { installHydrationLoader, type HydrationLoaderConfig } from './hydrationLoader';
import { adoptEarlyInput } from './islands/earlyInput';

declare const __APP_CONFIG_ATTRIBUTE__: string;

const config = JSON.parse(
  document.querySelector(`script[${__APP_CONFIG_ATTRIBUTE__}]`)?.textContent ?? '',
) as HydrationLoaderConfig;

adoptEarlyInput(
  window,
  installHydrationLoader(config, {
    document,
    window,
    importModule: (url) => import(/* @vite-ignore */ url),
  }),
);
