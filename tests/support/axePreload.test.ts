// @vitest-environment jsdom
import axe from 'axe-core';
import { describe, expect, it } from 'vitest';
import { wcagTags } from '../../e2e/support/axe';
import { axePreload } from './axePreload';

interface AuditRule {
  id: string;
  tags: string[];
  preload?: boolean;
}

/** axe's own rule table: getRules() leaves out whether a rule preloads. */
const rules = (axe as unknown as { _audit: { rules: AuditRule[] } })._audit.rules;

describe('axe preloads the media only', () => {
  it('is safe: every rule the suites run that preloads reads only the media', () => {
    const run = rules.filter((rule) => !rule.tags.includes('experimental'));
    const byTags = run.filter((rule) => rule.tags.some((tag) => wcagTags.includes(tag)));
    // The e2e runs the tags, the story tests every rule that is not experimental.
    for (const selection of [run, byTags])
      expect(selection.filter((rule) => rule.preload).map((rule) => rule.id)).toEqual(['no-autoplay-audio']);
    expect(axePreload).toEqual({ preload: { assets: ['media'] } });
  });

  it('leaves out the one rule that reads the stylesheets, which is experimental', () => {
    const cssom = rules.filter((rule) => rule.preload && rule.id !== 'no-autoplay-audio');
    expect(cssom.map((rule) => [rule.id, rule.tags.includes('experimental')])).toEqual([
      ['css-orientation-lock', true],
    ]);
  });
});
