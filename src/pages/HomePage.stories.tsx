import type { Meta, StoryObj } from '@storybook/react-vite';
import HomePage from './HomePage';
import {
  PageInLayout,
  desktopViewport,
  expectWellFormedPage,
  storyContent,
  phoneViewport,
} from '../../.storybook/pageStoryLayout';

const meta = {
  title: 'Pages/Home',
  component: HomePage,
  tags: ['i18n'],
  parameters: { route: '/' },
  render: () => <PageInLayout page={<HomePage />} />,
} satisfies Meta<typeof HomePage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Desktop: Story = {
  globals: desktopViewport,
  play: async ({ canvasElement, globals }) =>
    expectWellFormedPage(canvasElement, storyContent(globals).home.homeContent.hero.title),
};

export const Phone: Story = {
  globals: phoneViewport,
  play: async ({ canvasElement, globals }) =>
    expectWellFormedPage(canvasElement, storyContent(globals).home.homeContent.hero.title),
};
