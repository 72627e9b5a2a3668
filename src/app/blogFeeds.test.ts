// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { blogFeeds } from './blogFeeds';
import { contentFor } from '../content/localized';
import { site } from '../content/site';

function parseXml(xml: string): Document {
  const document = new DOMParser().parseFromString(xml, 'application/xml');
  const error = document.getElementsByTagName('parsererror')[0];
  if (error) throw new Error(`Malformed XML: ${error.textContent ?? ''}`);
  return document;
}

const feeds = await blogFeeds();

describe('the blog feeds', () => {
  it('exist for English at /rss.xml and Nepali at /ne/rss.xml', () => {
    expect(feeds.map(({ locale, path }) => [locale, path])).toEqual([
      ['en', '/rss.xml'],
      ['ne', '/ne/rss.xml'],
    ]);
  });

  for (const feed of feeds) {
    describe(feed.path, () => {
      const document = parseXml(feed.xml);
      const channel = document.getElementsByTagName('channel')[0] as Element;
      const items = Array.from(document.getElementsByTagName('item'));
      const { blogPosts, blogIndexMeta, authorDisplayNames } = contentFor(feed.locale).blog;
      const prefix = feed.locale === 'en' ? '' : `/${feed.locale}`;
      const child = (parent: Element, name: string) =>
        Array.from(parent.children).find((node) => node.tagName === name)?.textContent ?? '';

      it('describes the blog in its language', () => {
        expect(child(channel, 'title')).toBe(blogIndexMeta.title);
        expect(child(channel, 'language')).toBe(feed.locale);
        expect(child(channel, 'link')).toBe(`${site.origin}${prefix}/blog`);
      });

      it('has every article once, with an absolute link, its title, author, date and summary', async () => {
        expect(items).toHaveLength(blogPosts.length);
        for (const post of blogPosts) {
          const link = `${site.origin}${prefix}/blog/${post.id}`;
          const item = items.find((candidate) => child(candidate, 'link') === link);
          expect(item, link).toBeDefined();
          if (!item) continue;
          const article = contentFor(feed.locale).blog.blogArticles[post.id];
          expect(child(item, 'title')).toBe(post.title);
          expect(child(item, 'guid')).toBe(link);
          expect(child(item, 'dc:creator')).toBe(authorDisplayNames[post.author]);
          expect(child(item, 'description')).toBe(article?.description);
          expect(new Date(child(item, 'pubDate')).toISOString().slice(0, 10)).toBe(post.date);
        }
      });
    });
  }
});
