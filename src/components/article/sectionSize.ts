/**
 * How tall an article section will be, guessed from its text before the browser lays it out: the
 * placeholder height of a section that renders only near the viewport (offscreen.ts). A fixed 480 px
 * was a third of a long section's height on a phone, so the share bar and every anchor below moved as
 * the sections above them rendered, under a reader's finger. Fitted by least squares on every section
 * of the built articles and policies in both languages (312 sections, 390 and 1280 px wide, each
 * measured rendered): the mean error is 6–7% in either language, against 10–14% (and 11% too tall on
 * average in English) for the hand-set figures before.
 */
import type { ArticleBlock, ArticleSection } from '../../content/types';

interface TextNode {
  value?: unknown;
  children?: readonly TextNode[];
}

/**
 * A Devanagari letter takes more room than a Latin one, and Nepali lines are taller (line-height
 * 1.85 against 1.7): with the same coefficients for both languages, this weight leaves neither
 * language's sections too short or too tall on average (within 1%).
 */
const devanagariLetterWidth = 1.23;

/**
 * Characters as they take room on a line: a vowel sign or virama is a code unit of its own but shares
 * its consonant's place (Nepali counted them and came out 16% too tall).
 */
function lengthOnLine(text: string): number {
  const letters = text.replace(/\p{M}/gu, '');
  const devanagari = letters.match(/[\u0900-\u097F]/gu)?.length ?? 0;
  return Math.round(letters.length + devanagari * (devanagariLetterWidth - 1));
}

function textLength(node: TextNode): number {
  const own = typeof node.value === 'string' ? lengthOnLine(node.value) : 0;
  return own + (node.children ?? []).reduce((sum, child) => sum + textLength(child), 0);
}

function blockSize(block: ArticleBlock): { characters: number; blocks: number } {
  switch (block.kind) {
    case 'paragraph':
      return { characters: lengthOnLine(block.text), blocks: 1 };
    case 'bullets':
    case 'numbered':
      return { characters: lengthOnLine(block.items.join('')), blocks: block.items.length };
    case 'quote':
      return { characters: lengthOnLine(block.text + (block.cite ?? '')), blocks: 1 };
    case 'markdown':
      return {
        characters: block.nodes.reduce((sum, node) => sum + textLength(node as TextNode), 0),
        blocks: block.nodes.length,
      };
  }
}

/** The section's characters and blocks (paragraphs, list items, quotes), its heading included. */
export function sectionSize(section: ArticleSection): { characters: number; blocks: number } {
  return section.blocks.reduce(
    (total, block) => {
      const size = blockSize(block);
      return { characters: total.characters + size.characters, blocks: total.blocks + size.blocks };
    },
    { characters: lengthOnLine(section.heading), blocks: 1 },
  );
}

/** CSS for the placeholder height, from the custom properties `sectionSizeProperties` sets. */
export const estimatedSectionHeight = {
  xs: 'auto calc(var(--section-characters) * 0.84px + var(--section-blocks) * 19px)',
  md: 'auto calc(var(--section-characters) * 0.41px + var(--section-blocks) * 22px)',
} as const;

/** The section's size as custom properties on its element (one class serves every section). */
export function sectionSizeProperties(section: ArticleSection): Record<string, number> {
  const { characters, blocks } = sectionSize(section);
  return { '--section-characters': characters, '--section-blocks': blocks };
}
