/**
 * Each article's own social preview card (1200 x 630 PNG), per language, derived from its file: what
 * the card shows (title, byline, blog name) and where it is served. The prerender draws the cards
 * (scripts/media/articleOg.ts) into dist/media/og/blog/<locale>/<slug>.png; the URL carries a hash of
 * what the card shows, so Facebook and others, which cache a card by its URL, fetch a changed one anew.
 */
import { contentFor, publishedLocales } from '../../content/localized';
import type { BlogPostId } from '../../content/types';
import type { Locale } from '../../lib/i18n/locale';
import { shortHash } from '../../lib/shortHash';
import { formatReadTime } from './formatDate';

/** Bump when the card's drawing changes, so every card gets a new URL. */
export const previewCardLayoutVersion = 1;

export const previewCardSize = { width: 1200, height: 630 } as const;

/** Everything a card shows, in its language. */
export interface PreviewCardSource {
  locale: Locale;
  id: BlogPostId;
  title: string;
  byline: string;
  section: string;
}

export interface PreviewCardImage {
  /** Site-relative URL, versioned by what the card shows. */
  url: string;
  width: number;
  height: number;
  /** What the card says: the article's title. */
  alt: string;
}

export const previewCardPath = (locale: Locale, id: BlogPostId): string =>
  `/media/og/blog/${locale}/${id}.png`;

export function previewCardSource(locale: Locale, id: BlogPostId): PreviewCardSource | undefined {
  const blog = contentFor(locale).blog;
  const post = blog.blogPosts.find((candidate) => candidate.id === id);
  if (!post) return undefined;
  return {
    locale,
    id,
    title: post.title,
    byline: `${blog.authorDisplayNames[post.author]} · ${formatReadTime(post.readTime, locale)}`,
    section: blog.blogIndexHero.title,
  };
}

/** Every card the articles ask for: every article in every published language. */
export function previewCardSources(): PreviewCardSource[] {
  return publishedLocales.flatMap((locale) =>
    contentFor(locale).blog.blogPosts.flatMap((post) => previewCardSource(locale, post.id) ?? []),
  );
}

export function previewCardImage(source: PreviewCardSource): PreviewCardImage {
  const { locale, id, title, byline, section } = source;
  const version = shortHash(JSON.stringify([previewCardLayoutVersion, locale, id, title, byline, section]));
  return { url: `${previewCardPath(locale, id)}?v=${version.slice(0, 10)}`, ...previewCardSize, alt: title };
}
