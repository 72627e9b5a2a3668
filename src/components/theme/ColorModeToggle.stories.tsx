import { useEffect, useRef } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { parseColor } from '../../../theme/contrast';
import { theme } from '../../../theme/theme';
import { uiStrings } from '../../content/ui';
import { installColorModeToggle } from '../../lib/colorMode/colorModeToggle';
import { ColorModeToggle, type ColorModeToggleProps } from './ColorModeToggle';

/** The toggle with the script the site's loader runs for it (src/lib/colorMode/colorModeToggle.ts). */
function WiredToggle(props: ColorModeToggleProps) {
  const wrapper = useRef<HTMLSpanElement>(null);
  useEffect(() => {
    const button = wrapper.current?.querySelector('button');
    if (button) installColorModeToggle(button, { document, window });
  }, []);
  return (
    <span ref={wrapper}>
      <ColorModeToggle {...props} />
    </span>
  );
}

const meta = {
  title: 'Theme/ColorModeToggle',
  component: ColorModeToggle,
  render: (args) => <WiredToggle {...args} />,
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

/**
 * Starts in the toolbar's scheme; a click switches the html attribute and with it the painted CSS
 * variables and the button's face, and a second click switches back.
 */
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

    await userEvent.click(canvas.getByRole('button', { name: `Switch to ${start} theme` }));
    await waitFor(() => expect(html).toHaveAttribute('data-color-scheme', start));
    await expect(getComputedStyle(document.body).backgroundColor).toBe(paintedBackground(start));
  },
};
