/**
 * "AI guide for Nepali professionals": dawn over paper-cut Himalayan ridges, with a learning path
 * of milestones climbing from an open book to the summit.
 */
import { brand, deep } from '../../lib/palette.ts';
import { seeded } from '../../lib/random.ts';
import { ridgeLine, ridgePath, snowPath } from '../../lib/ridges.ts';
import { glow, linearGradient, n, svgDocument } from '../../lib/svg.ts';
import { H, shadowDefs, W } from './common.ts';

const random = seeded(19);
const layers = [
  { baseY: 560, amplitude: 300, peaks: 3, fill: '#B4BFF5' },
  { baseY: 650, amplitude: 220, peaks: 4, fill: '#7186E0' },
  { baseY: 740, amplitude: 170, peaks: 3, fill: '#3550C4' },
  { baseY: 830, amplitude: 110, peaks: 5, fill: deep.indigo },
].map((layer) => ({ ...layer, points: ridgeLine(random, { width: W, ...layer, roughness: 0.5 }) }));
const farthest = layers[0]?.points ?? [];
const snow = snowPath(random, farthest, 400, 90);

/** The highest summit of the far range that sits near the middle, where the path ends. */
const summit = farthest
  .filter((p) => p.x > 600 && p.x < 1000)
  .reduce((best, p) => (p.y < best.y ? p : best), { x: 800, y: H });

/** Milestones from the book (bottom centre) winding up towards the summit. */
const milestones = Array.from({ length: 5 }, (_, i) => {
  const t = i / 4;
  const sway = (i % 2 === 0 ? -1 : 1) * 110 * (1 - t) * (i === 0 ? 0 : 1);
  return { x: 800 + (summit.x - 800) * t + sway, y: 720 + (summit.y + 36 - 720) * t };
});

/** Catmull-Rom through the milestones, written as cubic Béziers. */
function smoothThrough(points: readonly { x: number; y: number }[]): string {
  let d = '';
  points.forEach((p, i) => {
    if (i === 0) {
      d = `M${n(p.x)} ${n(p.y)}`;
      return;
    }
    const p0 = points[i - 2] ?? points[i - 1] ?? p;
    const p1 = points[i - 1] ?? p;
    const p3 = points[i + 1] ?? p;
    const c1 = { x: p1.x + (p.x - p0.x) / 6, y: p1.y + (p.y - p0.y) / 6 };
    const c2 = { x: p.x - (p3.x - p1.x) / 6, y: p.y - (p3.y - p1.y) / 6 };
    d += `C${n(c1.x)} ${n(c1.y)} ${n(c2.x)} ${n(c2.y)} ${n(p.x)} ${n(p.y)}`;
  });
  return d;
}

function learningPath(): string {
  const last = milestones.length - 1;
  const dots = milestones
    .map(
      (p, i) =>
        `<g filter="url(#lift)"><circle cx="${n(p.x)}" cy="${n(p.y)}" r="${i === last ? 22 : 16}" fill="#FFFFFF"/></g><circle cx="${n(p.x)}" cy="${n(
          p.y,
        )}" r="${i === last ? 11 : 7}" fill="${i === last ? brand.accent : brand.saffron}"/>`,
    )
    .join('');
  return `<path d="${smoothThrough(milestones)}" fill="none" stroke="#FFFFFF" stroke-opacity="0.9" stroke-width="6" stroke-dasharray="2 16" stroke-linecap="round"/>${dots}`;
}

function book(): string {
  const cx = 800;
  const top = 760;
  const page = (side: 1 | -1, fill: string) =>
    `<path d="M${cx} ${top + 18}C${cx + side * 90} ${top - 26} ${cx + side * 210} ${top - 30} ${cx + side * 300} ${top - 6}L${cx + side * 300} ${
      top + 120
    }C${cx + side * 210} ${top + 96} ${cx + side * 90} ${top + 100} ${cx} ${top + 140}Z" fill="${fill}"/>`;
  const lines = [0, 1, 2, 3]
    .map((i) =>
      ([-1, 1] as const)
        .map((side) => {
          const y = top + 14 + i * 24;
          return `<path d="M${cx + side * 50} ${y + 6}C${cx + side * 120} ${y - 20} ${cx + side * 190} ${y - 22} ${cx + side * 250} ${y - 6}" fill="none" stroke="${brand.primaryLight}" stroke-opacity="0.6" stroke-width="5" stroke-linecap="round"/>`;
        })
        .join(''),
    )
    .join('');
  return `<g filter="url(#soft)"><path d="M${cx - 320} ${top + 10}L${cx - 320} ${top + 138}C${cx - 200} ${top + 120} ${cx - 80} ${top + 128} ${cx} ${top + 160}C${
    cx + 80
  } ${top + 128} ${cx + 200} ${top + 120} ${cx + 320} ${top + 138}L${cx + 320} ${top + 10}Z" fill="${brand.primary}"/>${page(-1, '#FFFFFF')}${page(1, '#F4F6FE')}</g>${lines}
  <path d="M${cx} ${top + 18}V${top + 140}" stroke="${brand.primaryLight}" stroke-opacity="0.7" stroke-width="3"/>`;
}

export function aiGuideForNepaliProfessionalsSvg(scale = 1): string {
  const sun = glow('sunGlow', '#FFE6BF', 0.85, 1160, 470, 300, 260);
  const defs =
    linearGradient('dawn', [
      { offset: 0, color: '#17205A' },
      { offset: 0.35, color: '#3B3185' },
      { offset: 0.62, color: '#C2466E' },
      { offset: 0.85, color: '#F08A4B' },
      { offset: 1, color: brand.saffron },
    ]) +
    linearGradient('sunFace', [
      { offset: 0, color: '#FFF1D6' },
      { offset: 1, color: brand.saffron },
    ]) +
    linearGradient('snowCap', [
      { offset: 0, color: '#FFFFFF', opacity: 0.95 },
      { offset: 1, color: '#FFFFFF', opacity: 0.55 },
    ]) +
    sun.def +
    shadowDefs('#17205A');
  const ridges = layers
    .map((layer, i) => {
      const path = `<path d="${ridgePath(layer.points, H + 10)}" fill="${layer.fill}" filter="url(#soft)"/>`;
      return i === 0 ? path + `<path d="${snow}" fill="url(#snowCap)"/>` : path;
    })
    .join('');
  const body = [
    `<rect width="${W}" height="${H}" fill="url(#dawn)"/>`,
    sun.shape,
    `<circle cx="1160" cy="470" r="92" fill="url(#sunFace)"/>`,
    ridges,
    learningPath(),
    book(),
  ].join('');
  return svgDocument(W, H, defs, body, scale);
}
