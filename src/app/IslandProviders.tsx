import { StrictMode, useLayoutEffect, type ComponentType, type ReactNode } from 'react';
import { CacheProvider, type EmotionCache } from '@emotion/react';
import { ThemeProvider, type Theme } from '@mui/material/styles';
import { createAppTheme, modeStorageKey } from '../../theme/theme';
import { LocalizedAnchor } from '../components/navigation/LocalizedAnchor';
import type { Locale } from '../lib/i18n/locale';
import { LocaleContext } from '../lib/i18n/LocaleContext';

let islandTheme: Theme | undefined;

/**
 * The theme as islands use it: their links are plain anchors in the page's language, as a prerendered
 * page navigates by loading pages.
 */
export function getIslandTheme(): Theme {
  islandTheme ??= createAppTheme({
    MuiLink: { defaultProps: { component: LocalizedAnchor } },
    MuiButtonBase: { defaultProps: { LinkComponent: LocalizedAnchor } },
  });
  return islandTheme;
}

/**
 * What every island has around it, on the server and in the browser alike. The page around the
 * islands already carries the global styles (baseline, the colour schemes' variables), so the
 * islands generate none.
 */
export function IslandProviders({ cache, children }: { cache: EmotionCache; children: ReactNode }) {
  return (
    <CacheProvider value={cache}>
      <ThemeProvider
        theme={getIslandTheme()}
        defaultMode="system"
        modeStorageKey={modeStorageKey}
        disableTransitionOnChange
        disableStyleSheetGeneration
        noSsr
      >
        {children}
      </ThemeProvider>
    </CacheProvider>
  );
}

/** Calls back once its root has committed: the island is interactive from then on. */
function Committed({ onCommit, children }: { onCommit: () => void; children: ReactNode }) {
  useLayoutEffect(onCommit, [onCommit]);
  return children;
}

/** An island's whole tree: the same on the server and in the browser, so their React ids agree. */
export function IslandRoot({
  cache,
  locale,
  Component,
  props,
  onCommit = () => {},
}: {
  cache: EmotionCache;
  /** The page's language (its <html lang>): links and formats follow it. */
  locale: Locale;
  // Islands of every kind come through here with their props parsed from JSON.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- see above
  Component: ComponentType<any>;
  props: object;
  onCommit?: () => void;
}) {
  return (
    <StrictMode>
      <LocaleContext value={locale}>
        <IslandProviders cache={cache}>
          <Committed onCommit={onCommit}>
            <Component {...props} />
          </Committed>
        </IslandProviders>
      </LocaleContext>
    </StrictMode>
  );
}
