import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import Container from '@mui/material/Container';
import { articleBySlug } from '../../content/blog/fromFiles';
import { blogArticles } from '../../content/blog/posts';
import { legalPages } from '../../content/legal';
import type { ArticleSection } from '../../content/types';
import { ArticleRenderer } from './ArticleRenderer';
import { checkedOnPages } from '../../../.storybook/checkedOnPages';

const article = articleBySlug(blogArticles, 'productivity-boost');

/** One section with every kind of block. */
const allBlocks: ArticleSection[] = [
  {
    heading: 'Every kind of block',
    blocks: [
      {
        kind: 'paragraph',
        text: 'A paragraph of body text, set at a comfortable measure of about seventy characters per line so long articles stay easy to read on a wide screen.',
      },
      {
        kind: 'bullets',
        items: ['A bullet point', 'Another bullet point, a little longer than the first one'],
      },
      { kind: 'numbered', items: ['First step', 'Second step', 'Third step'] },
      { kind: 'quote', text: 'Start with one task you repeat every week.', cite: 'Rupantaran AI' },
    ],
  },
];

const meta = {
  title: 'Blog/ArticleRenderer',
  component: ArticleRenderer,
  parameters: { ...checkedOnPages, layout: 'padded' },
  decorators: [
    (Story) => (
      <Container maxWidth="md" component="main">
        <Story />
      </Container>
    ),
  ],
  args: { sections: allBlocks },
} satisfies Meta<typeof ArticleRenderer>;

export default meta;
type Story = StoryObj<typeof meta>;

export const AllBlockKinds: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: 'Every kind of block' })).toBeVisible();
    await expect(canvasElement.querySelectorAll('ul > li')).toHaveLength(2);
    await expect(canvasElement.querySelectorAll('ol > li')).toHaveLength(3);
    await expect(canvasElement.querySelector('figure blockquote')).toHaveTextContent(/one task/);
  },
};

/** A whole blog article: one card per section. */
export const FullArticle: Story = {
  args: { sections: article.sections },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelectorAll('[data-testid="article-section"]')).toHaveLength(
      article.sections.length,
    );
  },
};

/** Policies use the plain variant: one document with rules between sections. */
export const Plain: Story = { args: { sections: legalPages.privacy.sections, variant: 'plain' } };
