import type { ReactNode } from 'react';
import GlobalStyles from '@mui/material/GlobalStyles';
import { ThemeProvider } from '@mui/material/styles';
import { fontFaceCss } from '../fonts';
import { theme } from '../theme';

/**
 * MDX pages are not wrapped by the story decorators, so each doc block brings the site theme and
 * font itself. No CssBaseline (it would restyle the docs page) and no stored mode: docs always
 * render the light scheme and never touch the visitor's saved preference.
 */
export function DocsThemeScope({ children }: { children: ReactNode }) {
  return (
    <ThemeProvider theme={theme} defaultMode="light" storageManager={null}>
      <GlobalStyles styles={fontFaceCss} />
      {children}
    </ThemeProvider>
  );
}
