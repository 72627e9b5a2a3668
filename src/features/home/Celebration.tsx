import type { CSSProperties } from 'react';
import Box from '@mui/material/Box';
import { keyframes } from '@mui/material/styles';
import type { Theme } from '@mui/material/styles';

type PieceColour = 'primary' | 'secondary' | 'highlight' | 'success';

interface Piece {
  /** Direction of flight in degrees (0 = right, -90 = up). */
  angle: number;
  distance: number;
  colour: PieceColour;
  shape: 'dot' | 'bar' | 'spark';
  delayMs: number;
  spin: number;
}

/**
 * Fixed, hand-spread pieces: deterministic, so the server and the browser draw the same thing.
 * They fan upwards and sideways, away from the step title below the icon.
 */
const pieces: readonly Piece[] = [
  { angle: -90, distance: 58, colour: 'highlight', shape: 'spark', delayMs: 0, spin: 90 },
  { angle: -60, distance: 66, colour: 'secondary', shape: 'bar', delayMs: 40, spin: 220 },
  { angle: -30, distance: 54, colour: 'primary', shape: 'dot', delayMs: 80, spin: 0 },
  { angle: 0, distance: 62, colour: 'success', shape: 'bar', delayMs: 20, spin: -180 },
  { angle: 15, distance: 50, colour: 'highlight', shape: 'dot', delayMs: 60, spin: 0 },
  { angle: -120, distance: 60, colour: 'primary', shape: 'spark', delayMs: 100, spin: 120 },
  { angle: -75, distance: 46, colour: 'secondary', shape: 'dot', delayMs: 30, spin: 0 },
  { angle: -165, distance: 58, colour: 'highlight', shape: 'bar', delayMs: 70, spin: 200 },
  { angle: -45, distance: 52, colour: 'success', shape: 'spark', delayMs: 10, spin: -90 },
  { angle: -180, distance: 64, colour: 'primary', shape: 'bar', delayMs: 90, spin: 160 },
  { angle: -150, distance: 50, colour: 'secondary', shape: 'spark', delayMs: 50, spin: 90 },
  { angle: -105, distance: 62, colour: 'highlight', shape: 'dot', delayMs: 110, spin: 0 },
  { angle: -135, distance: 78, colour: 'success', shape: 'dot', delayMs: 140, spin: 0 },
  { angle: -15, distance: 82, colour: 'highlight', shape: 'bar', delayMs: 160, spin: -240 },
];

const burst = keyframes`
  0% { transform: translate(-50%, -50%) rotate(0deg) scale(0.3); opacity: 0; }
  12% { opacity: 1; }
  70% { opacity: 1; }
  100% {
    transform: translate(calc(-50% + var(--dx)), calc(-50% + var(--dy))) rotate(var(--spin)) scale(1);
    opacity: 0;
  }
`;

const sizeOf: Record<Piece['shape'], { width: number; height: number; radius: string }> = {
  dot: { width: 8, height: 8, radius: '50%' },
  bar: { width: 4, height: 12, radius: '2px' },
  spark: { width: 9, height: 9, radius: '2px' },
};

export interface CelebrationProps {
  /** Where the burst starts, relative to the nearest positioned ancestor. */
  top?: number | string;
  left?: number | string;
}

/**
 * A one-off burst of confetti in the brand colours, for a finished journey (the Launch step).
 * Purely decorative: hidden from assistive technology, and not drawn at all under reduced motion.
 * Re-mount it (change its key) to play it again.
 */
export function Celebration({ top = '50%', left = '50%' }: CelebrationProps) {
  return (
    <Box
      aria-hidden
      data-celebration
      sx={{
        position: 'absolute',
        top,
        left,
        width: 0,
        height: 0,
        pointerEvents: 'none',
        zIndex: 1,
        '@media (prefers-reduced-motion: reduce)': { display: 'none' },
      }}
    >
      {pieces.map((piece, index) => {
        const radians = (piece.angle * Math.PI) / 180;
        const size = sizeOf[piece.shape];
        return (
          <Box
            key={index}
            component="span"
            style={
              {
                '--dx': `${Math.round(Math.cos(radians) * piece.distance)}px`,
                '--dy': `${Math.round(Math.sin(radians) * piece.distance)}px`,
                '--spin': `${piece.spin + (piece.shape === 'spark' ? 45 : 0)}deg`,
              } as CSSProperties
            }
            sx={(theme: Theme) => ({
              position: 'absolute',
              top: 0,
              left: 0,
              width: size.width,
              height: size.height,
              borderRadius: size.radius,
              backgroundColor: theme.vars.palette[piece.colour].main,
              opacity: 0,
              transform: 'translate(-50%, -50%)',
              animation: `${burst} 1200ms cubic-bezier(0.15, 0.7, 0.3, 1) ${piece.delayMs}ms 1 both`,
            })}
          />
        );
      })}
    </Box>
  );
}
