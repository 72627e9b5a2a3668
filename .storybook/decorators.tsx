import { useEffect, useEffectEvent, type ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { CacheProvider } from '@emotion/react';
import { HelmetProvider } from 'react-helmet-async';
import { useColorScheme } from '@mui/material/styles';
import { DecoratorHelpers } from '@storybook/addon-themes';
import type { Decorator } from '@storybook/react-vite';
import { AppThemeProvider } from '../src/components/theme/AppThemeProvider';
import { createEmotionCache } from '../src/lib/emotionCache';
import { NotificationsProvider } from '../src/components/notifications/NotificationsProvider';
import { isLocale, localizedPath, type Locale } from '../src/lib/i18n/locale';
import { LocaleContext } from '../src/lib/i18n/LocaleContext';

export type SchemeName = 'light' | 'dark';
export const schemeNames: readonly SchemeName[] = ['light', 'dark'];

/** Registers the light/dark choice with the addon-themes toolbar button. */
DecoratorHelpers.initializeThemeState([...schemeNames], 'light');

export function schemeOf(value: unknown): SchemeName {
  return value === 'dark' ? 'dark' : 'light';
}

/** The toolbar's language; English unless the story or the toolbar says नेपाली. */
export function localeOf(value: unknown): Locale {
  return typeof value === 'string' && isLocale(value) ? value : 'en';
}

/** `<html lang>` follows the story's language, as on the site, so `:lang(ne)` typography applies. */
function DocumentLanguage({ locale, children }: { locale: Locale; children: ReactNode }) {
  useEffect(() => {
    document.documentElement.lang = locale;
  }, [locale]);
  return children;
}

/**
 * Hands the toolbar's scheme to MUI. MUI owns the `data-color-scheme` attribute and its CSS
 * variables, so going through `setMode` keeps `useColorScheme()` (and the ColorModeToggle) in step
 * with what is painted. Re-applied per story, because a story's play function may toggle the mode.
 */
function SchemeSync({
  scheme,
  storyId,
  children,
}: {
  scheme: SchemeName;
  storyId: string;
  children: ReactNode;
}) {
  const { setMode } = useColorScheme();
  // MUI hands out a new setMode whenever the mode changes; depending on it would undo every toggle.
  const applyScheme = useEffectEvent((next: SchemeName) => setMode(next));
  useEffect(() => {
    applyScheme(scheme);
  }, [scheme, storyId]);
  return children;
}

/**
 * The site's Emotion cache (its key and prefixer). In the story tests, where every story file renders
 * in one page (vitest.config.ts), it writes through the CSSOM into one sheet, as production builds do:
 * in development Emotion gives each rule a <style> element of its own, 2,124 of them by the end of a
 * run, and every later story's style recalculation (and axe's contrast reads) went through them all, a
 * story taking twice as long as alone. Storybook itself keeps the elements, readable in the devtools.
 */
const emotionCache = createEmotionCache({ speedy: import.meta.env.VITEST_STORYBOOK !== undefined });

/**
 * Every story renders inside the same providers as the app: the toolbar's language, head management,
 * a memory router at `parameters.route` (default "/", in that language), the theme in the toolbar's scheme, and the snackbar host.
 * The router is keyed by story and route so each story starts from a fresh tree.
 */
export const withAppProviders: Decorator = (Story, context) => {
  const route = typeof context.parameters.route === 'string' ? context.parameters.route : '/';
  const { themeOverride } = (context.parameters.themes ?? {}) as { themeOverride?: string };
  const scheme = schemeOf(themeOverride || DecoratorHelpers.pluckThemeFromContext(context));
  const locale = localeOf(context.globals.locale);
  const path = localizedPath(route, locale);
  return (
    <CacheProvider value={emotionCache}>
      <HelmetProvider>
        <LocaleContext value={locale}>
          <DocumentLanguage locale={locale}>
            <MemoryRouter key={`${context.id}:${path}`} initialEntries={[path]}>
              <AppThemeProvider>
                <SchemeSync scheme={scheme} storyId={context.id}>
                  <NotificationsProvider>
                    <Story />
                  </NotificationsProvider>
                </SchemeSync>
              </AppThemeProvider>
            </MemoryRouter>
          </DocumentLanguage>
        </LocaleContext>
      </HelmetProvider>
    </CacheProvider>
  );
};
