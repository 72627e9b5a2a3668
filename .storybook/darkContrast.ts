import axe, { type ElementContext, type RunOptions } from 'axe-core';
import { colorSchemeAttribute } from '../theme/theme';

interface A11yParameters {
  disable?: boolean;
  test?: 'error' | 'todo' | 'off';
  context?: ElementContext;
  options?: RunOptions;
}

/** Flips the colours without animating them, so axe reads the settled dark palette. */
const NO_TRANSITIONS = '*, *::before, *::after { transition: none !important; animation: none !important; }';

/**
 * Every story is rendered and checked with full axe once, in the light scheme. The two schemes differ
 * only in colour (MUI's CSS variables under `data-color-scheme`), so the dark scheme needs only the
 * contrast rule, on the same rendered state the play function left: this flips the attribute, runs
 * axe's colour-contrast rule, and flips it back. Returns the violations, one line each.
 *
 * Cheaper than a second run of every story and its play function, and it still covers the states only
 * a story reaches (errors, sending, snackbars), which the e2e's dark pass over each page cannot.
 */
export async function darkContrastViolations(a11y: A11yParameters | undefined): Promise<string[]> {
  if (a11y?.disable || a11y?.test === 'off' || a11y?.test === 'todo') return [];
  const root = document.documentElement;
  const previous = root.getAttribute(colorSchemeAttribute);
  // A play function that switched to dark has already had its full axe run in dark.
  if (previous === 'dark') return [];
  const style = document.createElement('style');
  style.textContent = NO_TRANSITIONS;
  document.head.append(style);
  root.setAttribute(colorSchemeAttribute, 'dark');
  try {
    void root.offsetHeight; // Apply the new colours before axe reads them.
    const results = await axe.run(a11y?.context ?? document, {
      ...a11y?.options,
      runOnly: { type: 'rule', values: ['color-contrast'] },
    });
    return results.violations.map(
      (violation) =>
        `${violation.id}: ${violation.nodes.map((node) => `${node.target.join(' ')} (${node.failureSummary ?? ''})`).join('; ')}`,
    );
  } finally {
    if (previous === null) root.removeAttribute(colorSchemeAttribute);
    else root.setAttribute(colorSchemeAttribute, previous);
    style.remove();
  }
}
