import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { academyContent } from '../../content/academy';
import { processSteps } from '../../content/home';
import { NumberedSteps } from './NumberedSteps';
import { checkedOnPages } from '../../../.storybook/checkedOnPages';

const meta = {
  title: 'Sections/NumberedSteps',
  component: NumberedSteps,
  parameters: { ...checkedOnPages, layout: 'padded' },
  args: { steps: processSteps },
} satisfies Meta<typeof NumberedSteps>;

export default meta;
type Story = StoryObj<typeof meta>;

export const FourSteps: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('listitem')).toHaveLength(4);
    await expect(canvas.getByRole('heading', { name: 'Step 1: Discovery' })).toBeVisible();
  },
};

export const ThreeSteps: Story = { args: { steps: academyContent.howItWorks.items } };

export const OnAPhone: Story = { globals: { viewport: { value: 'phone' } } };
