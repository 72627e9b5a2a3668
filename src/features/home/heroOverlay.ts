/**
 * The scrim between the hero's moving background and its white text. The image and video are dark,
 * but the text must stay readable over *any* frame, so the guarantee is computed against a pure-white
 * pixel: wherever text can sit, the scrim is at least `minTextAlpha` of `ink` (checked in the test).
 */
export const heroText = { title: '#FFFFFF', subtitle: '#DCE3FF', eyebrow: '#FFC861' } as const;

const ink = '8, 12, 28';

/** The least opaque the scrim may be behind text. */
export const minTextAlpha = 0.7;

interface Stop {
  alpha: number;
  at: number;
}

const layer = (direction: string, stops: readonly Stop[]) =>
  `linear-gradient(${direction}, ${stops.map(({ alpha, at }) => `rgba(${ink}, ${alpha}) ${at}%`).join(', ')})`;

/**
 * Phones: text spans the full width, so the whole scrim stays at or above the minimum.
 * Wide screens: text sits in the left ~60 %, so only the right edge (pure scenery) may lighten.
 */
export const heroScrimStops = {
  phone: [
    { alpha: 0.76, at: 0 },
    { alpha: minTextAlpha, at: 45 },
    { alpha: 0.84, at: 100 },
  ],
  wide: [
    { alpha: 0.86, at: 0 },
    { alpha: 0.74, at: 62 },
    { alpha: 0.42, at: 100 },
  ],
} as const satisfies Record<string, readonly Stop[]>;

/** The share of the width (in %) that text may occupy on wide screens. */
export const wideTextExtent = 62;

export const heroScrim = {
  xs: layer('180deg', heroScrimStops.phone),
  md: `${layer('90deg', heroScrimStops.wide)}, linear-gradient(180deg, transparent 60%, rgba(${ink}, 0.5) 100%)`,
};

/** The scrim's colour at a given opacity, for the contrast check. */
export function scrimColour(alpha: number): string {
  return `rgba(${ink}, ${alpha})`;
}
