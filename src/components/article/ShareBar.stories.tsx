import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { uiStrings } from '../../content/ui';
import { uiStrings as nepaliUi } from '../../content/ne/ui';
import { blogPosts } from '../../content/blog/posts';
import { blogPosts as nepaliPosts } from '../../content/ne/blog/posts';
import { site } from '../../content/site';
import { ShareBar } from './ShareBar';

const title = blogPosts.find((post) => post.id === 'ai-agents-guide')?.title ?? '';
const nepaliTitle = nepaliPosts.find((post) => post.id === 'ai-agents-guide')?.title ?? '';
const url = `${site.origin}/blog/ai-agents-guide`;
const nepaliUrl = `${site.origin}/ne/blog/ai-agents-guide`;

/**
 * The end of an article: each network's own share page as a plain link (nothing of theirs loads
 * until pressed), copy-link with a toast, and the device's share sheet where the browser has one.
 */
const meta = {
  title: 'Blog/ShareBar',
  component: ShareBar,
  parameters: { layout: 'padded' },
  args: { url, title, strings: uiStrings.share },
} satisfies Meta<typeof ShareBar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: uiStrings.share.heading })).toBeVisible();
    const facebook = canvas.getByRole('link', { name: 'Facebook' });
    await expect(facebook).toHaveAttribute(
      'href',
      `https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(url)}`,
    );
    await expect(facebook).toHaveAttribute('rel', 'noopener noreferrer');
    await expect(facebook).toHaveAttribute('target', '_blank');
    await expect(canvas.getByRole('link', { name: 'Viber' })).not.toHaveAttribute('target');
    await expect(canvas.getByRole('button', { name: uiStrings.share.copyLink })).toBeEnabled();
  },
};

export const Nepali: Story = {
  globals: { locale: 'ne' },
  args: { url: nepaliUrl, title: nepaliTitle, strings: nepaliUi.share },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: nepaliUi.share.heading })).toBeVisible();
    const whatsapp = canvas.getByRole('link', { name: 'WhatsApp' });
    const text = new URL(whatsapp.getAttribute('href') ?? '').searchParams.get('text');
    await expect(text).toBe(`${nepaliTitle} ${nepaliUrl}`);
  },
};
