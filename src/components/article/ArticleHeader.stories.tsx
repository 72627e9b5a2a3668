import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { articleBySlug } from '../../content/blog/fromFiles';
import { blogArticles } from '../../content/blog/posts';
import { ArticleHeader } from './ArticleHeader';
import { checkedOnPages } from '../../../.storybook/checkedOnPages';

const productivity = articleBySlug(blogArticles, 'productivity-boost');
const agents = articleBySlug(blogArticles, 'ai-agents-guide');

const meta = {
  title: 'Blog/ArticleHeader',
  component: ArticleHeader,
  parameters: { ...checkedOnPages, route: '/blog/productivity-boost' },
  args: { article: productivity, authorRole: 'Head of AI Training' },
} satisfies Meta<typeof ArticleHeader>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Back to Blog' })).toHaveAttribute('href', '/blog');
    await expect(canvas.getByRole('heading', { level: 1, name: productivity.title })).toBeVisible();
    await expect(canvas.getByRole('img', { name: productivity.heroImage.alt })).toHaveAttribute(
      'fetchpriority',
      'high',
    );
    await expect(canvas.getByText('March 28, 2024')).toBeVisible();
  },
};

export const LongTitle: Story = {
  args: { article: agents, authorRole: 'Automation Lead' },
  parameters: { route: '/blog/ai-agents-guide' },
};

export const Phone: Story = { globals: { viewport: { value: 'phone' } } };
