import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import Box from '@mui/material/Box';
import { servicesContent } from '../../content/services';
import type { ConsultingOffer, ServiceCard as ServiceCardContent } from '../../content/types';
import { ServiceCard } from './ServiceCard';
import { checkedOnPages } from '../../../.storybook/checkedOnPages';

const [chatbots] = servicesContent.automation.items as [ServiceCardContent];
const [strategy, development, support] = servicesContent.consulting.items as [
  ConsultingOffer,
  ConsultingOffer,
  ConsultingOffer,
];

const cardWidth: Decorator = (Story) => (
  <Box sx={{ maxWidth: 420 }}>
    <Story />
  </Box>
);

const meta = {
  title: 'Sections/ServiceCard',
  component: ServiceCard,
  parameters: { ...checkedOnPages, layout: 'padded' },
  decorators: [cardWidth],
  args: { service: chatbots },
} satisfies Meta<typeof ServiceCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** An automation service: what it does and what it includes. */
export const AutomationService: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: chatbots.title })).toBeVisible();
    await expect(canvas.getAllByRole('listitem')).toHaveLength(chatbots.features.length);
  },
};

/** A consulting offer adds its timeline chip and deliverables. */
export const ConsultingOfferWithTimeline: Story = {
  args: { service: strategy },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('2-4 weeks')).toBeVisible();
    await expect(canvas.getByRole('heading', { name: 'Deliverables' })).toBeVisible();
  },
};

export const LongerEngagement: Story = { args: { service: development, accent: 'secondary' } };

export const OngoingSupport: Story = { args: { service: support, accent: 'success' } };
