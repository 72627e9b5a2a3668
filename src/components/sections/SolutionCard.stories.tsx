import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import Box from '@mui/material/Box';
import { solutionCards } from '../../content/solutions';
import type { SolutionCard as SolutionCardContent } from '../../content/types';
import { SolutionCard } from './SolutionCard';
import { checkedOnPages } from '../../../.storybook/checkedOnPages';

const [customerService, marketing, onboarding, supplyChain, analytics] = solutionCards as [
  SolutionCardContent,
  SolutionCardContent,
  SolutionCardContent,
  SolutionCardContent,
  SolutionCardContent,
];

/** One card at the width it has in a three-column grid. */
const cardWidth: Decorator = (Story) => (
  <Box sx={{ maxWidth: 360 }}>
    <Story />
  </Box>
);

const meta = {
  title: 'Sections/SolutionCard',
  component: SolutionCard,
  parameters: { ...checkedOnPages, layout: 'padded' },
  args: { solution: customerService },
} satisfies Meta<typeof SolutionCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Primary: Story = {
  decorators: [cardWidth],
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: customerService.title })).toHaveAttribute(
      'href',
      customerService.pageUrl,
    );
  },
};

export const Secondary: Story = { args: { solution: marketing }, decorators: [cardWidth] };

export const Success: Story = { args: { solution: onboarding }, decorators: [cardWidth] };

export const Warning: Story = { args: { solution: supplyChain }, decorators: [cardWidth] };

export const Info: Story = { args: { solution: analytics }, decorators: [cardWidth] };

export const Compact: Story = { args: { solution: analytics, variant: 'compact' }, decorators: [cardWidth] };

export const AllFive: Story = {
  render: () => (
    <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: 'repeat(auto-fill, minmax(260px, 1fr))' }}>
      {solutionCards.map((solution) => (
        <SolutionCard key={solution.id} solution={solution} />
      ))}
    </Box>
  ),
};
