import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import Box from '@mui/material/Box';
import { homeContent } from '../../content/home';
import type { Testimonial } from '../../content/types';
import { TestimonialCard } from './TestimonialCard';
import { checkedOnPages } from '../../../.storybook/checkedOnPages';

const [first, second, third] = homeContent.testimonials.items as [Testimonial, Testimonial, Testimonial];

const meta = {
  title: 'Sections/TestimonialCard',
  component: TestimonialCard,
  parameters: { ...checkedOnPages, layout: 'padded' },
  decorators: [
    (Story) => (
      <Box sx={{ maxWidth: 380 }}>
        <Story />
      </Box>
    ),
  ],
  args: { testimonial: first },
} satisfies Meta<typeof TestimonialCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const BusinessOwner: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: 'Rated 5 out of 5' })).toBeVisible();
    await expect(canvas.getByText(first.name)).toBeVisible();
  },
};

export const Founder: Story = { args: { testimonial: second } };

export const Student: Story = { args: { testimonial: third } };

export const ShortQuote: Story = {
  args: {
    testimonial: {
      name: 'Ramesh',
      role: 'Shop owner, Biratnagar',
      content: 'Simple, useful and explained in plain Nepali.',
      rating: 5,
    },
  },
};
