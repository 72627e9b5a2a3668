import type { Components, Theme } from '@mui/material/styles';
import { focusOutline } from '../focusRing';
import { fontFamily, shape, typedTextFontFamily } from '../tokens';

/** Buttons, text fields, selects. Focus rings are always visible and 3 px for WCAG 2.4.13. */
export const inputOverrides: Components<Theme> = {
  MuiButton: {
    defaultProps: { disableElevation: true },
    styleOverrides: {
      root: ({ theme }) => ({
        borderRadius: shape.pillRadius,
        paddingInline: theme.spacing(2.5),
        minHeight: 44,
        '&.Mui-focusVisible': focusOutline(theme),
      }),
      sizeLarge: ({ theme }) => ({ minHeight: 52, paddingInline: theme.spacing(3.5), fontSize: '1rem' }),
      outlined: { borderWidth: 2, '&:hover': { borderWidth: 2 } },
    },
  },
  MuiIconButton: {
    styleOverrides: {
      root: ({ theme }) => ({
        '&.Mui-focusVisible': focusOutline(theme),
      }),
    },
  },
  MuiTextField: { defaultProps: { variant: 'outlined', fullWidth: true } },
  MuiInputBase: {
    styleOverrides: {
      // Typed text may hold any Devanagari; placeholders and a select's options are the site's own
      // words (see tokens). A select's shown value is a div with this slot's class.
      input: {
        '&:is(input, textarea)': { fontFamily: typedTextFontFamily },
        '&::placeholder': { fontFamily },
        // MUI sizes a one-line field at 1.4375em, Latin's line; Devanagari's taller line (body1 under
        // :lang(ne)) would be cut at the vowel signs above and below. The box holds one whole line.
        '&:lang(ne):not(textarea)': { height: '1lh' },
      },
    },
  },
  MuiOutlinedInput: {
    styleOverrides: {
      root: ({ theme }) => ({
        borderRadius: shape.borderRadius,
        backgroundColor: theme.vars.palette.background.paper,
        '& .MuiOutlinedInput-notchedOutline': { borderColor: theme.vars.palette.text.secondary },
      }),
    },
  },
  MuiFormHelperText: {
    styleOverrides: {
      root: ({ theme }) => ({
        marginInline: 4,
        fontSize: '0.875rem',
        // Hints stay readable while the form is sending (MUI's disabled grey is under 3:1).
        '&.Mui-disabled': { color: theme.vars.palette.text.secondary },
      }),
    },
  },
};
