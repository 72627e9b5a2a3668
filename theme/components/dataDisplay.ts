import type { Components, Theme } from '@mui/material/styles';

/** Chips, avatars, lists, steppers, ratings, dividers. */
export const dataDisplayOverrides: Components<Theme> = {
  MuiChip: {
    styleOverrides: { root: { fontWeight: 700, borderRadius: 8 } },
  },
  MuiAvatar: {
    styleOverrides: {
      root: ({ theme }) => ({
        fontWeight: 700,
        backgroundColor: theme.vars.palette.primary.main,
        color: theme.vars.palette.primary.contrastText,
      }),
    },
  },
  MuiListItemIcon: {
    styleOverrides: { root: ({ theme }) => ({ minWidth: 36, color: theme.vars.palette.primary.main }) },
  },
  MuiStepIcon: {
    styleOverrides: {
      root: ({ theme }) => ({
        width: 32,
        height: 32,
        color: theme.vars.palette.divider,
        '&.Mui-active, &.Mui-completed': { color: theme.vars.palette.primary.main },
      }),
      text: ({ theme }) => ({ fill: theme.vars.palette.primary.contrastText, fontWeight: 700 }),
    },
  },
  MuiRating: {
    styleOverrides: { iconFilled: ({ theme }) => ({ color: theme.vars.palette.highlight.main }) },
  },
  MuiTooltip: { styleOverrides: { tooltip: { fontSize: '0.8125rem' } } },
};
