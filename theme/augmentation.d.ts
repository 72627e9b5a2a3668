// Custom palette entries the components use; MUI's types are extended so `theme.vars.palette.highlight` type-checks.
import type {} from '@mui/material/themeCssVarsAugmentation';
import '@mui/material/styles';

declare module '@mui/material/styles' {
  interface Palette {
    highlight: Palette['primary'];
  }
  interface PaletteOptions {
    highlight?: PaletteOptions['primary'];
  }
  interface TypeBackground {
    subtle: string;
  }
}

declare module '@mui/material/Button' {
  interface ButtonPropsColorOverrides {
    highlight: true;
  }
}
