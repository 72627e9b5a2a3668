import type { Theme } from '@mui/material/styles';

/** The keyboard's focus ring: always visible and 3 px thick (WCAG 2.4.13). */
export const focusOutline = (theme: Theme) => ({
  outline: `3px solid ${theme.vars.palette.primary.main}`,
  outlineOffset: 2,
});

/**
 * The ring on controls no React runs in (the phone menu, its button, the colour toggle: see
 * src/lib/loaderControls.ts). MUI's theme draws it on the `Mui-focusVisible` class, which only a
 * hydrated ButtonBase sets.
 */
export const focusRing = (theme: Theme) => ({ '&:focus-visible': focusOutline(theme) });
