import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { HeroBackgroundVideo } from './HeroBackgroundVideo';

const meta = {
  title: 'Home/HeroBackgroundVideo',
  component: HeroBackgroundVideo,
  args: { playing: false, onPlayingChange: () => {} },
} satisfies Meta<typeof HeroBackgroundVideo>;

export default meta;
type Story = StoryObj<typeof meta>;

function Stage() {
  const [playing, setPlaying] = useState(false);
  return (
    <Box sx={{ position: 'relative', aspectRatio: '16 / 9', maxWidth: 960, bgcolor: '#080C1C' }}>
      <HeroBackgroundVideo playing={playing} onPlayingChange={setPlaying} />
      <Typography
        sx={{
          position: 'absolute',
          left: 16,
          bottom: 16,
          color: '#FFFFFF',
          bgcolor: 'rgba(8, 12, 28, 0.8)',
          px: 1,
        }}
      >
        {playing ? 'Playing: video shown' : 'Not playing: video transparent'}
      </Typography>
    </Box>
  );
}

/** Transparent until the `playing` event, then it fades in over whatever is behind it. */
export const FadesInWhenPlaying: Story = { render: () => <Stage /> };
