/**
 * Design tokens: the one place where colours, type and shape are decided.
 * Every text/background pair here is checked for WCAG 2.2 AA in theme/contrast.test.ts.
 */

const fallbackFamilies = [
  '"Plus Jakarta Sans Fallback"',
  'system-ui',
  '-apple-system',
  '"Segoe UI"',
  'Roboto',
  'sans-serif',
];

/** The site's own text: its Devanagari from the cut made for exactly that text (theme/fonts.ts). */
export const fontFamily = [
  '"Plus Jakarta Sans Variable"',
  '"Noto Sans Devanagari Site"',
  '"Noto Sans Devanagari Variable"',
  ...fallbackFamilies,
].join(', ');

/**
 * What visitors type into form fields: any Devanagari, so the full font draws it (the cut would
 * leave a conjunct the site never writes half-formed).
 */
export const typedTextFontFamily = [
  '"Plus Jakarta Sans Variable"',
  '"Noto Sans Devanagari Variable"',
  ...fallbackFamilies,
].join(', ');

/** Brand hues, named for what they are; schemes below pick tones of them. */
export const brand = {
  indigo: { 50: '#EEF1FF', 100: '#DCE3FF', 300: '#9DB2FF', 500: '#4060E0', 700: '#2340B8', 900: '#14246B' },
  crimson: { 100: '#FFE3E8', 300: '#FF8FA3', 500: '#E0274F', 700: '#B3123A', 900: '#6E0A23' },
  saffron: { 100: '#FFF1D6', 300: '#FFC861', 500: '#F5A524', 700: '#9A5B00', 900: '#5C3600' },
  ink: {
    0: '#FFFFFF',
    50: '#F7F8FC',
    100: '#EEF0F7',
    200: '#DDE1EE',
    400: '#98A2B3',
    600: '#475467',
    800: '#1D2939',
    900: '#0F172A',
  },
  night: { 700: '#1B2447', 800: '#121933', 900: '#0B1020', text: '#F1F4FF', muted: '#B4BDD6' },
} as const;

export interface SchemeTokens {
  primary: { main: string; light: string; dark: string; contrastText: string };
  secondary: { main: string; light: string; dark: string; contrastText: string };
  highlight: { main: string; contrastText: string };
  error: { main: string; contrastText: string };
  warning: { main: string; contrastText: string };
  info: { main: string; contrastText: string };
  success: { main: string; contrastText: string };
  background: { default: string; paper: string; subtle: string };
  text: { primary: string; secondary: string };
  divider: string;
}

export const lightScheme: SchemeTokens = {
  primary: {
    main: brand.indigo[700],
    light: brand.indigo[500],
    dark: brand.indigo[900],
    contrastText: '#FFFFFF',
  },
  secondary: {
    main: brand.crimson[700],
    light: brand.crimson[500],
    dark: brand.crimson[900],
    contrastText: '#FFFFFF',
  },
  highlight: { main: brand.saffron[500], contrastText: brand.ink[900] },
  error: { main: '#B42318', contrastText: '#FFFFFF' },
  warning: { main: '#93370D', contrastText: '#FFFFFF' },
  info: { main: '#175CD3', contrastText: '#FFFFFF' },
  success: { main: '#067647', contrastText: '#FFFFFF' },
  background: { default: brand.ink[50], paper: brand.ink[0], subtle: brand.indigo[50] },
  text: { primary: brand.ink[900], secondary: brand.ink[600] },
  divider: brand.ink[200],
};

export const darkScheme: SchemeTokens = {
  primary: {
    main: brand.indigo[300],
    light: brand.indigo[100],
    dark: brand.indigo[500],
    contrastText: brand.night[900],
  },
  secondary: {
    main: brand.crimson[300],
    light: brand.crimson[100],
    dark: brand.crimson[500],
    contrastText: brand.night[900],
  },
  highlight: { main: brand.saffron[300], contrastText: brand.night[900] },
  error: { main: '#FF9C92', contrastText: brand.night[900] },
  warning: { main: '#FDB022', contrastText: brand.night[900] },
  info: { main: '#84ADFF', contrastText: brand.night[900] },
  success: { main: '#6CE9A6', contrastText: brand.night[900] },
  background: { default: brand.night[900], paper: brand.night[800], subtle: brand.night[700] },
  text: { primary: brand.night.text, secondary: brand.night.muted },
  divider: 'rgba(180, 189, 214, 0.24)',
};

export const shape = { borderRadius: 12, cardRadius: 20, pillRadius: 999 } as const;

/** Motion: short and calm; everything is switched off under prefers-reduced-motion. */
export const motion = {
  durationShort: 150,
  durationStandard: 250,
  durationEmphasis: 600,
  easing: 'cubic-bezier(0.2, 0, 0, 1)',
} as const;

/** Height of the fixed app bar, used for scroll padding so anchored and focused content is never hidden. */
export const appBarHeight = { xs: 64, md: 72 } as const;
