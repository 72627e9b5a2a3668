import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import BlogPage from './BlogPage';
import {
  PageInLayout,
  desktopViewport,
  expectWellFormedPage,
  storyContent,
  phoneViewport,
} from '../../.storybook/pageStoryLayout';

const meta = {
  title: 'Pages/Blog',
  component: BlogPage,
  tags: ['i18n'],
  parameters: { route: '/blog' },
  render: () => <PageInLayout page={<BlogPage />} />,
} satisfies Meta<typeof BlogPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The newest post as a wide featured card, the rest two by two. */
export const Desktop: Story = {
  globals: desktopViewport,
  play: async ({ canvasElement, globals }) => {
    const { blogIndexHero, blogPosts } = storyContent(globals).blog;
    await expectWellFormedPage(canvasElement, blogIndexHero.title);
    const main = within(within(canvasElement).getByRole('main'));
    for (const post of blogPosts) {
      await expect(main.getByRole('heading', { name: post.title })).toBeVisible();
    }
  },
};

export const Phone: Story = {
  globals: phoneViewport,
  play: async ({ canvasElement, globals }) =>
    expectWellFormedPage(canvasElement, storyContent(globals).blog.blogIndexHero.title),
};
