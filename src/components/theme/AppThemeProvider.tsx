import type { ReactNode } from 'react';
import CssBaseline from '@mui/material/CssBaseline';
import GlobalStyles from '@mui/material/GlobalStyles';
import { ThemeProvider } from '@mui/material/styles';
import { createAppTheme, modeStorageKey } from '../../../theme/theme';
import { fontFaceCss } from '../../../theme/fonts';
import { LinkBehavior } from '../navigation/LinkBehavior';

/** The theme plus router-aware links: MUI `href`s on site paths navigate without a reload. */
const appTheme = createAppTheme({
  MuiLink: { defaultProps: { component: LinkBehavior } },
  MuiButtonBase: { defaultProps: { LinkComponent: LinkBehavior } },
});

export function AppThemeProvider({ children }: { children: ReactNode }) {
  return (
    <ThemeProvider
      theme={appTheme}
      defaultMode="system"
      modeStorageKey={modeStorageKey}
      disableTransitionOnChange
    >
      <CssBaseline enableColorScheme />
      <GlobalStyles styles={fontFaceCss} />
      {children}
    </ThemeProvider>
  );
}
