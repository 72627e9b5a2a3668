import { describe, expect, it } from 'vitest';
import { headingIds, translatedHeadingIds } from './headingIds';
import { contentFor } from '../../content/localized';

describe('headingIds', () => {
  it('slugifies headings, numbering dropped', () => {
    expect(headingIds(['Challenges and risks to plan for', '1. Smart scheduling: AI'])).toEqual([
      'challenges-and-risks-to-plan-for',
      'smart-scheduling-ai',
    ]);
  });

  it('falls back to the position for headings without Latin letters and keeps ids unique', () => {
    expect(headingIds(['AI एजेन्ट', 'चुनौती', 'Key takeaways', 'Key takeaways'], 'x-')).toEqual([
      'x-ai',
      'x-section-2',
      'x-key-takeaways',
      'x-key-takeaways-2',
    ]);
  });
});

describe('translatedHeadingIds', () => {
  it('gives the translation the original’s ids by position', () => {
    expect(translatedHeadingIds(['How agents work', 'Key takeaways'], 2)).toEqual([
      'how-agents-work',
      'key-takeaways',
    ]);
    expect(translatedHeadingIds(['How agents work'], 2)).toEqual(['how-agents-work', 'section-2']);
  });
});

describe('every article and its Nepali twin', () => {
  const english = contentFor('en').blog;
  const nepali = contentFor('ne').blog;
  for (const { id } of english.blogPosts) {
    it(`${id} has the same sections in both languages, so its anchors match`, () => {
      const en = english.blogArticles[id];
      const ne = nepali.blogArticles[id];
      if (!en || !ne) throw new Error(`${id} is missing a language`);
      expect(ne.sections.length).toBe(en.sections.length);
      expect(ne.anchors).toEqual(en.anchors);
      const ids = headingIds(en.sections.map((section) => section.heading));
      expect(new Set(ids).size).toBe(ids.length);
      expect(ids.every((anchor) => /^[a-z0-9]+(-[a-z0-9]+)*$/.test(anchor))).toBe(true);
    });
  }
});
