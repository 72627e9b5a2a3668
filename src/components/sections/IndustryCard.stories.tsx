import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import Box from '@mui/material/Box';
import { servicesContent } from '../../content/services';
import type { Industry } from '../../content/types';
import { IndustryCard } from './IndustryCard';
import { checkedOnPages } from '../../../.storybook/checkedOnPages';

const [ecommerce, , , realEstate] = servicesContent.industries.items as [
  Industry,
  Industry,
  Industry,
  Industry,
];

const meta = {
  title: 'Sections/IndustryCard',
  component: IndustryCard,
  parameters: { ...checkedOnPages, layout: 'padded' },
  decorators: [
    (Story) => (
      <Box sx={{ maxWidth: 380 }}>
        <Story />
      </Box>
    ),
  ],
  args: { industry: ecommerce },
} satisfies Meta<typeof IndustryCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const FourUseCases: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: ecommerce.name })).toBeVisible();
    await expect(canvas.getAllByRole('listitem')).toHaveLength(ecommerce.use_cases.length);
  },
};

export const ThreeUseCases: Story = { args: { industry: realEstate, accent: 'secondary' } };

export const WithoutIcon: Story = {
  args: {
    industry: { name: 'Agriculture', use_cases: ['Crop price alerts by SMS', 'Cold-store stock reports'] },
  },
};
