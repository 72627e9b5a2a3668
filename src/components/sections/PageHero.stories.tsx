import type { Meta, StoryObj } from '@storybook/react-vite';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import RequestQuoteOutlined from '@mui/icons-material/RequestQuoteOutlined';
import { expect } from 'storybook/test';
import { academyContent } from '../../content/academy';
import { pricingContent } from '../../content/pricing';
import { servicesContent } from '../../content/services';
import { solutionPages } from '../../content/solutions';
import { PageHero } from './PageHero';
import { checkedOnPages } from '../../../.storybook/checkedOnPages';

const marketing = solutionPages['marketing-automation'];

const meta = {
  title: 'Sections/PageHero',
  parameters: checkedOnPages,
  component: PageHero,
  tags: ['autodocs'],
  args: { hero: servicesContent.hero },
} satisfies Meta<typeof PageHero>;

export default meta;
type Story = StoryObj<typeof meta>;

/** An inner page's opening band: the page's only h1, the subtitle and its two actions. */
export const WithActions: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(servicesContent.hero.title);
    // "Learn More" carries visually hidden context words for screen readers and crawlers.
    await expect(canvas.getAllByRole('link').map((link) => link.textContent)).toEqual([
      'Get Started',
      'Learn More about our business solutions',
    ]);
  },
};

/** The eyebrow chip above the title, e.g. to say the Academy is not open yet. */
export const WithEyebrow: Story = {
  args: { hero: academyContent.hero },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(academyContent.hero.eyebrow ?? '')).toBeVisible();
  },
};

/** Solution pages add a breadcrumb trail above the title. */
export const WithBreadcrumbs: Story = {
  args: { hero: marketing.hero, breadcrumbs: marketing.breadcrumbs },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('navigation', { name: 'Breadcrumb' })).toBeVisible();
  },
};

/** Title and subtitle only (the blog index): no empty gap is left where the buttons would be. */
export const TitleOnly: Story = {
  args: { hero: { title: 'AI Insights Blog', subtitle: servicesContent.hero.subtitle } },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('link')).toBeNull();
  },
};

/** Extra content under the actions: the Pricing page's quote note. */
export const WithExtraContent: Story = {
  args: {
    hero: { ...pricingContent.hero, actions: pricingContent.actions },
    children: (
      <Box
        sx={(theme) => ({
          mt: 4,
          p: 2.5,
          maxWidth: 640,
          display: 'flex',
          gap: 1.5,
          borderRadius: '14px',
          border: `1px solid ${theme.vars.palette.divider}`,
          backgroundColor: theme.vars.palette.background.paper,
        })}
      >
        <RequestQuoteOutlined aria-hidden color="primary" />
        <Typography variant="body2">{pricingContent.quoteNote}</Typography>
      </Box>
    ),
  },
};

export const OnAPhone: Story = {
  args: { hero: marketing.hero, breadcrumbs: marketing.breadcrumbs },
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth);
  },
};
