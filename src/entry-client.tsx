import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { AppProviders } from './app/AppProviders';
import { AppRoutes } from './app/AppRoutes';
import { findRoute } from './app/routes';
import { createEmotionCache } from './lib/emotionCache';
import { registerRoutePreloader } from './lib/routePreload';

registerRoutePreloader((path) => void findRoute(path).page.preload());

const container = document.getElementById('root');
if (!container) throw new Error('#root is missing from index.html');

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
void findRoute(window.location.pathname)
  .page.preload()
  .then(() => {
    if (container.firstElementChild) hydrateRoot(container, app);
    else createRoot(container).render(app);
  });
