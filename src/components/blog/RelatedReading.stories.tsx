import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { uiStrings } from '../../content/ui';
import { uiStrings as nepaliUi } from '../../content/ne/ui';
import { articleAuthors, blogPostCovers, blogPosts } from '../../content/blog/posts';
import * as nepali from '../../content/ne/blog/posts';
import type { BlogPostId } from '../../content/types';
import { relatedPosts } from './relatedPosts';
import { RelatedReading, type RelatedPost } from './RelatedReading';
import { checkedOnPages } from '../../../.storybook/checkedOnPages';

type Blog = Pick<typeof nepali, 'articleAuthors' | 'blogPostCovers' | 'blogPosts'>;

/** The posts suggested after an article, in a language's summaries. */
function suggestionsAfter(id: BlogPostId, blog: Blog): RelatedPost[] {
  return relatedPosts(id, blogPosts).flatMap((relatedId) => {
    const post = blog.blogPosts.find((candidate) => candidate.id === relatedId);
    return post
      ? [{ post, avatar: blog.articleAuthors[post.author], cover: blog.blogPostCovers[post.id] }]
      : [];
  });
}

const english = suggestionsAfter('ai-agents-guide', { articleAuthors, blogPostCovers, blogPosts });

/** After an article: two or three others chosen from the content (shared keywords, author, date). */
const meta = {
  title: 'Blog/RelatedReading',
  component: RelatedReading,
  parameters: { ...checkedOnPages, route: '/blog/ai-agents-guide' },
  args: { heading: uiStrings.relatedReading, posts: english },
} satisfies Meta<typeof RelatedReading>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: uiStrings.relatedReading, level: 2 })).toBeVisible();
    const cards = canvas.getAllByTestId('blog-post-card');
    await expect(cards.length).toBeGreaterThanOrEqual(2);
    await expect(cards.length).toBeLessThanOrEqual(3);
  },
};

export const Nepali: Story = {
  globals: { locale: 'ne' },
  args: { heading: nepaliUi.relatedReading, posts: suggestionsAfter('ai-agents-guide', nepali) },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: nepaliUi.relatedReading, level: 2 })).toBeVisible();
  },
};
