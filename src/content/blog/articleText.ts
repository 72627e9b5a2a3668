/**
 * The words of an article as a reader meets them, block by block: each paragraph, list item and quote
 * as plain text, without Markdown syntax or link targets. What the content tests read (length,
 * figures, untranslated copy) instead of the parsed tree.
 */
import type { ArticleBlock, BlogArticle } from '../types';

export interface TextNode {
  type: string;
  value?: string;
  alt?: string | null;
  children?: readonly TextNode[];
}

const textOf = (node: TextNode): string => node.value ?? (node.children ?? []).map(textOf).join('');

/** A quote's closing "— Name, Role" paragraph: its source, not its text. */
export const isCitation = (node: TextNode, index: number, siblings: readonly TextNode[]): boolean =>
  index > 0 && index === siblings.length - 1 && textOf(node).startsWith('— ');

/**
 * A block's texts: a list's items one by one, a quote's paragraphs one by one. A quote's source line
 * is not what a reader reads as the article (the read time leaves it out) unless asked for.
 */
export function blockTexts(block: ArticleBlock, { withCitations = false } = {}): string[] {
  switch (block.kind) {
    case 'bullets':
    case 'numbered':
      return [...block.items];
    case 'paragraph':
      return [block.text];
    case 'quote':
      return block.cite && withCitations ? [block.text, `— ${block.cite}`] : [block.text];
    case 'markdown':
      return (block.nodes as readonly TextNode[]).flatMap((node) => {
        if (node.type === 'blockquote')
          return (node.children ?? [])
            .filter((child, index, siblings) => withCitations || !isCitation(child, index, siblings))
            .map(textOf);
        return node.type === 'list' || node.type === 'table'
          ? (node.children ?? []).map(textOf)
          : [textOf(node)];
      });
  }
}

/** Every text of the body, section by section (headings not included). */
export function articleBodyTexts(article: BlogArticle): string[] {
  return article.sections.flatMap((section) => section.blocks.flatMap((block) => blockTexts(block)));
}

/** What a reader reads, in words: headings, paragraphs, list items and quotes (not their sources). */
export function countArticleWords(
  sections: readonly { heading: string; blocks: readonly ArticleBlock[] }[],
): number {
  return sections
    .flatMap((section) => [section.heading, ...section.blocks.flatMap((block) => blockTexts(block))])
    .join(' ')
    .split(/\s+/)
    .filter(Boolean).length;
}

/** The alt texts of the pictures inside the body. */
export function articleImageAlts(article: BlogArticle): string[] {
  const alts: string[] = [];
  const visit = (node: TextNode) => {
    if (node.type === 'image' && node.alt) alts.push(node.alt);
    (node.children ?? []).forEach(visit);
  };
  for (const section of article.sections)
    for (const block of section.blocks)
      if (block.kind === 'markdown') (block.nodes as readonly TextNode[]).forEach(visit);
  return alts;
}
