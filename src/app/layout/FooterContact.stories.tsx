import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { site } from '../../content/site';
import { uiStrings } from '../../content/ui';
import { FooterContact } from './FooterContact';
import { checkedOnPages } from '../../../.storybook/checkedOnPages';

const meta = {
  title: 'Layout/Footer/Contact',
  parameters: checkedOnPages,
  component: FooterContact,
  tags: ['autodocs'],
  args: { labels: uiStrings.footerContact },
} satisfies Meta<typeof FooterContact>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * The footer's contact line: the company phone as a tap-to-call link, then one icon link per social
 * profile in the site config (src/content/siteConfig.ts), each named after its network.
 */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: site.phone })).toHaveAttribute(
      'href',
      expect.stringMatching(/^tel:\+\d+$/),
    );
    await expect(canvas.getAllByRole('link')).toHaveLength(1 + site.socialProfiles.length);
  },
};
