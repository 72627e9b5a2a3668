/**
 * Adding an article is one Markdown file per language plus a picture, nothing else. This test does
 * exactly that in a temporary copy of content/ and shows that the article list, the route in both
 * languages, the sitemap's pages, the feeds, the cards and the preview cards all follow, and that a
 * broken file is refused with its name, field and rule.
 */
import { cp, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, relative, resolve } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadBlog } from '../../scripts/blog/articles.ts';
import type * as ArticleLinks from '../../src/app/articleLinks';
import type * as BlogFeeds from '../../src/app/blogFeeds';
import type * as Routes from '../../src/app/routes';
import type * as PreviewCards from '../../src/components/article/previewCards';

const root = resolve(import.meta.dirname, '../..');
let copy = '';

const sampleEnglish = `---
title: A Sample Article Added in a Test
description: A short article the test adds to a copy of the content, to show that one file per language and a picture are all it takes.
author: Bibek Thapa
date: 2024-04-02
hero:
  image: /content/blog/images/sample-article.png
  alt: A plain blue picture standing in for a real hero image
tags: [testing]
---

## What it shows

A paragraph with a [link to the services](/services), *emphasis* and **strong** words.

- A list item
- Another item

## Where it goes

The [productivity article](/blog/productivity-boost#why-instantly-is-not-an-exaggeration) is linked.
`;

const sampleNepali = `---
title: परीक्षणमा थपिएको नमुना लेख
description: सामग्रीको प्रतिलिपिमा परीक्षणले थप्ने छोटो लेख, जसले देखाउँछ कि हरेक भाषाको एउटा फाइल र एउटा तस्बिर मात्र चाहिन्छ।
author: Bibek Thapa
date: 2024-04-02
hero:
  image: /content/blog/images/sample-article.png
  alt: वास्तविक मुख्य तस्बिरको सट्टा राखिएको सादा नीलो तस्बिर
---

## यसले के देखाउँछ

[सेवाहरू](/services) तर्फको लिङ्क, *जोड* र **बलियो** शब्दसहितको अनुच्छेद।

- सूचीको एउटा बुँदा
- अर्को बुँदा

## यो कहाँ जान्छ

[उत्पादकत्व लेख](/blog/productivity-boost) यहाँ जोडिएको छ।
`;

async function filesUnder(dir: string): Promise<string[]> {
  return (await readdir(dir, { recursive: true, withFileTypes: true }))
    .filter((entry) => entry.isFile())
    .map((entry) => relative(dir, join(entry.parentPath, entry.name)))
    .sort();
}

beforeAll(async () => {
  copy = await mkdtemp(join(tmpdir(), 'blog-copy-'));
  await cp(join(root, 'content'), join(copy, 'content'), { recursive: true });
}, 60_000);

afterAll(async () => {
  await rm(copy, { recursive: true, force: true });
});

// Parsing every article and measuring pictures takes seconds on a loaded machine.
describe('adding an article to a copy of the content', { timeout: 120_000 }, () => {
  it('takes one Markdown file per language and a picture', async () => {
    const before = await filesUnder(copy);
    await writeFile(join(copy, 'content/blog/en/sample-article.md'), sampleEnglish);
    await writeFile(join(copy, 'content/blog/ne/sample-article.md'), sampleNepali);
    const picture = await sharp({
      create: { width: 1600, height: 900, channels: 3, background: { r: 40, g: 80, b: 200 } },
    })
      .png()
      .toBuffer();
    await writeFile(join(copy, 'content/blog/images/sample-article.png'), picture);
    const after = await filesUnder(copy);
    // The whole diff: three new files, nothing edited.
    expect(after.filter((file) => !before.includes(file))).toEqual([
      'content/blog/en/sample-article.md',
      'content/blog/images/sample-article.png',
      'content/blog/ne/sample-article.md',
    ]);

    const blog = await loadBlog(copy);
    expect(blog.problems).toEqual([]);
    for (const locale of ['en', 'ne'] as const) {
      const sample = blog.articles[locale].find((article) => article.slug === 'sample-article');
      expect(sample, locale).toBeDefined();
      // Newest first: the sample is dated after the five.
      expect(blog.articles[locale][0]?.slug).toBe('sample-article');
      expect(sample?.sections.map((section) => section.anchor)).toEqual(['what-it-shows', 'where-it-goes']);
      expect(sample?.readTime).toBe(1);
      expect(sample?.hero).toMatchObject({
        name: 'blog/sample-article',
        asset: { width: 1600, height: 900, widths: [480, 800, 1200, 1600] },
      });
    }
    const english = blog.articles.en.find((article) => article.slug === 'sample-article');
    expect(english?.internalLinks).toEqual([
      '/services',
      '/blog/productivity-boost#why-instantly-is-not-an-exaggeration',
    ]);
    expect(blog.pictures).toContain('/content/blog/images/sample-article.png');
  });

  it('gives the new article its route, sitemap entry, feed item, card and preview card in both languages', async () => {
    const { articleContentServer } = await import('../../scripts/blog/contentServer.ts');
    const server = await articleContentServer(root, copy);
    try {
      const routes = (await server.ssrLoadModule('/src/app/routes.tsx')) as typeof Routes;
      expect(routes.prerenderPaths).toContain('/blog/sample-article');
      expect(routes.prerenderPaths).toContain('/ne/blog/sample-article');
      expect(routes.pagesByLanguage).toContainEqual({
        en: '/blog/sample-article',
        ne: '/ne/blog/sample-article',
      });
      const feeds = (await server.ssrLoadModule('/src/app/blogFeeds.ts')) as typeof BlogFeeds;
      for (const feed of await feeds.blogFeeds()) {
        expect(feed.xml, feed.locale).toContain(
          `/${feed.locale === 'en' ? '' : 'ne/'}blog/sample-article</link>`,
        );
      }
      const cards = (await server.ssrLoadModule(
        '/src/components/article/previewCards.ts',
      )) as typeof PreviewCards;
      expect(cards.previewCardSources().filter((source) => source.id === 'sample-article')).toEqual([
        expect.objectContaining({ locale: 'en', title: 'A Sample Article Added in a Test' }),
        expect.objectContaining({ locale: 'ne', title: 'परीक्षणमा थपिएको नमुना लेख' }),
      ]);
      const links = (await server.ssrLoadModule('/src/app/articleLinks.ts')) as typeof ArticleLinks;
      expect(links.brokenArticleLinks()).toEqual([]);
    } finally {
      await server.close();
    }
  });
});

describe('a broken article', { timeout: 120_000 }, () => {
  async function problemsWith(files: Record<string, string>): Promise<string[]> {
    const dir = await mkdtemp(join(tmpdir(), 'blog-broken-'));
    try {
      await cp(join(root, 'content'), join(dir, 'content'), { recursive: true });
      for (const [path, text] of Object.entries(files)) await writeFile(join(dir, path), text);
      return (await loadBlog(dir)).problems;
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  }

  it('is refused with its file, field and rule when the frontmatter breaks the schema', async () => {
    const problems = await problemsWith({
      'content/blog/en/productivity-boost.md': sampleEnglish
        .replace('author: Bibek Thapa', 'author: Someone Else')
        .replace(/^description: .*$/m, 'description: Too short.'),
    });
    expect(problems).toContain(
      'content/blog/en/productivity-boost.md: author: must be one of the authors on file: Sujata Karki, Bibek Thapa, Rupantaran AI Team',
    );
    expect(problems).toContain(
      'content/blog/en/productivity-boost.md: description: must be at least 70 characters (search engines replace shorter ones)',
    );
  });

  it('is refused when it exists in one language only', async () => {
    const problems = await problemsWith({
      'content/blog/en/only-english.md': sampleEnglish.replace(
        'sample-article.png',
        'productivity-boost.jpg',
      ),
    });
    expect(problems).toEqual([
      'content/blog/en/only-english.md: translation: content/blog/ne/only-english.md is missing (every article is published in both languages)',
    ]);
  });

  it('is refused when the Nepali twin has other sections, date or picture', async () => {
    const problems = await problemsWith({
      'content/blog/ne/ai-agents-guide.md': sampleNepali.replace(
        'sample-article.png',
        'productivity-boost.jpg',
      ),
    });
    expect(problems).toEqual(
      expect.arrayContaining([
        expect.stringMatching(
          /^content\/blog\/ne\/ai-agents-guide\.md: body: has 2 ## sections where content\/blog\/en\/ai-agents-guide\.md has \d+/,
        ),
        'content/blog/ne/ai-agents-guide.md: date: must be the same as in content/blog/en/ai-agents-guide.md (2024-03-21)',
        'content/blog/ne/ai-agents-guide.md: hero.image: must be the same picture as in content/blog/en/ai-agents-guide.md',
      ]),
    );
  });

  it('is refused when it links to an article or picture that does not exist', async () => {
    const problems = await problemsWith({
      'content/blog/en/ai-agents-guide.md': `${await readFile(join(root, 'content/blog/en/ai-agents-guide.md'), 'utf8')}\nSee [the missing one](/blog/no-such-article) and ![a picture](/content/blog/images/missing.png).\n`,
    });
    expect(problems).toEqual([
      'content/blog/en/ai-agents-guide.md: link /blog/no-such-article: no article has that name',
      'content/blog/en/ai-agents-guide.md: image /content/blog/images/missing.png: no such file',
    ]);
  });
});
