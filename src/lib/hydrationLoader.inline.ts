/**
 * The script scripts/prerender.ts bundles and inlines into every page, the same on each; the page's own
 * configuration is the JSON element before it (scripts/deferHydration.ts pageAppConfig).
 */
import { rememberFirstTouch } from './attribution/firstTouch';
import { installHydrationLoader, type HydrationLoaderConfig } from './hydrationLoader';

declare const __APP_CONFIG_ATTRIBUTE__: string;

const config = JSON.parse(
  document.querySelector(`script[${__APP_CONFIG_ATTRIBUTE__}]`)?.textContent ?? '',
) as HydrationLoaderConfig;

// Where the visit began (issue 26), on every page: a page whose islands all wait never starts the app.
rememberFirstTouch(window);
installHydrationLoader(config, {
  document,
  window,
  importModule: (url) => import(/* @vite-ignore */ url),
});
