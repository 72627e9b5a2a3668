import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { LanguageLink } from './LanguageLink';
import { checkedOnPages } from '../../../.storybook/checkedOnPages';

/**
 * The header's switch to the same page in the other language: a plain link named in its own language
 * and marked with `lang` and `hreflang`; its tooltip is written in that language too.
 */
const meta = {
  title: 'Layout/LanguageLink',
  component: LanguageLink,
  tags: ['autodocs'],
  parameters: { ...checkedOnPages, layout: 'centered' },
  args: {
    destination: { href: '/ne/pricing', locale: 'ne', hint: 'यो पृष्ठ नेपालीमा पढ्नुहोस्' },
  },
} satisfies Meta<typeof LanguageLink>;

export default meta;
type Story = StoryObj<typeof meta>;

/** On an English page: leads to the Nepali twin. */
export const ToNepali: Story = {
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', { name: 'नेपाली' });
    await expect(link).toHaveAttribute('href', '/ne/pricing');
    await expect(link).toHaveAttribute('hreflang', 'ne');
    await expect(link).toHaveAttribute('lang', 'ne');
  },
};

/** On a Nepali page: leads back to English. */
export const ToEnglish: Story = {
  args: { destination: { href: '/pricing', locale: 'en', hint: 'Read this page in English' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'English' })).toHaveAttribute('lang', 'en');
  },
};

/** Between 900 and 1200 px the header shows the icon alone; the link keeps its name. */
export const IconOnlyInTheHeader: Story = {
  args: { iconOnlyMd: true },
  globals: { viewport: { value: 'tablet', isRotated: true } },
};
