import { useEffect, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { HeroBackgroundVideo } from './HeroBackgroundVideo';
import { HeroVideoControl, type HeroVideoLabels } from './HeroVideoControl';
import { useBackgroundVideoAllowed } from './useBackgroundVideo';

export type { HeroVideoLabels };

export interface HeroVideoProps {
  labels: HeroVideoLabels;
  /** For stories and tests: never create the video element. */
  disableVideo?: boolean;
}

/**
 * The attribute of the empty place the hero keeps for the video's button: above the scrim and outside
 * the background layer, which is hidden from assistive technology.
 */
export const heroVideoControlSlot = 'data-hero-video-control';

/**
 * The layer over the home hero's still image where the quiet looping video plays, once the page is
 * idle and only where motion is welcome. `data-hero-media` says which of the two the visitor sees.
 * While the video plays, or after the visitor paused it, a button in the hero's corner pauses and
 * plays it; a pause brings the still image back, as any pause does.
 */
export function HeroVideo({ labels, disableVideo = false }: HeroVideoProps) {
  const videoAllowed = useBackgroundVideoAllowed() && !disableVideo;
  const [playing, setPlaying] = useState(false);
  const [pausedByVisitor, setPausedByVisitor] = useState(false);
  const layer = useRef<HTMLDivElement>(null);
  const video = useRef<HTMLVideoElement | null>(null);
  // Found after hydration, so the server's markup and the first client render stay the same.
  const [slot, setSlot] = useState<Element | null>(null);
  useEffect(() => {
    if (!videoAllowed) return;
    setSlot(layer.current?.closest('section')?.querySelector(`[${heroVideoControlSlot}]`) ?? null);
  }, [videoAllowed]);

  const toggle = () => {
    const element = video.current;
    if (!element) return;
    if (playing) {
      setPausedByVisitor(true);
      element.pause();
    } else {
      setPausedByVisitor(false);
      // A refused play() leaves the still image; the button stays to try again.
      element.play().catch(() => setPausedByVisitor(true));
    }
  };

  const showControl = videoAllowed && slot !== null && (playing || pausedByVisitor);
  return (
    // Plain elements, no MUI: the island hydrates with React alone (see HeroVideo.island.tsx).
    <div
      ref={layer}
      data-hero-media={videoAllowed && playing ? 'video' : 'image'}
      style={{ position: 'absolute', inset: 0 }}
    >
      {videoAllowed ? (
        <HeroBackgroundVideo playing={playing} onPlayingChange={setPlaying} videoRef={video} />
      ) : null}
      {showControl
        ? createPortal(<HeroVideoControl playing={playing} labels={labels} onToggle={toggle} />, slot)
        : null}
    </div>
  );
}
