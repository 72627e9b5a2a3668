/** Shared pieces of the blog hero artwork: canvas, paper shadows, backdrops, waves and arcs. */
import { glow, linearGradient, n, paperShadow } from '../../lib/svg.ts';

export const blogCanvas = { width: 1600, height: 900 } as const;
export const { width: W, height: H } = blogCanvas;

/** Two shadow depths: `lift` for small chips, `soft` for large paper layers. */
export const shadowDefs = (color = '#0B1020'): string =>
  paperShadow('lift', 8, 6, 0.16, color) + paperShadow('soft', 18, 14, 0.2, color);

export interface Light {
  color: string;
  opacity: number;
  x: number;
  y: number;
  rx: number;
  ry?: number;
}

/** Gradient background plus soft lights; returns defs and body markup. */
export function backdrop(
  from: string,
  to: string,
  lights: readonly Light[],
  direction: [number, number, number, number] = [0, 0, 1, 1],
): { defs: string; body: string } {
  const parts = lights.map((light, i) =>
    glow(`light${i}`, light.color, light.opacity, light.x, light.y, light.rx, light.ry),
  );
  return {
    defs:
      linearGradient(
        'backdrop',
        [
          { offset: 0, color: from },
          { offset: 1, color: to },
        ],
        direction,
      ) + parts.map((p) => p.def).join(''),
    body: `<rect width="${W}" height="${H}" fill="url(#backdrop)"/>${parts.map((p) => p.shape).join('')}`,
  };
}

/** A gentle paper-cut wave filling the canvas below `baseY`. */
export function wave(baseY: number, amplitude: number, wavelength: number, shift: number): string {
  const points: string[] = [];
  for (let x = -20; x <= W + 20; x += 20) {
    const y =
      baseY +
      amplitude * Math.sin((x / wavelength) * 2 * Math.PI + shift) +
      amplitude * 0.4 * Math.sin((x / (wavelength * 0.43)) * 2 * Math.PI + shift * 1.7);
    points.push(`${n(x)} ${n(y)}`);
  }
  return `M-20 ${H + 20} L${points.join(' L')} L${W + 20} ${H + 20} Z`;
}

/** An arc from `start` to `end` degrees (0 = 12 o'clock, clockwise). */
export function arc(cx: number, cy: number, r: number, start: number, end: number): string {
  const point = (deg: number) => {
    const rad = ((deg - 90) * Math.PI) / 180;
    return `${n(cx + r * Math.cos(rad))} ${n(cy + r * Math.sin(rad))}`;
  };
  const large = end - start > 180 ? 1 : 0;
  return `M${point(start)} A${n(r)} ${n(r)} 0 ${large} 1 ${point(end)}`;
}

/** A field of small dots, used as quiet texture in empty corners. */
export function dotGrid(
  x: number,
  y: number,
  columns: number,
  rows: number,
  gap: number,
  color: string,
  opacity: number,
): string {
  const dots: string[] = [];
  for (let row = 0; row < rows; row++) {
    for (let column = 0; column < columns; column++) {
      dots.push(`<circle cx="${n(x + column * gap)}" cy="${n(y + row * gap)}" r="2.4"/>`);
    }
  }
  return `<g fill="${color}" fill-opacity="${n(opacity)}">${dots.join('')}</g>`;
}

/** A round badge with a glyph, lifted off the page. */
export function badge(cx: number, cy: number, r: number, fill: string, content: string): string {
  return `<g filter="url(#lift)"><circle cx="${n(cx)}" cy="${n(cy)}" r="${n(r)}" fill="${fill}"/>${content}</g>`;
}
