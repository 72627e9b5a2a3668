import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { parseColor } from '../../../theme/contrast';
import { theme } from '../../../theme/theme';
import { uiStrings } from '../../content/ui';
import { ColorModeToggle } from './ColorModeToggle';

const meta = {
  title: 'Theme/ColorModeToggle',
  component: ColorModeToggle,
  parameters: { layout: 'centered' },
  args: { labels: uiStrings.colorMode },
} satisfies Meta<typeof ColorModeToggle>;

export default meta;
type Story = StoryObj<typeof meta>;

/** What the page background must compute to in a scheme, straight from the theme object. */
function paintedBackground(scheme: 'light' | 'dark'): string {
  const hex = theme.colorSchemes[scheme]?.palette.background.default ?? '';
  const { r, g, b } = parseColor(hex);
  return `rgb(${r}, ${g}, ${b})`;
}

/** Starts in the toolbar's scheme; a click switches MUI's mode, the html attribute and the painted CSS variables. */
export const TogglesTheScheme: Story = {
  play: async ({ canvas, globals, userEvent }) => {
    const html = document.documentElement;
    const start = globals.theme === 'dark' ? 'dark' : 'light';
    const next = start === 'dark' ? 'light' : 'dark';

    await waitFor(() => expect(html).toHaveAttribute('data-color-scheme', start));
    await expect(getComputedStyle(document.body).backgroundColor).toBe(paintedBackground(start));

    await userEvent.click(canvas.getByRole('button', { name: `Switch to ${next} theme` }));

    await waitFor(() => expect(html).toHaveAttribute('data-color-scheme', next));
    await expect(getComputedStyle(document.body).backgroundColor).toBe(paintedBackground(next));
    await expect(canvas.getByRole('button', { name: `Switch to ${start} theme` })).toBeVisible();
  },
};
