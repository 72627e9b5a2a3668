/**
 * Where the colour scheme lives, apart from the theme so scripts without MUI can read and write it
 * (src/lib/colorMode/colorModeToggle.ts): the attribute on <html> the theme's CSS variables hang off
 * (written before the first paint by the inline init script), and the key the visitor's choice is kept
 * under.
 */
export const colorSchemeAttribute = 'data-color-scheme';
export const modeStorageKey = 'rupantaran-color-mode';
