import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { articleCta } from '../../content/blog/posts';
import { homeContent } from '../../content/home';
import { servicesContent } from '../../content/services';
import { CtaBanner } from './CtaBanner';
import { checkedOnPages } from '../../../.storybook/checkedOnPages';

const meta = {
  title: 'Sections/CtaBanner',
  parameters: checkedOnPages,
  component: CtaBanner,
  tags: ['autodocs'],
  args: { cta: homeContent.closingCta, headingId: 'cta-heading' },
} satisfies Meta<typeof CtaBanner>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * The closing call to action of most pages. The panel is a fixed dark brand gradient in both colour
 * schemes, so its text and buttons use fixed light colours (the one place colours are hard-coded).
 */
export const SingleAction: Story = {
  play: async ({ canvas }) => {
    const region = canvas.getByRole('region', { name: homeContent.closingCta.title });
    await expect(region).toBeVisible();
    await expect(
      canvas.getByRole('heading', { level: 2, name: homeContent.closingCta.title }),
    ).toHaveAttribute('id', 'cta-heading');
    await expect(canvas.getByRole('link', { name: 'Book Your Free Consultation' })).toHaveAttribute(
      'href',
      '/consultation',
    );
  },
};

/** A primary and a secondary action, as on the Services page. */
export const TwoActions: Story = {
  args: { cta: servicesContent.cta },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual([
      '/consultation',
      '/use-cases/business',
    ]);
  },
};

/** Below a blog article; the heading id is set so it stays unique beside the article's own headings. */
export const AfterAnArticle: Story = {
  args: { cta: articleCta, headingId: 'article-cta-heading' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region', { name: articleCta.title })).toHaveAttribute(
      'aria-labelledby',
      'article-cta-heading',
    );
  },
};

export const OnAPhone: Story = {
  args: { cta: servicesContent.cta },
  globals: { viewport: { value: 'phone', isRotated: false } },
};
