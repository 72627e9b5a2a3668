import { createTheme, type Components, type Theme } from '@mui/material/styles';
import { darkScheme, lightScheme, motion, shape, type SchemeTokens } from './tokens';
import { typography } from './typography';
import { navigationOverrides } from './components/navigation';
import { surfaceOverrides } from './components/surfaces';
import { inputOverrides } from './components/inputs';
import { feedbackOverrides } from './components/feedback';
import { dataDisplayOverrides } from './components/dataDisplay';

import { colorSchemeAttribute } from './colorScheme';

export { colorSchemeAttribute, modeStorageKey } from './colorScheme';

function paletteOf(scheme: SchemeTokens) {
  return {
    primary: scheme.primary,
    secondary: scheme.secondary,
    highlight: scheme.highlight,
    error: scheme.error,
    warning: scheme.warning,
    info: scheme.info,
    success: scheme.success,
    background: scheme.background,
    text: scheme.text,
    divider: scheme.divider,
  };
}

/**
 * `extraComponents` lets the app add router-aware link defaults without the theme depending on the router.
 */
export function createAppTheme(extraComponents: Components<Theme> = {}): Theme {
  return createTheme({
    cssVariables: { colorSchemeSelector: colorSchemeAttribute, cssVarPrefix: 'rp' },
    colorSchemes: {
      light: { palette: paletteOf(lightScheme) },
      dark: { palette: paletteOf(darkScheme) },
    },
    typography,
    shape: { borderRadius: shape.borderRadius },
    spacing: 8,
    transitions: {
      duration: {
        shortest: 100,
        shorter: 150,
        short: motion.durationShort,
        standard: motion.durationStandard,
      },
      easing: { easeInOut: motion.easing },
    },
    components: {
      MuiCssBaseline: {
        styleOverrides: {
          html: { scrollPaddingTop: 88, WebkitTextSizeAdjust: '100%' },
          body: { textRendering: 'optimizeLegibility' },
          '@media (prefers-reduced-motion: reduce)': {
            '*, *::before, *::after': {
              animationDuration: '0.01ms !important',
              animationIterationCount: '1 !important',
              transitionDuration: '0.01ms !important',
              scrollBehavior: 'auto !important',
            },
          },
        },
      },
      ...navigationOverrides,
      ...surfaceOverrides,
      ...inputOverrides,
      ...feedbackOverrides,
      ...dataDisplayOverrides,
      ...extraComponents,
    },
  });
}

/** The theme without app-specific defaults (docs, tests, stories). Pure: the app bundle leaves it out. */
export const theme = /* @__PURE__ */ createAppTheme();
