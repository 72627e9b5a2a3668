/**
 * Himalayan-style ridge lines: a few dominant peaks refined by midpoint displacement, so each
 * layer has big silhouettes with jagged detail. Deterministic for a given Random.
 */
import type { Random } from './random.ts';
import { n } from './svg.ts';

export interface Point {
  x: number;
  y: number;
}

export interface RidgeOptions {
  width: number;
  /** y of the lowest saddles. */
  baseY: number;
  /** How far the tallest peak rises above baseY. */
  amplitude: number;
  /** Number of main peaks across the width. */
  peaks: number;
  /** 0..1: strength of the jagged detail on top of the peak shapes. */
  roughness: number;
  /** Horizontal sample spacing in canvas units. */
  step?: number;
}

/**
 * Peaks are steep "tents" (the highest tent wins at each x, which gives sharp summits and V-shaped
 * saddles), then fractal midpoint-displacement noise adds the broken rock texture.
 */
export function ridgeLine(random: Random, options: RidgeOptions): Point[] {
  const { width, baseY, amplitude, peaks, roughness, step = 6 } = options;
  const overhang = width * 0.05;
  const span = width + overhang * 2;
  const major = Array.from({ length: peaks }, (_, i) => ({
    x: -overhang + (span / peaks) * (i + random.range(0.2, 0.8)),
    height: amplitude * random.range(0.6, 1),
  }));
  // Foothills on an even grid (with jitter) so no stretch of the ridge is left flat.
  const minorCount = peaks * 3 + 2;
  const minor = Array.from({ length: minorCount }, (_, i) => ({
    x: -overhang + (span / (minorCount - 1)) * (i + random.range(-0.4, 0.4)),
    height: amplitude * random.range(0.2, 0.55),
  }));
  const tents = [...major, ...minor].map((tent) => ({
    ...tent,
    left: random.range(0.55, 1.15),
    right: random.range(0.55, 1.15),
  }));
  const count = Math.ceil(span / step) + 1;
  const noise = fractalNoise(random, count, roughness);
  return Array.from({ length: count }, (_, i) => {
    const x = -overhang + i * step;
    const lift = Math.max(
      0,
      ...tents.map((tent) => tent.height - (x < tent.x ? tent.left : tent.right) * Math.abs(x - tent.x)),
    );
    return { x, y: baseY - lift + (noise[i] ?? 0) * amplitude * 0.14 * (0.6 + roughness) };
  });
}

/** 1-D midpoint displacement in [-1, 1]-ish, `count` samples. */
function fractalNoise(random: Random, count: number, roughness: number): number[] {
  let values = [random.range(-1, 1), random.range(-1, 1)];
  let scale = 1;
  while (values.length < count) {
    scale *= 0.62 + roughness * 0.3;
    const refined: number[] = [];
    values.forEach((value, i) => {
      refined.push(value);
      const following = values[i + 1];
      if (following !== undefined) refined.push((value + following) / 2 + random.range(-1, 1) * scale);
    });
    values = refined;
  }
  return values.slice(0, count);
}

/** Closed silhouette: the ridge line down to `bottom`. */
export function ridgePath(points: readonly Point[], bottom: number): string {
  const first = points[0];
  const last = points[points.length - 1];
  if (!first || !last) return '';
  const line = points.map((p) => `${n(p.x)} ${n(p.y)}`).join(' L');
  return `M${n(first.x)} ${n(bottom)} L${line} L${n(last.x)} ${n(bottom)} Z`;
}

/** Only the crest line, for rim-light strokes. */
export function crestPath(points: readonly Point[]): string {
  return `M${points.map((p) => `${n(p.x)} ${n(p.y)}`).join(' L')}`;
}

/**
 * Snow caps: the part of the silhouette above `snowLine`, with a ragged lower edge so it reads as
 * snow settling in gullies rather than a flat cut.
 */
export function snowPath(random: Random, points: readonly Point[], snowLine: number, depth: number): string {
  const phase = random.range(0, 100);
  const lower = points.map((p) => {
    const height = snowLine - p.y;
    // Smooth, deterministic wobble: gullies hold snow lower than the ribs between them.
    const wobble = 0.55 + 0.45 * Math.sin(p.x * 0.045 + phase) * Math.sin(p.x * 0.011 + phase * 0.3);
    const drop = height > 0 ? Math.min(height, depth) * wobble : 0;
    return { x: p.x, y: p.y + drop };
  });
  const top = points.map((p) => `${n(p.x)} ${n(p.y)}`).join(' L');
  const bottom = [...lower]
    .reverse()
    .map((p) => `${n(p.x)} ${n(p.y)}`)
    .join(' L');
  return `M${top} L${bottom} Z`;
}
