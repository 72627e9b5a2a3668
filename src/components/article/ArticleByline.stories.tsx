import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { articleAuthors } from '../../content/blog/posts';
import { ArticleByline } from './ArticleByline';
import { checkedOnPages } from '../../../.storybook/checkedOnPages';

const meta = {
  title: 'Blog/ArticleByline',
  component: ArticleByline,
  parameters: { ...checkedOnPages, layout: 'padded' },
  args: {
    authorName: 'Sujata Karki',
    avatar: articleAuthors['Sujata Karki'],
    date: '2024-03-18',
    readTime: 10,
  },
} satisfies Meta<typeof ArticleByline>;

export default meta;
type Story = StoryObj<typeof meta>;

/** As on a blog card. */
export const Small: Story = {
  args: { decorativeAvatar: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Sujata Karki')).toBeVisible();
    await expect(canvas.getByText('March 18, 2024')).toHaveAttribute('datetime', '2024-03-18');
    await expect(canvas.getByText('10 min read')).toBeVisible();
  },
};

/** As in an article header, with the author's role. */
export const LargeWithRole: Story = {
  args: { size: 'large', role: 'Head of AI Training' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: /Sujata Karki/ })).toBeVisible();
    await expect(canvas.getByText(/Head of AI Training/)).toBeVisible();
  },
};
