import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { articleAuthors } from '../../content/blog/posts';
import { AuthorAvatar } from './AuthorAvatar';
import { checkedOnPages } from '../../../.storybook/checkedOnPages';

const meta = {
  title: 'Blog/AuthorAvatar',
  component: AuthorAvatar,
  parameters: { ...checkedOnPages, layout: 'centered' },
  args: { image: articleAuthors['Sujata Karki'], initials: 'SK' },
} satisfies Meta<typeof AuthorAvatar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: /Sujata Karki/ })).toBeVisible();
  },
};

export const Large: Story = { args: { image: articleAuthors['Bibek Thapa'], initials: 'BT', size: 96 } };

/** On a Nepali page the letters are Devanagari: the picture itself carries none. */
export const NepaliInitials: Story = {
  args: { image: articleAuthors['Bibek Thapa'], initials: 'वि', size: 56 },
  play: async ({ canvasElement }) => {
    await expect(canvasElement).toHaveTextContent('वि');
    await expect(canvasElement).not.toHaveTextContent(/[A-Z]/);
  },
};

export const TeamEmblem: Story = {
  args: { image: articleAuthors['Rupantaran AI Team'], initials: undefined, size: 56 },
};

/** Beside a printed name the picture is hidden from assistive technology. */
export const Decorative: Story = {
  args: { decorative: true },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('img')).toHaveAttribute('alt', '');
  },
};
