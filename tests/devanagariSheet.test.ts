// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { devanagariSheetMarkup } from '../scripts/devanagariSheet';

describe('the Devanagari faces’ own stylesheet', () => {
  it('is linked on Nepali pages, added after the first paint on English ones (linked without JavaScript)', () => {
    expect(devanagariSheetMarkup('ne', '/assets/devanagari-x.css')).toBe(
      '<link rel="stylesheet" href="/assets/devanagari-x.css">',
    );
    const english = devanagariSheetMarkup('en', '/assets/devanagari-x.css');
    const [, loader = ''] = /^<script>([^<]*)<\/script>/.exec(english) ?? [];
    expect(loader).toContain("'first-contentful-paint'");
    expect(loader).toContain('"/assets/devanagari-x.css"');
    expect(english).toContain('<noscript><link rel="stylesheet" href="/assets/devanagari-x.css"></noscript>');
  });
});
