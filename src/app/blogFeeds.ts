/**
 * The blog's RSS feeds, one per published language (`/rss.xml`, `/ne/rss.xml`), from the same content
 * the pages render: the index's summaries for order and dates, each article for its summary. Written
 * by the prerender (scripts/prerender.ts) beside sitemap.xml.
 */
import { contentFor, publishedLocales } from '../content/localized';
import { absoluteUrl } from '../content/site';
import { localizedPath, type Locale } from '../lib/i18n/locale';
import { rssFeedPath, rssXml } from '../lib/rss';

export interface BlogFeed {
  locale: Locale;
  /** The feed's path on the site, e.g. `/ne/rss.xml`. */
  path: string;
  xml: string;
}

export async function blogFeed(locale: Locale): Promise<BlogFeed> {
  const { authorDisplayNames, blogArticles, blogIndexMeta, blogPosts } = contentFor(locale).blog;
  const items = blogPosts.map((post) => ({
    title: post.title,
    link: absoluteUrl(localizedPath(`/blog/${post.id}`, locale)),
    description: blogArticles[post.id]?.description ?? post.excerpt,
    date: post.date,
    creator: authorDisplayNames[post.author],
  }));
  const path = localizedPath(rssFeedPath, locale);
  const xml = rssXml({
    title: blogIndexMeta.title,
    link: absoluteUrl(localizedPath('/blog', locale)),
    description: blogIndexMeta.description,
    language: locale,
    selfUrl: absoluteUrl(path),
    items,
  });
  return { locale, path, xml };
}

export function blogFeeds(): Promise<BlogFeed[]> {
  return Promise.all(publishedLocales.map(blogFeed));
}
