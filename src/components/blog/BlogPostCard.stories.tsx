import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import Box from '@mui/material/Box';
import { articleAuthors, blogPostCovers, blogPosts } from '../../content/blog/posts';
import { BlogPostCard } from './BlogPostCard';

const [first, second] = blogPosts;
if (!first || !second) throw new Error('The blog needs at least two posts');

const meta = {
  title: 'Blog/BlogPostCard',
  component: BlogPostCard,
  parameters: { layout: 'padded', route: '/blog' },
  decorators: [
    (Story, { args }) => (
      <Box sx={{ maxWidth: args.variant === 'featured' ? 1100 : 560 }}>
        <Story />
      </Box>
    ),
  ],
  args: { post: second, avatar: articleAuthors[second.author], cover: blogPostCovers[second.id] },
} satisfies Meta<typeof BlogPostCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Standard: Story = {
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link');
    await expect(link).toHaveAccessibleName(second.title);
    await expect(link).toHaveAttribute('href', `/blog/${second.id}`);
    await expect(canvas.getByText('March 21, 2024')).toBeVisible();
    await expect(canvas.getByText('15 min read')).toBeVisible();
    await expect(canvas.getByText(second.author)).toBeVisible();
  },
};

/** The whole card is one tab stop: the title link. */
export const KeyboardFocus: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('link')).toHaveFocus();
  },
};

export const WithoutCover: Story = { args: { cover: undefined } };

export const Featured: Story = {
  args: {
    post: first,
    avatar: articleAuthors[first.author],
    cover: blogPostCovers[first.id],
    variant: 'featured',
  },
};
