import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { solutionPages } from '../../content/solutions';
import type { Feature } from '../../content/types';
import { ChecklistGrid } from './ChecklistGrid';
import { checkedOnPages } from '../../../.storybook/checkedOnPages';

const benefits: readonly Feature[] =
  solutionPages['marketing-automation'].sections.find((section) => section.kind === 'benefits')?.items ?? [];

const meta = {
  title: 'Sections/ChecklistGrid',
  component: ChecklistGrid,
  parameters: { ...checkedOnPages, layout: 'padded' },
  args: { items: benefits },
} satisfies Meta<typeof ChecklistGrid>;

export default meta;
type Story = StoryObj<typeof meta>;

export const TwoColumns: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('listitem')).toHaveLength(benefits.length);
  },
};

export const OneColumn: Story = { args: { columns: 1 } };

export const ThreeColumns: Story = { args: { columns: 3 } };
