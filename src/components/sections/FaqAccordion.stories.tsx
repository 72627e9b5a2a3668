import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { pricingContent } from '../../content/pricing';
import { FaqAccordion } from './FaqAccordion';

const questions = pricingContent.faq.items;

const meta = {
  title: 'Sections/FaqAccordion',
  component: FaqAccordion,
  parameters: { layout: 'padded' },
  args: { items: questions },
} satisfies Meta<typeof FaqAccordion>;

export default meta;
type Story = StoryObj<typeof meta>;

export const FirstOpen: Story = {
  play: async ({ canvas, userEvent }) => {
    const [first, second] = canvas.getAllByRole('button');
    await expect(first).toHaveAttribute('aria-expanded', 'true');
    await expect(second).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(second!);
    await expect(second).toHaveAttribute('aria-expanded', 'true');
  },
};

export const AllClosed: Story = { args: { expandFirst: false } };
