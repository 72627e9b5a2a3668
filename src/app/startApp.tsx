import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { AppProviders } from './AppProviders';
import { AppRoutes } from './AppRoutes';
import { findRoute } from './routes';
import { createEmotionCache } from '../lib/emotionCache';
import { registerRoutePreloader } from '../lib/routePreload';
import { getAppTheme } from '../components/theme/AppThemeProvider';

/** Creates the theme: one of the costlier steps of starting, so the entry gives it a task of its own. */
export function prepareTheme(): void {
  getAppTheme();
}

/**
 * Renders the whole app: the dev server and the client-only build. (Prerendered pages never start it:
 * they hydrate only their islands, see src/entry-islands.tsx.)
 */
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

  // Load the current page's chunk first, so the first render shows the page, not its fallback.
  await findRoute(window.location.pathname).page.preload();
  createRoot(container).render(app);
}
