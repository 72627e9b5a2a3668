import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from '@playwright/test';
import type { AxeResults, RunOptions } from 'axe-core';
import { axePreload } from '../../tests/support/axePreload';

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

export const wcagTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];

/** What axe found: one line per rule, naming the elements (empty when the page is clean). */
export type AxeViolations = string[];

/** Which rules run: the site's tags (the default), only the named rules, or the tags less some rules. */
export type AxeSelection = { rules: string[] } | { except: string[] };

/**
 * Runs axe-core inside the page, injected once per document. @axe-core/playwright's `analyze()` opens
 * a second page for every check to finish its frame-by-frame run (about 1.3 s each); the site has no
 * iframes, so one in-page `axe.run` checks the same document with the same rules in a fifth of the time.
 */
export async function axeViolations(page: Page, selection?: AxeSelection): Promise<AxeViolations> {
  const injected = await page.evaluate(() => 'axe' in window);
  if (!injected) await page.evaluate(axeSource);
  const options: RunOptions = {
    runOnly:
      selection && 'rules' in selection
        ? { type: 'rule', values: selection.rules }
        : { type: 'tag', values: wcagTags },
    rules:
      selection && 'except' in selection
        ? Object.fromEntries(selection.except.map((rule) => [rule, { enabled: false }]))
        : undefined,
    resultTypes: ['violations'],
    ...axePreload,
  };
  const violations = await page.evaluate(async (runOptions) => {
    const { axe } = window as unknown as {
      axe: { run: (c: Document, o: RunOptions) => Promise<AxeResults> };
    };
    const results = await axe.run(document, runOptions);
    return results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  }, options);
  return violations;
}
