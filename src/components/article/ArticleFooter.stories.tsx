import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { articleBySlug } from '../../content/blog/fromFiles';
import { articleCta, blogArticles } from '../../content/blog/posts';
import { ArticleFooter } from './ArticleFooter';
import { checkedOnPages } from '../../../.storybook/checkedOnPages';

const article = articleBySlug(blogArticles, 'productivity-boost');

const meta = {
  title: 'Blog/ArticleFooter',
  parameters: checkedOnPages,
  component: ArticleFooter,
  args: { cta: articleCta },
} satisfies Meta<typeof ArticleFooter>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ConsultationOnly: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: /Book a Free Consultation/ })).toHaveAttribute(
      'href',
      '/consultation',
    );
  },
};

/** The productivity article ends with links to Contact, Services and the blog. */
export const WithBottomLinks: Story = {
  args: { links: article.bottomLinks },
  play: async ({ canvas }) => {
    const nav = canvas.getByRole('navigation', { name: 'Keep exploring' });
    await expect(nav).toBeVisible();
    for (const [name, href] of [
      ['Contact', '/contact'],
      ['Services', '/services'],
      ['Blog Home', '/blog'],
    ] as const) {
      await expect(canvas.getByRole('link', { name })).toHaveAttribute('href', href);
    }
  },
};
