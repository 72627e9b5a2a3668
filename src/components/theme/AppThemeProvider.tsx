import type { ReactNode } from 'react';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider, type Theme } from '@mui/material/styles';
import { createAppTheme, modeStorageKey } from '../../../theme/theme';
import { ensureFontFaces } from './fontFaces';
import { LinkBehavior } from '../navigation/LinkBehavior';

let appTheme: Theme | undefined;

/** The theme plus router-aware links: MUI `href`s on site paths navigate without a reload. Made once, on first use. */
export function getAppTheme(): Theme {
  appTheme ??= createAppTheme({
    MuiLink: { defaultProps: { component: LinkBehavior } },
    MuiButtonBase: { defaultProps: { LinkComponent: LinkBehavior } },
  });
  return appTheme;
}

ensureFontFaces();

export function AppThemeProvider({ children }: { children: ReactNode }) {
  return (
    <ThemeProvider
      theme={getAppTheme()}
      defaultMode="system"
      modeStorageKey={modeStorageKey}
      disableTransitionOnChange
      // Read the stored mode while hydrating instead of re-rendering the whole tree after it: the
      // scheme's colours are CSS variables, so nothing in the markup depends on the mode (the toggle
      // waits for hydration itself).
      noSsr
    >
      <CssBaseline enableColorScheme />
      {children}
    </ThemeProvider>
  );
}
