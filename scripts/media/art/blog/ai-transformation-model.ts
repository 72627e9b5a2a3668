/**
 * "The 4-step AI transformation model": four paper blocks rising as a staircase, coloured from
 * calm indigo to saffron, with a flag on the top step and a rising arrow tracing the climb.
 */
import { brand, tint } from '../../lib/palette.ts';
import { linearGradient, n, svgDocument } from '../../lib/svg.ts';
import { backdrop, dotGrid, H, shadowDefs, W, wave } from './common.ts';

interface Step {
  front: string;
  top: string;
  side: string;
}

const steps: Step[] = [
  { front: brand.primaryLight, top: '#C9D5FF', side: '#7F97EE' },
  { front: brand.primary, top: '#4A66DA', side: '#182E8E' },
  { front: brand.accent, top: '#D4385E', side: '#850B2A' },
  { front: brand.saffron, top: '#FFC25C', side: '#C97F0C' },
];

const base = { x: 330, y: 770, width: 230, rise: 128, depth: 64 };

/** One block: front face, top face and right side in an oblique projection. */
function block(step: Step, index: number): string {
  const x = base.x + index * base.width;
  const height = base.rise * (index + 1);
  const y = base.y - height;
  const { width, depth } = base;
  const dx = depth * 0.9;
  const dy = depth * 0.55;
  return `<g filter="url(#soft)">
    <path d="M${x} ${y}L${n(x + dx)} ${n(y - dy)}L${n(x + width + dx)} ${n(y - dy)}L${x + width} ${y}Z" fill="${step.top}"/>
    <path d="M${x + width} ${y}L${n(x + width + dx)} ${n(y - dy)}L${n(x + width + dx)} ${n(base.y - dy)}L${x + width} ${base.y}Z" fill="${step.side}"/>
    <rect x="${x}" y="${y}" width="${width}" height="${height}" fill="${step.front}"/>
  </g>
  <text x="${x + width / 2}" y="${y + 84}" text-anchor="middle" font-family="Plus Jakarta Sans, DejaVu Sans, sans-serif" font-weight="800" font-size="76" fill="#FFFFFF" fill-opacity="${index === 0 ? 0.95 : 0.92}">${index + 1}</text>
  <rect x="${x + width / 2 - 38}" y="${y + 102}" width="76" height="8" rx="4" fill="#FFFFFF" fill-opacity="0.45"/>`;
}

function flag(): string {
  const x = base.x + 3 * base.width + base.width / 2 + 30;
  const y = base.y - base.rise * 4 - 20;
  return `<path d="M${x} ${y}V${y - 170}" stroke="#0B1020" stroke-width="8" stroke-linecap="round"/>
    <g filter="url(#lift)"><path d="M${x + 4} ${y - 168}L${x + 120} ${y - 136}L${x + 4} ${y - 100}Z" fill="${brand.accent}"/></g>
    <circle cx="${x}" cy="${y - 174}" r="9" fill="${brand.saffron}"/>`;
}

function risingArrow(): string {
  const [start, c1, c2, end] = [
    { x: 190, y: 600 },
    { x: 520, y: 600 },
    { x: 720, y: 250 },
    { x: 1020, y: 190 },
  ] as const;
  // Arrowhead barbs follow the curve's end tangent, so the head sits straight on the line.
  const angle = Math.atan2(end.y - c2.y, end.x - c2.x);
  const barb = (turn: number) =>
    `${n(end.x - 34 * Math.cos(angle + turn))} ${n(end.y - 34 * Math.sin(angle + turn))}`;
  return `<path d="M${start.x} ${start.y}C${c1.x} ${c1.y} ${c2.x} ${c2.y} ${end.x} ${end.y}" fill="none" stroke="${brand.primary}" stroke-opacity="0.5" stroke-width="5" stroke-dasharray="3 15" stroke-linecap="round"/>
    <path d="M${barb(0.55)}L${end.x} ${end.y}L${barb(-0.55)}" fill="none" stroke="${brand.primary}" stroke-opacity="0.75" stroke-width="7" stroke-linecap="round" stroke-linejoin="round"/>`;
}

/** A few paper scraps around the flag: the celebration at the top step. */
function confetti(): string {
  const pieces = [
    { x: 1240, y: 120, r: 12, color: brand.accent, shape: 'circle' },
    { x: 1300, y: 230, r: 14, color: brand.primary, shape: 'triangle' },
    { x: 1180, y: 60, r: 10, color: brand.saffron, shape: 'square' },
    { x: 1380, y: 150, r: 9, color: brand.saffron, shape: 'circle' },
    { x: 960, y: 110, r: 11, color: brand.primaryLight, shape: 'square' },
    { x: 1350, y: 320, r: 10, color: brand.accentLight, shape: 'triangle' },
  ];
  return pieces
    .map((p, i) => {
      const rotate = `rotate(${i * 37} ${p.x} ${p.y})`;
      if (p.shape === 'circle') return `<circle cx="${p.x}" cy="${p.y}" r="${p.r}" fill="${p.color}"/>`;
      if (p.shape === 'square')
        return `<rect x="${p.x - p.r}" y="${p.y - p.r}" width="${p.r * 2}" height="${p.r * 2}" rx="3" fill="${p.color}" transform="${rotate}"/>`;
      return `<path d="M${p.x} ${p.y - p.r}L${p.x + p.r} ${p.y + p.r}L${p.x - p.r} ${p.y + p.r}Z" fill="${p.color}" transform="${rotate}"/>`;
    })
    .join('');
}

export function aiTransformationModelSvg(scale = 1): string {
  const back = backdrop('#FBF8F4', '#DCE3FF', [
    { color: tint.apricot, opacity: 0.9, x: 1400, y: 160, rx: 560, ry: 400 },
    { color: brand.primaryLight, opacity: 0.4, x: 160, y: 200, rx: 520, ry: 420 },
    { color: tint.blush, opacity: 0.8, x: 900, y: 860, rx: 700, ry: 260 },
  ]);
  const defs =
    back.defs +
    shadowDefs('#1E2A72') +
    linearGradient('ground', [
      { offset: 0, color: '#C7D2FF' },
      { offset: 1, color: '#AFC0FF' },
    ]);
  const body = [
    back.body,
    dotGrid(1240, 470, 8, 6, 28, brand.primary, 0.16),
    dotGrid(90, 90, 7, 4, 28, brand.accent, 0.12),
    `<path d="${wave(790, 14, 1100, 1.2)}" fill="url(#ground)" filter="url(#soft)"/>`,
    `<path d="${wave(850, 10, 780, 3.4)}" fill="${brand.primaryLight}" filter="url(#soft)"/>`,
    risingArrow(),
    ...steps.map(block),
    flag(),
    confetti(),
  ].join('');
  return svgDocument(W, H, defs, body, scale);
}
