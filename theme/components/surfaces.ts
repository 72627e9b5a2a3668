import type { Components, Theme } from '@mui/material/styles';
import { shape } from '../tokens';

/** Cards, papers, accordions. */
export const surfaceOverrides: Components<Theme> = {
  MuiPaper: {
    styleOverrides: {
      rounded: { borderRadius: shape.borderRadius },
      outlined: ({ theme }) => ({ borderColor: theme.vars.palette.divider }),
    },
  },
  MuiCard: {
    defaultProps: { variant: 'outlined' },
    styleOverrides: {
      root: ({ theme }) => ({
        borderRadius: shape.cardRadius,
        backgroundImage: 'none',
        transition: `box-shadow ${theme.transitions.duration.short}ms, transform ${theme.transitions.duration.short}ms, border-color ${theme.transitions.duration.short}ms`,
      }),
    },
  },
  MuiCardContent: {
    styleOverrides: {
      root: ({ theme }) => ({
        padding: theme.spacing(3),
        '&:last-child': { paddingBottom: theme.spacing(3) },
      }),
    },
  },
  MuiAccordion: {
    defaultProps: { disableGutters: true, elevation: 0 },
    styleOverrides: {
      root: ({ theme }) => ({
        border: `1px solid ${theme.vars.palette.divider}`,
        borderRadius: shape.borderRadius,
        '&::before': { display: 'none' },
        '&:not(:last-of-type)': { marginBottom: theme.spacing(1.5) },
      }),
    },
  },
};
