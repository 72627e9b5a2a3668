import type { ReactNode } from 'react';
import { CacheProvider, type EmotionCache } from '@emotion/react';
import { ThemeProvider, type Theme } from '@mui/material/styles';
import { createAppTheme, modeStorageKey } from '../../theme/theme';
import { LocalizedAnchor } from '../components/navigation/LocalizedAnchor';

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

/** The providers of a themed island, around it as `IslandRoot`'s `Providers`. */
export function themedProviders(cache: EmotionCache) {
  return function ThemedIsland({ children }: { children: ReactNode }) {
    return <IslandProviders cache={cache}>{children}</IslandProviders>;
  };
}
