import type { ReactNode } from 'react';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { createAppTheme, modeStorageKey } from '../../../theme/theme';
import { ensureFontFaces } from './fontFaces';
import { LinkBehavior } from '../navigation/LinkBehavior';

/** The theme plus router-aware links: MUI `href`s on site paths navigate without a reload. */
const appTheme = createAppTheme({
  MuiLink: { defaultProps: { component: LinkBehavior } },
  MuiButtonBase: { defaultProps: { LinkComponent: LinkBehavior } },
});

ensureFontFaces();

export function AppThemeProvider({ children }: { children: ReactNode }) {
  return (
    <ThemeProvider
      theme={appTheme}
      defaultMode="system"
      modeStorageKey={modeStorageKey}
      disableTransitionOnChange
    >
      <CssBaseline enableColorScheme />
      {children}
    </ThemeProvider>
  );
}
