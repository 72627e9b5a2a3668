import { describe, expect, it } from 'vitest';
import { articleBodyTexts, blockTexts } from '../../src/content/blog/articleText';
import type { BlogArticle } from '../../src/content/types';
import { articleAuthors, blogArticles, blogIndexMeta, blogPosts } from '../../src/content/blog/posts';
import { blogArticles as nepaliArticles, blogPosts as nepaliPosts } from '../../src/content/ne/blog/posts';

/**
 * Rules every post keeps, whatever posts there are: adding an article must not break this file.
 * The spec's own posts and words are checked against the spec's table below, as a subset.
 */

/** The spec's /blog table: its posts with their read times in minutes (others may be added). */
const specTable: readonly (readonly [string, number])[] = [
  ['productivity-boost', 10],
  ['ai-agents-guide', 15],
  ['ai-transformation-model', 12],
  ['ai-guide-for-nepali-professionals', 8],
  ['nepali-businesses-automation', 6],
];

/** The only figures the spec lets the copy claim (SPEC section 9). */
const allowedPercentages = new Set(['40%', '70%', '80%']);

const cases = blogPosts.map((post) => {
  const article = blogArticles[post.id];
  if (!article) throw new Error(`No article for ${post.id}`);
  return { post, article };
});

function articleFor(id: string): BlogArticle {
  const found = cases.find(({ post }) => post.id === id);
  if (!found) throw new Error(`No article loaded for ${id}`);
  return found.article;
}

describe('blog index', () => {
  it('has the spec’s posts with their exact read times, among any others', () => {
    const listed = new Map(blogPosts.map((post) => [post.id as string, post.readTime]));
    for (const [id, readTime] of specTable) expect(listed.get(id), id).toBe(readTime);
  });

  it('gives every post a unique, URL-safe id and an article, and has no article without a post', () => {
    const ids = blogPosts.map((post) => post.id as string);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(id).toMatch(/^[a-z0-9]+(?:-[a-z0-9]+)*$/);
    expect(Object.keys(blogArticles).sort()).toEqual([...ids].sort());
  });

  it('dates every post on a real calendar day, not in the future, newest first', () => {
    const today = new Date().toISOString().slice(0, 10);
    for (const { id, date } of blogPosts) {
      expect(date, id).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(new Date(`${date}T00:00:00Z`).toISOString().slice(0, 10), id).toBe(date);
      expect(date <= today, `${id} is dated ${date}, after today`).toBe(true);
    }
    const dates = blogPosts.map((post) => post.date);
    expect(dates).toEqual([...dates].sort().reverse());
  });

  it('has every post in both languages, with the same date, read time and author', () => {
    const english = blogPosts.map(({ id, date, readTime, author }) => ({ id, date, readTime, author }));
    const nepali = nepaliPosts.map(({ id, date, readTime, author }) => ({ id, date, readTime, author }));
    expect(nepali).toEqual(english);
    for (const { id, title } of nepaliPosts) {
      const article = nepaliArticles[id];
      if (!article) throw new Error(`No Nepali article for ${id}`);
      expect(article.id, id).toBe(id);
      expect(article.title, id).toBe(title);
      expect(article.sections.length, id).toBe(articleFor(id).sections.length);
    }
  });

  it('credits a known author with an avatar on every post', () => {
    for (const { id, author } of blogPosts) expect(Object.keys(articleAuthors), id).toContain(author);
    for (const avatar of Object.values(articleAuthors)) {
      expect(avatar.name).toMatch(/^avatars\/[a-z-]+$/);
      expect(avatar.alt.trim()).not.toBe('');
    }
  });

  it('keeps excerpts between 120 and 200 characters', () => {
    for (const { excerpt } of blogPosts) {
      expect(excerpt.length).toBeGreaterThanOrEqual(120);
      expect(excerpt.length).toBeLessThanOrEqual(200);
    }
  });

  it('has index metadata of search-friendly length', () => {
    expect(blogIndexMeta.title.length).toBeLessThanOrEqual(60);
    expect(blogIndexMeta.description.length).toBeGreaterThanOrEqual(70);
    expect(blogIndexMeta.description.length).toBeLessThanOrEqual(160);
  });
});

describe.each(cases)('article $post.id', ({ post, article }) => {
  it('matches its summary', () => {
    expect(article.id).toBe(post.id);
    expect(article.title).toBe(post.title);
    expect(article.authorName).toBe(post.author);
    expect(article.date).toBe(post.date);
    expect(article.readTime).toBe(post.readTime);
    expect(article.authorAvatar).toEqual(articleAuthors[post.author as keyof typeof articleAuthors]);
  });

  it('has page metadata of search-friendly length', () => {
    const documentTitle = article.seoTitle ?? article.title;
    expect(documentTitle.length).toBeLessThanOrEqual(60);
    expect(article.description.length).toBeGreaterThanOrEqual(70);
    expect(article.description.length).toBeLessThanOrEqual(160);
    // One sentence: no full stop followed by more text.
    expect(article.description).not.toMatch(/[.!?]\s+\S/);
  });

  it('has a hero image named after the post', () => {
    expect(article.heroImage.name).toBe(`blog/${post.id}`);
    expect(article.heroImage.alt.trim().length).toBeGreaterThan(20);
  });

  it('has 8 to 12 sections with no empty headings, blocks or items', () => {
    expect(article.sections.length).toBeGreaterThanOrEqual(8);
    expect(article.sections.length).toBeLessThanOrEqual(12);
    for (const section of article.sections) {
      expect(section.heading.trim()).not.toBe('');
      expect(section.blocks.length).toBeGreaterThan(0);
      for (const block of section.blocks) {
        const texts = blockTexts(block);
        expect(texts.length).toBeGreaterThan(0);
        for (const text of texts) expect(text.trim()).not.toBe('');
      }
    }
    const headings = article.sections.map((section) => section.heading);
    expect(new Set(headings).size).toBe(headings.length);
  });

  // Its length follows its read time: tests/content/articleLength.test.ts.

  it('ends with a short nudge towards a free consultation', () => {
    const lastTexts = (article.sections.at(-1)?.blocks ?? []).flatMap((block) => blockTexts(block));
    expect(lastTexts).toHaveLength(1);
    expect(lastTexts[0]).toMatch(/free consultation/i);
  });

  it('claims no percentages beyond the spec’s figures', () => {
    const percentages =
      articleBodyTexts(article)
        .join(' ')
        .match(/\d+(?:\.\d+)?\s?%/g) ?? [];
    for (const percentage of percentages) expect(allowedPercentages).toContain(percentage);
  });
});

describe('productivity article', () => {
  const productivity = articleFor('productivity-boost');

  it('uses the spec’s exact title', () => {
    expect(productivity.title).toBe('5 Ways AI Can Instantly Boost Your Productivity at Work');
  });

  it('links to Contact, Services and Blog Home at the bottom', () => {
    expect(productivity.bottomLinks).toEqual([
      { label: 'Contact', to: '/contact' },
      { label: 'Services', to: '/services' },
      { label: 'Blog Home', to: '/blog' },
    ]);
  });

  it('covers the five ways named in the spec', () => {
    const headings = productivity.sections.map((section) => section.heading.toLowerCase()).join('\n');
    for (const topic of ['scheduling', 'email and document', 'data insights', 'chatbots', 'creative']) {
      expect(headings).toContain(topic);
    }
  });
});

describe('AI agents guide', () => {
  it('covers the topics named in the spec', () => {
    const agents = articleFor('ai-agents-guide');
    const headings = agents.sections.map((section) => section.heading.toLowerCase()).join('\n');
    for (const topic of [
      'how ai agents work',
      'benefits',
      'use cases',
      'getting started',
      'challenges',
      'future',
      'takeaways',
    ]) {
      expect(headings).toContain(topic);
    }
  });
});

describe('transformation model', () => {
  it('walks through the site’s four process steps in order', () => {
    const model = articleFor('ai-transformation-model');
    const stepHeadings = model.sections
      .map((section) => section.heading)
      .filter((heading) => heading.startsWith('Step '));
    expect(stepHeadings).toEqual([
      'Step 1: Discovery',
      'Step 2: Strategy',
      'Step 3: Development',
      'Step 4: Launch',
    ]);
  });
});
