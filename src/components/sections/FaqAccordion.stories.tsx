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
    const first = canvas.getByRole('button', { name: questions[0]?.question });
    const second = canvas.getByRole('button', { name: questions[1]?.question });
    await expect(first).toHaveAttribute('aria-expanded', 'true');
    await expect(second).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(second);
    await expect(second).toHaveAttribute('aria-expanded', 'true');
  },
};

export const AllClosed: Story = { args: { expandFirst: false } };
