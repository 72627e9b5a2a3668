import type { Meta, StoryObj } from '@storybook/react-vite';
import Stack from '@mui/material/Stack';
import AutoAwesomeOutlined from '@mui/icons-material/AutoAwesomeOutlined';
import SupportAgentOutlined from '@mui/icons-material/SupportAgentOutlined';
import { expect } from 'storybook/test';
import type { AccentColor } from '../../content/types';
import { IconTile } from './IconTile';
import { checkedOnPages } from '../../../.storybook/checkedOnPages';

const meta = {
  title: 'Sections/IconTile',
  parameters: checkedOnPages,
  component: IconTile,
  tags: ['autodocs'],
  args: { icon: AutoAwesomeOutlined, accent: 'primary', size: 48 },
  argTypes: {
    accent: { control: 'select', options: ['primary', 'secondary', 'success', 'info', 'warning', 'error'] },
    size: { control: 'select', options: [44, 48, 52, 56] },
  },
} satisfies Meta<typeof IconTile>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    // Decorative: hidden from assistive technology, the card's text carries the meaning.
    await expect(canvasElement.querySelector('[aria-hidden="true"]')).not.toBeNull();
  },
};

const accents: readonly AccentColor[] = ['primary', 'secondary', 'success', 'info', 'warning', 'error'];

export const EveryAccentAndSize: Story = {
  render: () => (
    <Stack spacing={2}>
      {([44, 48, 52, 56] as const).map((size) => (
        <Stack key={size} direction="row" spacing={2}>
          {accents.map((accent) => (
            <IconTile key={accent} icon={SupportAgentOutlined} accent={accent} size={size} />
          ))}
        </Stack>
      ))}
    </Stack>
  ),
};
