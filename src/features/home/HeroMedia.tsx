import { useState } from 'react';
import Box from '@mui/material/Box';
import { ResponsiveImage } from '../../components/media/ResponsiveImage';
import type { ImageRef } from '../../content/types';
import { island } from '../../lib/islands/Island';
import { HeroBackgroundVideo } from './HeroBackgroundVideo';
import { heroScrim } from './heroOverlay';
import { useBackgroundVideoAllowed } from './useBackgroundVideo';

export interface HeroMediaProps {
  image?: ImageRef;
  /** For stories and tests: never create the video element. */
  disableVideo?: boolean;
}

/**
 * Behind the home hero's text: the still image (the largest contentful paint), which a quiet looping
 * video replaces once the page is idle and the video really plays, under a scrim that keeps the text
 * readable on either.
 */
export function HeroMedia({ image, disableVideo = false }: HeroMediaProps) {
  const videoAllowed = useBackgroundVideoAllowed() && !disableVideo;
  const [playing, setPlaying] = useState(false);

  return (
    <Box
      aria-hidden
      data-hero-media={videoAllowed && playing ? 'video' : 'image'}
      sx={{ position: 'absolute', inset: 0, zIndex: -1 }}
    >
      {image ? (
        <ResponsiveImage
          image={image}
          sizes="100vw"
          priority
          cover
          sx={{ position: 'absolute', inset: 0, width: '100%', height: '100%' }}
        />
      ) : null}
      {videoAllowed ? <HeroBackgroundVideo playing={playing} onPlayingChange={setPlaying} /> : null}
      <Box sx={{ position: 'absolute', inset: 0, backgroundImage: heroScrim }} />
    </Box>
  );
}

export const HeroMediaIsland = island('HeroMedia', HeroMedia);
