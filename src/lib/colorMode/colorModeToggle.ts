/**
 * The header's light/dark switch without React. Its button is prerendered with both faces, and CSS
 * shows the one for the scheme on <html> (src/components/theme/ColorModeToggle.tsx); switching is
 * writing that attribute and remembering the choice where the inline init script reads it before the
 * next page's first paint, as MUI's own `setMode` does. As an island its first tap fetched React, MUI's
 * styling and the theme first (127 kB gzip in 5 files).
 */
import { colorSchemeAttribute, modeStorageKey } from '../../../theme/colorScheme';
import type { PageEnvironment } from '../pageEnvironment';

/** On the toggle's button. */
export const colorModeToggleAttribute = 'data-color-mode-toggle';
export const colorModeToggleSelector = `[${colorModeToggleAttribute}]`;

/** Switches the page to `scheme` without animating every colour that changes (MUI's disableTransitionOnChange). */
function switchScheme(scheme: 'light' | 'dark', { document, window }: PageEnvironment): void {
  const still = document.createElement('style');
  still.textContent = '*,*::before,*::after{transition:none!important}';
  // Into <body>: Emotion adopts the page's style tags only while they are the last in <head>.
  document.body.append(still);
  document.documentElement.setAttribute(colorSchemeAttribute, scheme);
  // The new colours are computed without transitions before the rule goes.
  void window.getComputedStyle(document.body).backgroundColor;
  window.setTimeout(() => still.remove(), 1);
}

export function installColorModeToggle(toggle: HTMLElement, environment: PageEnvironment): void {
  toggle.addEventListener('click', () => {
    const { document, window } = environment;
    const next = document.documentElement.getAttribute(colorSchemeAttribute) === 'dark' ? 'light' : 'dark';
    switchScheme(next, environment);
    try {
      window.localStorage.setItem(modeStorageKey, next);
    } catch {
      // Storage refused (a private window's quota, a policy): the choice holds for this page.
    }
  });
}
