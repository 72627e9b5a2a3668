import { describe, expect, it } from 'vitest';
import { contentFor } from '../../src/content/localized';
import { latinWordsAllowed } from '../../src/content/ne/glossary';
import { site } from '../../src/content/site';
import { articleImageAlts, blockTexts } from '../../src/content/blog/articleText';
import type { BlogArticle } from '../../src/content/types';

const english = contentFor('en');
const nepali = contentFor('ne');

/** Keys whose values are identifiers, paths or data rather than copy. */
const notCopy = new Set(['id', 'to', 'path', 'href', 'name', 'kind', 'display', 'date', 'lastUpdated']);
notCopy.add('author').add('authorName').add('accent').add('address').add('colour').add('pageUrl').add('ids');
// The HTTP status on the 404 page, and the switch's hint, written in the language it leads to (English).
notCopy.add('code').add('otherLanguageHint');
// The articles are read through readable() below (their Markdown trees hold syntax, not copy); a
// picture's rendered sizes are data.
notCopy.add('blogArticles').add('asset');

interface Leaf {
  at: string;
  text: string;
}

/** Every string in a value, with where it sits; functions (JSON-LD builders, helpers) are skipped. */
function stringsIn(value: unknown, at = ''): Leaf[] {
  if (typeof value === 'string') return [{ at, text: value }];
  if (Array.isArray(value)) return value.flatMap((item, index) => stringsIn(item, `${at}[${index}]`));
  if (value && typeof value === 'object' && !('$$typeof' in value))
    return Object.entries(value).flatMap(([key, item]) =>
      notCopy.has(key) ? [] : stringsIn(item, at ? `${at}.${key}` : key),
    );
  return [];
}

/** An article's copy as a reader meets it: the Markdown tree reduced to its texts, block by block. */
function readable(article: BlogArticle) {
  return {
    id: article.id,
    title: article.title,
    seoTitle: article.seoTitle,
    description: article.description,
    heroImage: { alt: article.heroImage.alt },
    sections: article.sections.map((section) => ({
      heading: section.heading,
      texts: section.blocks.flatMap((block) => blockTexts(block, { withCitations: true })),
    })),
    imageAlts: articleImageAlts(article),
    bottomLinks: article.bottomLinks,
  };
}

type ReadableArticle = ReturnType<typeof readable>;

async function articles(content: typeof nepali): Promise<Record<string, ReadableArticle>> {
  return Object.fromEntries(
    Object.values(content.blog.blogArticles).map((article) => [article.id, readable(article)]),
  );
}

const allowed = new Set(latinWordsAllowed.map((word) => word.toLowerCase()));
const configured = new Set(
  [site.name, site.founder.name, site.email].flatMap((value) => value.toLowerCase().split(/[\s@.]+/)),
);

/** Latin words that are neither kept terms nor configured names: untranslated English. */
function strayWords(text: string): string[] {
  return (text.match(/[A-Za-z]{2,}/g) ?? []).filter((word) => {
    const lower = word.toLowerCase();
    return !allowed.has(word) && !allowed.has(lower) && !configured.has(lower);
  });
}

describe('the Nepali content', () => {
  it('translates every piece of copy the English has', async () => {
    const [englishArticles, nepaliArticles] = await Promise.all([articles(english), articles(nepali)]);
    const pairs = [
      [english, nepali],
      [englishArticles, nepaliArticles],
    ] as const;
    const untranslated: string[] = [];
    for (const [en, ne] of pairs) {
      const englishLeaves = new Map(stringsIn(en).map((leaf) => [leaf.at, leaf.text]));
      for (const leaf of stringsIn(ne)) {
        if (leaf.text.trim() === '') continue;
        const same = englishLeaves.get(leaf.at) === leaf.text;
        if (same && strayWords(leaf.text).length > 0) untranslated.push(`${leaf.at}: ${leaf.text}`);
      }
    }
    expect(untranslated).toEqual([]);
  });

  it('is mostly Devanagari in every page module and article', async () => {
    const modules: Record<string, unknown> = { ...nepali, ...(await articles(nepali)) };
    for (const [name, module] of Object.entries(modules)) {
      const text = stringsIn(module)
        .map((leaf) => leaf.text)
        .join(' ');
      const stray = strayWords(text).join('').length;
      const devanagari = (text.match(/[\u0900-\u097F]/g) ?? []).length;
      expect(stray / Math.max(1, stray + devanagari), `${name}: ${strayWords(text).join(', ')}`).toBeLessThan(
        0.03,
      );
    }
  });

  it('has titles of at most 60 characters and descriptions of 70–160, all unique', async () => {
    const metas = [
      ...stringsIn(nepali).filter((leaf) => /(^|\.)meta\.(title|description)$/.test(leaf.at)),
      ...Object.values(await articles(nepali)).flatMap((article) => [
        { at: `${article.id}.title`, text: article.seoTitle ?? `${article.title} — ${site.name}` },
        { at: `${article.id}.description`, text: article.description },
      ]),
    ];
    const titles = metas.filter((leaf) => leaf.at.endsWith('title'));
    const descriptions = metas.filter((leaf) => leaf.at.endsWith('description'));
    expect(titles.length).toBeGreaterThan(25);
    expect(titles.filter((leaf) => leaf.text.length > 60)).toEqual([]);
    expect(descriptions.filter((leaf) => leaf.text.length < 70 || leaf.text.length > 160)).toEqual([]);
    expect(new Set(titles.map((leaf) => leaf.text)).size).toBe(titles.length);
    expect(new Set(descriptions.map((leaf) => leaf.text)).size).toBe(descriptions.length);
  });

  it('writes numbers in Devanagari digits', async () => {
    const text = [...stringsIn(nepali), ...stringsIn(await articles(nepali))]
      .map((leaf) => leaf.text)
      .join('\n');
    // Digits inside product names (Microsoft 365, n8n) and e-mail addresses are names, not numbers.
    const asciiNumbers = (text.replace(/Microsoft 365|n8n|\S+@\S+/g, '').match(/\d[\d,.]*/g) ?? []).filter(
      (number) => number.length > 0,
    );
    expect(asciiNumbers).toEqual([]);
  });
});
