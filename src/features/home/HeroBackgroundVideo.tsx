import { useCallback, useEffect, type RefObject } from 'react';
import { heroVideo } from '../../content/media-manifest';

export interface HeroBackgroundVideoProps {
  /** Whether frames are actually being shown; the still image underneath shows otherwise. */
  playing: boolean;
  onPlayingChange: (playing: boolean) => void;
  /** Set to the <video> element, for a control that pauses and plays it. */
  videoRef?: RefObject<HTMLVideoElement | null>;
}

/** Twice the theme's standard transition: the image and the video cross slowly. */
const fadeMs = 600;

/** Fallbacks are silent for the visitor; the reason goes to the console for whoever is debugging. */
function reportFailure(reason: string) {
  console.warn(`Hero video unavailable (${reason}); showing the still image instead.`);
}

/**
 * The muted, looping background video of the home hero. It is transparent until it really plays
 * (the `playing` event), and fades back out on pause, end or error so the still image returns.
 * Decorative: hidden from assistive technology and never focusable.
 */
export function HeroBackgroundVideo({ playing, onPlayingChange, videoRef }: HeroBackgroundVideoProps) {
  // Hands the element to the control, and mutes it before the first play attempt: browsers only
  // autoplay muted video.
  const setUpVideo = useCallback(
    (video: HTMLVideoElement | null) => {
      if (videoRef) videoRef.current = video;
      if (!video) return;
      video.muted = true;
      video.defaultMuted = true;
    },
    [videoRef],
  );

  // A removed video (reduced motion switched on) must not leave the hero thinking it still plays.
  useEffect(() => () => onPlayingChange(false), [onPlayingChange]);

  return (
    <video
      ref={setUpVideo}
      aria-hidden
      tabIndex={-1}
      muted
      autoPlay
      loop
      playsInline
      preload="auto"
      poster={heroVideo.poster}
      width={heroVideo.width}
      height={heroVideo.height}
      data-playing={playing ? 'true' : 'false'}
      onPlaying={() => onPlayingChange(true)}
      onPause={() => onPlayingChange(false)}
      onEnded={() => onPlayingChange(false)}
      onError={(event) => {
        // React passes <source> errors up to here too; those are handled on the last <source>.
        if (event.target !== event.currentTarget) return;
        const { error } = event.currentTarget;
        reportFailure(
          error ? `media error ${error.code}${error.message ? `: ${error.message}` : ''}` : 'error',
        );
        onPlayingChange(false);
      }}
      // Inline styles, not MUI's: the hero's island hydrates without the theme's code.
      style={{
        position: 'absolute',
        inset: 0,
        width: '100%',
        height: '100%',
        objectFit: 'cover',
        pointerEvents: 'none',
        // Opacity rather than visibility: a visibility-hidden video may never be allowed to start.
        opacity: playing ? 1 : 0,
        transition: `opacity ${fadeMs}ms ease-out`,
      }}
    >
      <source src={heroVideo.webm} type="video/webm" />
      {/* The last source failing means no source worked: the <video> itself fires no error then. */}
      <source
        src={heroVideo.mp4}
        type="video/mp4"
        onError={() => {
          reportFailure('no playable source');
          onPlayingChange(false);
        }}
      />
    </video>
  );
}
