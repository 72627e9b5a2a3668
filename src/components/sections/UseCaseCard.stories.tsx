import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import Box from '@mui/material/Box';
import { individualUseCasesContent } from '../../content/useCases';
import type { UseCase } from '../../content/types';
import { UseCaseCard } from './UseCaseCard';
import { checkedOnPages } from '../../../.storybook/checkedOnPages';

const [assistant, content] = individualUseCasesContent.useCases.items as [UseCase, UseCase];

const meta = {
  title: 'Sections/UseCaseCard',
  component: UseCaseCard,
  parameters: { ...checkedOnPages, layout: 'padded' },
  decorators: [
    (Story) => (
      <Box sx={{ maxWidth: 580 }}>
        <Story />
      </Box>
    ),
  ],
  args: { useCase: assistant },
} satisfies Meta<typeof UseCaseCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithExample: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: assistant.title })).toBeVisible();
    await expect(canvas.getByText('Example:')).toBeVisible();
  },
};

export const SecondaryAccent: Story = { args: { useCase: content, accent: 'secondary' } };

export const WithoutExample: Story = {
  args: { useCase: { title: assistant.title, description: assistant.description, icon: assistant.icon } },
};
