import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { site } from '../../content/site';
import { uiStrings } from '../../content/ui';
import { Logo } from './Logo';
import { checkedOnPages } from '../../../.storybook/checkedOnPages';

const meta = {
  title: 'Brand/Logo',
  component: Logo,
  parameters: { ...checkedOnPages, layout: 'centered' },
  args: { label: uiStrings.homeLink },
} satisfies Meta<typeof Logo>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Mark plus wordmark; one link home whose accessible name says where it goes. */
export const Default: Story = {
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', { name: `${site.name} home` });
    await expect(link).toHaveAttribute('href', '/');
    await expect(link).toHaveTextContent(site.name);
  },
};
