import type { Meta, StoryObj } from '@storybook/react-vite';
import { blogPosts } from '../content/blog/posts';
import BlogArticlePage from './BlogArticlePage';
import {
  PageInLayout,
  desktopViewport,
  expectWellFormedPage,
  storyContent,
  phoneViewport,
} from '../../.storybook/pageStoryLayout';

/** The story's article title in the story's language. */
function articleTitle(globals: Record<string, unknown>): string {
  return storyContent(globals).blog.blogPosts.find((post) => post.id === 'ai-agents-guide')?.title ?? '';
}

/** One article: its text loads as its own chunk, so the page suspends briefly (Layout's Suspense). */
const meta = {
  title: 'Pages/Blog Article',
  component: BlogArticlePage,
  tags: ['i18n'],
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
  play: async ({ canvasElement, globals }) => expectWellFormedPage(canvasElement, articleTitle(globals)),
};

export const Phone: Story = {
  globals: phoneViewport,
  play: async ({ canvasElement, globals }) => expectWellFormedPage(canvasElement, articleTitle(globals)),
};
