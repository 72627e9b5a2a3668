import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { consultationContent as content } from '../../content/consultation';
import { TalkInstead } from './TalkInstead';
import { checkedOnPages } from '../../../.storybook/checkedOnPages';

const meta = {
  title: 'Features/Consultation/TalkInstead',
  component: TalkInstead,
  tags: ['autodocs'],
  parameters: { ...checkedOnPages, layout: 'padded' },
} satisfies Meta<typeof TalkInstead>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Beside the form, under "What happens next": call or WhatsApp for those who would rather talk. */
export const Default: Story = {
  play: async ({ canvas }) => {
    const section = canvas.getByRole('region', { name: content.talkInstead.title });
    const links = within(section).getAllByRole('link');
    await expect(links.map((link) => link.getAttribute('href'))).toEqual(
      content.talkInstead.links.map((link) => link.href),
    );
    await expect(links[0]?.getAttribute('href')).toMatch(/^tel:\+\d+$/);
    await expect(links[1]?.getAttribute('href')).toMatch(/^https:\/\/wa\.me\/\d+\?text=/);
  },
};

export const OnAPhone: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
};
