import type { ReactNode } from 'react';
import { CacheProvider, type EmotionCache } from '@emotion/react';
import { HelmetProvider } from 'react-helmet-async';
import { AppThemeProvider } from '../components/theme/AppThemeProvider';
import { NotificationsProvider } from '../components/notifications/NotificationsProvider';

/** Everything a page needs around it except the router (the client and the prerender pick their own). */
export function AppProviders({ cache, children }: { cache: EmotionCache; children: ReactNode }) {
  return (
    <CacheProvider value={cache}>
      <HelmetProvider>
        <AppThemeProvider>
          <NotificationsProvider>{children}</NotificationsProvider>
        </AppThemeProvider>
      </HelmetProvider>
    </CacheProvider>
  );
}
