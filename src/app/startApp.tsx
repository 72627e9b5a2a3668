import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { AppProviders } from './AppProviders';
import { AppRoutes } from './AppRoutes';
import { findRoute } from './routes';
import { createEmotionCache } from '../lib/emotionCache';
import { hydratingAttribute } from '../lib/hydrationLoader';
import { registerRoutePreloader } from '../lib/routePreload';
import { getAppTheme } from '../components/theme/AppThemeProvider';

/** Creates the theme: one of the costlier steps of starting, so the entry gives it a task of its own. */
export function prepareTheme(): void {
  getAppTheme();
}

/** Hydrates the prerendered page (or renders it, for the client-only build). */
export async function startApp(container: HTMLElement): Promise<void> {
  registerRoutePreloader((path) => void findRoute(path).page.preload());

  const app = (
    <StrictMode>
      <AppProviders cache={createEmotionCache()}>
        <BrowserRouter>
          <AppRoutes />
        </BrowserRouter>
      </AppProviders>
    </StrictMode>
  );

  // Load the current page's chunk before hydrating so React never has to fall back mid-hydration.
  await findRoute(window.location.pathname).page.preload();
  if (!container.firstElementChild) {
    createRoot(container).render(app);
    return;
  }
  // From here React replays early clicks itself; the prerendered page's loader stops holding them.
  document.documentElement.setAttribute(hydratingAttribute, '');
  // As a transition, hydration yields to the browser every few milliseconds instead of blocking
  // the main thread for the whole tree (an urgent hydration is one long task).
  startTransition(() => {
    hydrateRoot(container, app);
  });
}
