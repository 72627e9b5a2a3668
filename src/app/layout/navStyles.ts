import type { SxProps, Theme } from '@mui/material/styles';

/** Shared look of a top-level desktop nav entry; the active one gets the primary colour and an underline bar. */
export function navButtonSx(active: boolean): SxProps<Theme> {
  return (theme) => ({
    color: active ? theme.vars.palette.primary.main : theme.vars.palette.text.primary,
    fontWeight: 700,
    borderRadius: 2,
    minHeight: 44,
    // Tighter between md and lg, where five entries, the language switch and the button share 900 px.
    px: { md: 1, lg: 1.5 },
    // Two-word entries ('AI Academy', 'AI एकेडेमी') stay on one line beside the others.
    whiteSpace: 'nowrap',
    position: 'relative',
    '&::after': {
      content: '""',
      position: 'absolute',
      left: 8,
      right: 8,
      bottom: 6,
      height: 3,
      borderRadius: 2,
      backgroundColor: active ? theme.vars.palette.primary.main : 'transparent',
    },
  });
}
