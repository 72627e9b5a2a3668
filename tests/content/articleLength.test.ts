import { describe, expect, it } from 'vitest';
import { blogArticles, blogPosts } from '../../src/content/blog/posts';
import { blogArticles as nepaliArticles } from '../../src/content/ne/blog/posts';
import { blockTexts } from '../../src/content/blog/articleText';
import type { BlogArticle } from '../../src/content/types';

/**
 * A read time is only honest if the article takes about that long to read: 200–230 words a minute
 * (a comfortable pace for explanatory prose), give or take 15%.
 */
const slowestWordsPerMinute = 200;
const fastestWordsPerMinute = 230;
const tolerance = 0.15;

/**
 * Nepali runs shorter than English for the same content (postpositions join the word before them),
 * so the English range does not apply; a Nepali body much shorter than its twin means dropped copy.
 */
const nepaliShareOfEnglish = 0.8;

/** What a reader reads: section headings, paragraphs, list items and quotes (not titles or captions). */
function bodyWords(article: BlogArticle): number {
  return article.sections
    .flatMap((section) => [section.heading, ...section.blocks.flatMap((block) => blockTexts(block))])
    .join(' ')
    .split(/\s+/)
    .filter(Boolean).length;
}

function wordRange(readTime: number): { min: number; max: number } {
  return {
    min: Math.ceil(slowestWordsPerMinute * readTime * (1 - tolerance)),
    max: Math.floor(fastestWordsPerMinute * readTime * (1 + tolerance)),
  };
}

/** Each section's block kinds, in order: the shape a translation must keep. */
function shape(article: BlogArticle): string[][] {
  return article.sections.map((section) =>
    section.blocks.flatMap((block) => {
      if (block.kind === 'bullets' || block.kind === 'numbered')
        return [`${block.kind}×${block.items.length}`];
      if (block.kind !== 'markdown') return [block.kind];
      return block.nodes.map((node) =>
        node.type === 'list' ? `${node.ordered ? 'numbered' : 'bullets'}×${node.children.length}` : node.type,
      );
    }),
  );
}

const cases = blogPosts.map((post) => {
  const english = blogArticles[post.id];
  const nepali = nepaliArticles[post.id];
  if (!english || !nepali) throw new Error(`${post.id} is missing a language`);
  return { post, english, nepali };
});

describe('the word range', () => {
  it('follows from 200–230 words a minute within 15%', () => {
    expect(wordRange(10)).toEqual({ min: 1700, max: 2645 });
    expect(wordRange(6)).toEqual({ min: 1020, max: 1586 });
  });

  it('counts headings, paragraphs, list items and quotes', () => {
    const [first] = cases;
    if (!first) throw new Error('No articles loaded');
    const sample: BlogArticle = {
      ...first.english,
      sections: [
        {
          heading: 'Two words',
          blocks: [
            { kind: 'paragraph', text: 'one  two\nthree' },
            { kind: 'bullets', items: ['a b', 'c'] },
            { kind: 'numbered', items: ['d'] },
            { kind: 'quote', text: 'e f', cite: 'not counted' },
          ],
        },
      ],
    };
    expect(bodyWords(sample)).toBe(11);
  });
});

describe.each(cases)('article $post.id', ({ post, english, nepali }) => {
  it('has as many English words as its read time promises', () => {
    const { min, max } = wordRange(post.readTime);
    const words = bodyWords(english);
    expect(words, `${post.id}: ${words} words for ${post.readTime} min`).toBeGreaterThanOrEqual(min);
    expect(words, `${post.id}: ${words} words for ${post.readTime} min`).toBeLessThanOrEqual(max);
  });

  it('has a Nepali twin of the same shape', () => {
    expect(shape(nepali)).toEqual(shape(english));
  });

  it('has a Nepali body at least 80% as long as the English', () => {
    expect(bodyWords(nepali)).toBeGreaterThanOrEqual(Math.ceil(bodyWords(english) * nepaliShareOfEnglish));
  });
});
