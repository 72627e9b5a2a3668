/**
 * Parameters for a story file whose stories only draw a component as it stands on the English pages,
 * with no interaction: its test run skips axe and the dark-scheme contrast pass (preview.tsx), since
 * the e2e sweeps run axe in full on every built page and contrast in the dark scheme on the English
 * ones. Its tests still render it and fail on an error; Storybook's a11y panel still checks it.
 */
export const checkedOnPages = { darkScheme: 'checked-on-pages', a11y: { test: 'off' } } as const;
