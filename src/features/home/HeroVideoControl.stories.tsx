import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import Box from '@mui/material/Box';
import { uiStrings } from '../../content/ui';
import { uiStrings as nepaliUiStrings } from '../../content/ne/ui';
import { HeroVideoControl } from './HeroVideoControl';

const meta = {
  title: 'Home/HeroVideoControl',
  component: HeroVideoControl,
  // The hero's dark corner, where the button sits over the video or the still image.
  decorators: [
    (Story) => (
      <Box sx={{ display: 'flex', justifyContent: 'flex-end', p: 3, bgcolor: '#080C1C', maxWidth: 320 }}>
        <Story />
      </Box>
    ),
  ],
  args: { playing: true, labels: uiStrings.heroVideo, onToggle: fn() },
} satisfies Meta<typeof HeroVideoControl>;

export default meta;
type Story = StoryObj<typeof meta>;

/** While the video plays: two bars, named for what a press does. */
export const WhilePlaying: Story = {
  play: async ({ canvas, args, userEvent }) => {
    const button = canvas.getByRole('button', { name: 'Pause the background video' });
    await userEvent.click(button);
    await expect(args.onToggle).toHaveBeenCalledOnce();
  },
};

/** Paused by the visitor: the still image shows, and the button offers to play again. */
export const WhilePaused: Story = {
  args: { playing: false },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Play the background video' })).toBeVisible();
  },
};

/** Reached with the keyboard: a white ring clear of the button, plain on the dark hero. */
export const KeyboardFocus: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.tab();
    const button = canvas.getByRole('button', { name: 'Pause the background video' });
    await expect(button).toHaveFocus();
    await expect(button).toHaveStyle({ outlineStyle: 'solid', outlineWidth: '3px' });
  },
};

/** On Nepali pages the name is Nepali, like every label there. */
export const Nepali: Story = {
  args: { labels: nepaliUiStrings.heroVideo },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'पृष्ठभूमिको भिडियो रोक्नुहोस्' })).toBeVisible();
  },
};
