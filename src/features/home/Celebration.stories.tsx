import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { Celebration } from './Celebration';

const meta = {
  title: 'Home/Celebration',
  component: Celebration,
  parameters: { layout: 'centered' },
} satisfies Meta<typeof Celebration>;

export default meta;
type Story = StoryObj<typeof meta>;

function Replayable() {
  const [round, setRound] = useState(0);
  return (
    <Box sx={{ display: 'grid', placeItems: 'center', gap: 4, p: 8 }}>
      <Box sx={{ position: 'relative', width: 40, height: 40, borderRadius: '50%', bgcolor: 'primary.main' }}>
        <Celebration key={round} />
      </Box>
      <Button variant="outlined" onClick={() => setRound((current) => current + 1)}>
        Celebrate again
      </Button>
    </Box>
  );
}

/** A short burst around a step icon; decorative and hidden from assistive technology. */
export const Burst: Story = {
  render: () => <Replayable />,
  play: async ({ canvasElement }) => {
    const burst = canvasElement.querySelector('[data-celebration]');
    await expect(burst).toHaveAttribute('aria-hidden', 'true');
  },
};
