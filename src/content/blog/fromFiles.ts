/**
 * The blog of one language as the pages use it, derived from the article files (content/blog/):
 * the index's summaries, newest first, each article with its author's avatar, and each card's picture.
 * Nothing here is written twice: title, author, date and read time come from the file.
 */
import { articles } from 'virtual:blog-articles';
import type { BlogArticle, BlogPostSummary, ImageRef } from '../types';
import type { ArticleData, BlogLocale } from './articleData';
import type { BlogAuthorName } from './authorNames';

export type BlogPost = BlogPostSummary & { author: BlogAuthorName };

export interface BlogFromFiles {
  blogPosts: readonly BlogPost[];
  blogArticles: Readonly<Record<string, BlogArticle>>;
  /** The card picture of each post: its hero, decorative on the card (the title says it all). */
  blogPostCovers: Readonly<Record<string, ImageRef>>;
}

function toArticle(data: ArticleData, avatars: Readonly<Record<BlogAuthorName, ImageRef>>): BlogArticle {
  return {
    id: data.slug,
    title: data.title,
    ...(data.seoTitle ? { seoTitle: data.seoTitle } : {}),
    description: data.description,
    heroImage: data.hero,
    authorName: data.author,
    authorAvatar: avatars[data.author],
    date: data.date,
    readTime: data.readTime,
    sections: data.sections.map((section) => ({
      heading: section.heading,
      blocks: [{ kind: 'markdown', nodes: section.nodes }],
    })),
    anchors: data.sections.map((section) => section.anchor),
    wordCount: data.words,
    ...(data.links.length > 0 ? { bottomLinks: data.links } : {}),
  };
}

export function blogFromFiles(
  locale: BlogLocale,
  avatars: Readonly<Record<BlogAuthorName, ImageRef>>,
): BlogFromFiles {
  const list: readonly ArticleData[] = articles[locale];
  return {
    blogPosts: list.map((data) => ({
      id: data.slug,
      title: data.title,
      author: data.author,
      date: data.date,
      excerpt: data.excerpt,
      readTime: data.readTime,
    })),
    blogArticles: Object.fromEntries(list.map((data) => [data.slug, toArticle(data, avatars)])),
    blogPostCovers: Object.fromEntries(
      list.map((data) => [data.slug, { name: data.hero.name, alt: '', asset: data.hero.asset }]),
    ),
  };
}

/** One article by slug, for stories and tests that need a particular one: a missing file says so. */
export function articleBySlug(articles: Readonly<Record<string, BlogArticle>>, slug: string): BlogArticle {
  const article = articles[slug];
  if (!article) throw new Error(`No article "${slug}": content/blog/<locale>/${slug}.md is missing`);
  return article;
}
