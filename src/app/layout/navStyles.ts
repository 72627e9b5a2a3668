import type { SxProps, Theme } from '@mui/material/styles';

/** Shared look of a top-level desktop nav entry; the active one gets the primary colour and an underline bar. */
export function navButtonSx(active: boolean): SxProps<Theme> {
  return (theme) => ({
    color: active ? theme.vars.palette.primary.main : theme.vars.palette.text.primary,
    fontWeight: 700,
    borderRadius: 2,
    minHeight: 44,
    px: 1.5,
    position: 'relative',
    '&::after': {
      content: '""',
      position: 'absolute',
      left: 12,
      right: 12,
      bottom: 6,
      height: 3,
      borderRadius: 2,
      backgroundColor: active ? theme.vars.palette.primary.main : 'transparent',
    },
  });
}
