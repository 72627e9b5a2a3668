/**
 * An article as the build reads it from its Markdown file (scripts/blog/articles.ts) and hands to the
 * site through the `virtual:blog-articles` module: checked frontmatter, sections of mdast, derived
 * anchors and read time. Types only: the data itself never reaches a browser.
 */
import type { RootContent } from 'mdast';
import type { MediaAsset } from '../media-manifest';
import type { BlogAuthorName } from './authorNames';

export type BlogLocale = 'en' | 'ne';

export interface ArticleSectionData {
  heading: string;
  /** Shared by both languages: the English heading's slug. */
  anchor: string;
  /** The section's Markdown below its heading, as mdast without source positions. */
  nodes: RootContent[];
}

/** A picture served in several sizes and formats (`/media/<name>-<width>.<format>`). */
export interface ArticlePicture {
  name: string;
  alt: string;
  asset: MediaAsset;
}

export interface ArticleData {
  slug: string;
  locale: BlogLocale;
  /** The file, relative to the repository (for messages). */
  file: string;
  title: string;
  seoTitle?: string;
  description: string;
  /** The card's summary (the description when the file gives none). */
  excerpt: string;
  author: BlogAuthorName;
  date: string;
  tags: string[];
  links: { label: string; to: string }[];
  hero: ArticlePicture;
  sections: ArticleSectionData[];
  /** Headings, paragraphs, list items and quotes: what a reader reads. */
  words: number;
  /** Minutes, from the English twin's words. */
  readTime: number;
  /** Every site-internal link in the body (`/contact`, `/blog/x#anchor`), for the build's link check. */
  internalLinks: string[];
}
