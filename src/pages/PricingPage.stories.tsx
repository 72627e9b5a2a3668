import type { Meta, StoryObj } from '@storybook/react-vite';
import { pricingContent } from '../content/pricing';
import PricingPage from './PricingPage';
import {
  PageInLayout,
  desktopViewport,
  expectWellFormedPage,
  phoneViewport,
} from '../../.storybook/pageStoryLayout';

const meta = {
  title: 'Pages/Pricing',
  component: PricingPage,
  parameters: { route: '/pricing' },
  render: () => <PageInLayout page={<PricingPage />} />,
} satisfies Meta<typeof PricingPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Desktop: Story = {
  globals: desktopViewport,
  play: async ({ canvasElement }) => expectWellFormedPage(canvasElement, pricingContent.hero.title),
};

export const Phone: Story = {
  globals: phoneViewport,
  play: async ({ canvasElement }) => expectWellFormedPage(canvasElement, pricingContent.hero.title),
};
