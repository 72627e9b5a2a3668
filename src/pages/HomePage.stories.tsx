import type { Meta, StoryObj } from '@storybook/react-vite';
import { homeContent } from '../content/home';
import HomePage from './HomePage';
import {
  PageInLayout,
  desktopViewport,
  expectWellFormedPage,
  phoneViewport,
} from '../../.storybook/pageStoryLayout';

const meta = {
  title: 'Pages/Home',
  component: HomePage,
  parameters: { route: '/' },
  render: () => <PageInLayout page={<HomePage />} />,
} satisfies Meta<typeof HomePage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Desktop: Story = {
  globals: desktopViewport,
  play: async ({ canvasElement }) => expectWellFormedPage(canvasElement, homeContent.hero.title),
};

export const Phone: Story = {
  globals: phoneViewport,
  play: async ({ canvasElement }) => expectWellFormedPage(canvasElement, homeContent.hero.title),
};
