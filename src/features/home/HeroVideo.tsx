import { useState } from 'react';
import { HeroBackgroundVideo } from './HeroBackgroundVideo';
import { useBackgroundVideoAllowed } from './useBackgroundVideo';

export interface HeroVideoProps {
  /** For stories and tests: never create the video element. */
  disableVideo?: boolean;
}

/**
 * The layer over the home hero's still image where the quiet looping video plays, once the page is
 * idle and only where motion is welcome. `data-hero-media` says which of the two the visitor sees.
 */
export function HeroVideo({ disableVideo = false }: HeroVideoProps) {
  const videoAllowed = useBackgroundVideoAllowed() && !disableVideo;
  const [playing, setPlaying] = useState(false);

  return (
    // Plain elements, no MUI: the island hydrates with React alone (see HeroVideo.island.tsx).
    <div
      data-hero-media={videoAllowed && playing ? 'video' : 'image'}
      style={{ position: 'absolute', inset: 0 }}
    >
      {videoAllowed ? <HeroBackgroundVideo playing={playing} onPlayingChange={setPlaying} /> : null}
    </div>
  );
}
