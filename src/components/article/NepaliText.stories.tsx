import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import Typography from '@mui/material/Typography';
import { aboutContent } from '../../content/company';
import { NepaliText } from './NepaliText';
import { checkedOnPages } from '../../../.storybook/checkedOnPages';

const meta = {
  title: 'Blog/NepaliText',
  component: NepaliText,
  parameters: { ...checkedOnPages, layout: 'padded' },
  decorators: [
    (Story) => (
      <Typography component="p" variant="subtitle1">
        <Story />
      </Typography>
    ),
  ],
  args: { text: aboutContent.nameStory.paragraphs[0] ?? '' },
} satisfies Meta<typeof NepaliText>;

export default meta;
type Story = StoryObj<typeof meta>;

export const InASentence: Story = {
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[lang="ne"]')).toHaveTextContent('रूपान्तरण');
  },
};

export const EnglishOnly: Story = { args: { text: 'No Devanagari in this sentence.' } };
