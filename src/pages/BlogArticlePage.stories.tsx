import type { Meta, StoryObj } from '@storybook/react-vite';
import { blogPosts } from '../content/blog/posts';
import BlogArticlePage from './BlogArticlePage';
import {
  PageInLayout,
  desktopViewport,
  expectWellFormedPage,
  phoneViewport,
} from '../../.storybook/pageStoryLayout';

const articleTitle = blogPosts.find((post) => post.id === 'ai-agents-guide')?.title ?? '';

/** One article: its text loads as its own chunk, so the page suspends briefly (Layout's Suspense). */
const meta = {
  title: 'Pages/Blog Article',
  component: BlogArticlePage,
  parameters: { route: '/blog/ai-agents-guide' },
  args: { id: 'ai-agents-guide' },
  argTypes: {
    id: { control: 'select', options: blogPosts.map((post) => post.id) },
  },
  render: ({ id }) => <PageInLayout page={<BlogArticlePage id={id} />} />,
} satisfies Meta<typeof BlogArticlePage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Desktop: Story = {
  globals: desktopViewport,
  play: async ({ canvasElement }) => expectWellFormedPage(canvasElement, articleTitle),
};

export const Phone: Story = {
  globals: phoneViewport,
  play: async ({ canvasElement }) => expectWellFormedPage(canvasElement, articleTitle),
};
