import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { homeContent } from '../../content/home';
import { servicesContent } from '../../content/services';
import { CardGrid } from './CardGrid';
import { FeatureCard } from './FeatureCard';
import { IndustryCard } from './IndustryCard';
import { TestimonialCard } from './TestimonialCard';
import { checkedOnPages } from '../../../.storybook/checkedOnPages';

const meta = {
  title: 'Sections/CardGrid',
  component: CardGrid,
  parameters: { ...checkedOnPages, layout: 'padded' },
  args: { columns: 3, children: null },
} satisfies Meta<typeof CardGrid>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ThreeColumns: Story = {
  render: (args) => (
    <CardGrid {...args}>
      {servicesContent.industries.items.map((industry) => (
        <IndustryCard key={industry.name} industry={industry} />
      ))}
    </CardGrid>
  ),
  play: async ({ canvasElement }) => {
    const grid = canvasElement.querySelector('ul');
    await expect(grid?.children).toHaveLength(servicesContent.industries.items.length);
  },
};

export const TwoColumns: Story = {
  args: { columns: 2 },
  render: (args) => (
    <CardGrid {...args}>
      {homeContent.whyChoose.items.slice(0, 4).map((feature) => (
        <FeatureCard key={feature.title} feature={feature} />
      ))}
    </CardGrid>
  ),
};

export const OneColumnOnTablets: Story = {
  args: { columns: 3, tabletColumns: 1 },
  render: (args) => (
    <CardGrid {...args}>
      {homeContent.testimonials.items.map((testimonial) => (
        <TestimonialCard key={testimonial.name} testimonial={testimonial} />
      ))}
    </CardGrid>
  ),
};
