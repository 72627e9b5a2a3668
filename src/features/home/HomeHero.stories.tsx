import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { homeContent } from '../../content/home';
import { uiStrings } from '../../content/ui';
import { HomeHero } from './HomeHero';
import { checkedOnPages } from '../../../.storybook/checkedOnPages';

const meta = {
  title: 'Home/HomeHero',
  parameters: checkedOnPages,
  component: HomeHero,
  args: { hero: homeContent.hero, videoLabels: uiStrings.heroVideo },
} satisfies Meta<typeof HomeHero>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The still image with the headline: what every visitor sees first, and all they see without the video. */
export const StillImage: Story = {
  args: { disableVideo: true },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: homeContent.hero.title })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Start Now' })).toHaveAttribute('href', '/consultation');
    await expect(canvas.getByRole('link', { name: 'Explore Academy' })).toHaveAttribute('href', '/academy');
    await expect(canvasElement.querySelector('video')).toBeNull();
  },
};

/** After the page is idle the looping video is created; it only becomes visible once it plays. */
export const WithVideo: Story = {};

export const OnAPhone: Story = {
  args: { disableVideo: true },
  globals: { viewport: { value: 'phone' } },
};
