import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { consultationContent as content } from '../../content/consultation';
import { WhatHappensNext } from './WhatHappensNext';
import { checkedOnPages } from '../../../.storybook/checkedOnPages';

const meta = {
  title: 'Features/Consultation/WhatHappensNext',
  component: WhatHappensNext,
  tags: ['autodocs'],
  parameters: { ...checkedOnPages, layout: 'padded' },
} satisfies Meta<typeof WhatHappensNext>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Beside the form: three numbered steps that set expectations for after sending. */
export const Default: Story = {
  play: async ({ canvas }) => {
    const aside = canvas.getByRole('complementary', { name: content.whatHappensNext.title });
    const steps = within(aside).getAllByRole('listitem');
    await expect(steps.map((step) => step.textContent)).toEqual(
      content.whatHappensNext.steps.map((step, index) => `${index + 1}${step}`),
    );
    // The numbers are drawn, not read: the list itself is ordered.
    await expect(within(aside).getByRole('list').tagName).toBe('OL');
  },
};

export const OnAPhone: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
};
