import type { Meta, StoryObj } from '@storybook/react-vite';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { expect, waitFor } from 'storybook/test';
import { mainContentId, SkipLink } from './SkipLink';

const meta = {
  title: 'Layout/SkipLink',
  component: SkipLink,
  render: () => (
    <>
      <SkipLink />
      <Box component="main" id={mainContentId} tabIndex={-1} sx={{ p: 4, pt: 10 }}>
        <Typography component="h1" variant="h4">
          Main content
        </Typography>
        <Typography>Press Tab once: the skip link appears above this text.</Typography>
      </Box>
    </>
  ),
} satisfies Meta<typeof SkipLink>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Hidden above the viewport until focused; the first Tab brings it into view. */
export const ShownOnFocus: Story = {
  play: async ({ canvas, userEvent }) => {
    const link = canvas.getByRole('link', { name: 'Skip to main content' });
    await expect(link).toHaveAttribute('href', `#${mainContentId}`);
    await expect(link.getBoundingClientRect().bottom).toBeLessThanOrEqual(0);

    await userEvent.tab();
    await expect(link).toHaveFocus();
    await waitFor(() => expect(link.getBoundingClientRect().top).toBeGreaterThanOrEqual(0));
  },
};
