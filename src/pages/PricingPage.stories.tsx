import type { Meta, StoryObj } from '@storybook/react-vite';
import PricingPage from './PricingPage';
import {
  PageInLayout,
  desktopViewport,
  expectWellFormedPage,
  storyContent,
  phoneViewport,
} from '../../.storybook/pageStoryLayout';

const meta = {
  title: 'Pages/Pricing',
  component: PricingPage,
  tags: ['i18n'],
  parameters: { route: '/pricing' },
  render: () => <PageInLayout page={<PricingPage />} />,
} satisfies Meta<typeof PricingPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Desktop: Story = {
  globals: desktopViewport,
  play: async ({ canvasElement, globals }) =>
    expectWellFormedPage(canvasElement, storyContent(globals).pricing.pricingContent.hero.title),
};

export const Phone: Story = {
  globals: phoneViewport,
  play: async ({ canvasElement, globals }) =>
    expectWellFormedPage(canvasElement, storyContent(globals).pricing.pricingContent.hero.title),
};
