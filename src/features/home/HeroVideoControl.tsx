import { useState } from 'react';

/** The Pause/Play button's accessible names, in the page's language. */
export interface HeroVideoLabels {
  pause: string;
  play: string;
}

export interface HeroVideoControlProps {
  /** Whether the video is playing now: the button then offers to pause it. */
  playing: boolean;
  labels: HeroVideoLabels;
  onToggle: () => void;
}

/** Two bars and a triangle, drawn here: the island carries no icon library. */
const pauseIcon = 'M7 5h3.5v14H7zM13.5 5H17v14h-3.5z';
const playIcon = 'M8 5.5v13l10.5-6.5z';

/**
 * The background video's Pause/Play button (WCAG 2.2.2: moving content that starts by itself and
 * lasts over five seconds needs a way to stop it). A round, translucent button in the hero's corner,
 * 44 px for a finger, white on the dark hero in either colour scheme. Inline styles, as the island
 * has no theme: keyboard focus is followed by hand, since an inline style cannot say :focus-visible,
 * and drawn as a white ring clear of the button (the browser's own barely showed on the dark hero).
 */
export function HeroVideoControl({ playing, labels, onToggle }: HeroVideoControlProps) {
  const name = playing ? labels.pause : labels.play;
  const [keyboardFocus, setKeyboardFocus] = useState(false);
  return (
    <button
      type="button"
      onClick={onToggle}
      onFocus={(event) => setKeyboardFocus(event.currentTarget.matches(':focus-visible'))}
      onBlur={() => setKeyboardFocus(false)}
      aria-label={name}
      title={name}
      data-testid="hero-video-control"
      style={{
        display: 'grid',
        placeItems: 'center',
        width: 44,
        height: 44,
        padding: 0,
        borderRadius: '50%',
        border: '1px solid rgba(255, 255, 255, 0.7)',
        background: 'rgba(8, 12, 28, 0.65)',
        color: '#FFFFFF',
        cursor: 'pointer',
        outline: keyboardFocus ? '3px solid #FFFFFF' : 'none',
        outlineOffset: 3,
      }}
    >
      <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <path fill="currentColor" d={playing ? pauseIcon : playIcon} />
      </svg>
    </button>
  );
}
