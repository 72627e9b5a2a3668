import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { StarRating } from './StarRating';
import { checkedOnPages } from '../../../.storybook/checkedOnPages';

const meta = {
  title: 'Sections/StarRating',
  component: StarRating,
  parameters: { ...checkedOnPages, layout: 'centered' },
  args: { value: 5 },
} satisfies Meta<typeof StarRating>;

export default meta;
type Story = StoryObj<typeof meta>;

export const FiveStars: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: 'Rated 5 out of 5' })).toBeVisible();
  },
};

export const FourAndAHalf: Story = {
  args: { value: 4.5 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: 'Rated 4.5 out of 5' })).toBeVisible();
  },
};

export const Small: Story = { args: { size: 'small' } };

export const Large: Story = { args: { size: 'large' } };
