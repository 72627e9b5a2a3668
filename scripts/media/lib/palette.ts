/** Brand colours (see the project brief) plus the deep tones the artwork is built from. */
export const brand = {
  primary: '#2340B8',
  primaryLight: '#9DB2FF',
  accent: '#B3123A',
  accentLight: '#FF8FA3',
  saffron: '#F5A524',
  backgroundLight: '#F7F8FC',
  paper: '#FFFFFF',
  backgroundDark: '#0B1020',
  paperDark: '#121933',
} as const;

/** Night-sky and ridge shades between the dark background and the primary blue. */
export const deep = {
  ink: '#050813',
  night: '#070B18',
  navy: '#0B1020',
  slate: '#121933',
  indigo: '#17205A',
  dusk: '#1E2A72',
  haze: '#2B3A8F',
} as const;

/** Lighter tints for the paper-cut artwork on light backgrounds. */
export const tint = {
  mist: '#E8ECFA',
  sky: '#DDE4FF',
  periwinkle: '#C7D2FF',
  blush: '#FFE1E7',
  rose: '#F7B8C5',
  apricot: '#FFE6BF',
  cream: '#FFF6E6',
} as const;
