import type { Meta, StoryObj } from '@storybook/react-vite';
import Stack from '@mui/material/Stack';
import { expect } from 'storybook/test';
import { BrandMark } from './BrandMark';
import { checkedOnPages } from '../../../.storybook/checkedOnPages';

const meta = {
  title: 'Brand/BrandMark',
  component: BrandMark,
  parameters: { ...checkedOnPages, layout: 'centered' },
  args: { size: 32 },
  argTypes: { size: { control: { type: 'range', min: 16, max: 256, step: 8 } } },
} satisfies Meta<typeof BrandMark>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The mark is decorative: whatever sits next to it (the Logo link) carries the name. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const svg = canvasElement.querySelector('svg');
    await expect(svg).toHaveAttribute('aria-hidden', 'true');
    await expect(svg?.getBoundingClientRect().width).toBe(32);
  },
};

/** Favicon, header and hero sizes side by side; each instance keeps its own gradient id. */
export const Sizes: Story = {
  render: () => (
    <Stack direction="row" spacing={3} sx={{ alignItems: 'flex-end' }}>
      {[16, 32, 48, 96].map((size) => (
        <BrandMark key={size} size={size} />
      ))}
    </Stack>
  ),
  play: async ({ canvasElement }) => {
    const gradientIds = Array.from(canvasElement.querySelectorAll('linearGradient')).map(
      (gradient) => gradient.id,
    );
    await expect(new Set(gradientIds).size).toBe(4);
  },
};
