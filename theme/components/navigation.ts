import type { Components, Theme } from '@mui/material/styles';
import { focusRing } from '../focusRing';

/** App bar, links, menus, drawers, breadcrumbs. */
export const navigationOverrides: Components<Theme> = {
  MuiAppBar: {
    defaultProps: { elevation: 0, color: 'inherit' },
    styleOverrides: {
      // Opaque, not frosted: a backdrop blur behind the fixed bar is redrawn on every frame the page
      // scrolls under it, work a phone's compositor does for an effect the 92% background hid. In the
      // headless browser of the test suites it tripled the compositor's time per frame.
      root: ({ theme }) => ({
        backgroundColor: theme.vars.palette.background.default,
        borderBottom: `1px solid ${theme.vars.palette.divider}`,
      }),
    },
  },
  MuiLink: {
    defaultProps: { underline: 'hover' },
    styleOverrides: {
      root: ({ theme }) => ({
        fontWeight: 600,
        borderRadius: 4,
        ...focusRing(theme),
      }),
    },
  },
  MuiMenu: {
    defaultProps: { disableScrollLock: true },
    styleOverrides: {
      paper: ({ theme }) => ({
        marginTop: theme.spacing(1),
        minWidth: 220,
        borderRadius: theme.shape.borderRadius,
        border: `1px solid ${theme.vars.palette.divider}`,
      }),
    },
  },
  MuiMenuItem: {
    styleOverrides: {
      root: ({ theme }) => ({
        borderRadius: 8,
        margin: theme.spacing(0.5, 1),
        fontWeight: 600,
        '&.Mui-selected': { color: theme.vars.palette.primary.main },
      }),
    },
  },
  MuiDrawer: {
    styleOverrides: {
      paper: ({ theme }) => ({
        backgroundImage: 'none',
        backgroundColor: theme.vars.palette.background.paper,
      }),
    },
  },
  MuiBreadcrumbs: {
    styleOverrides: { root: ({ theme }) => ({ color: theme.vars.palette.text.secondary }) },
  },
};
