/**
 * The home hero: a calm night over layered Himalayan ridges, with crimson and saffron dawn light on
 * the right and a faint node network in the sky. The left and centre stay darkest so white headline
 * text keeps strong contrast. `phase` in [0, 1) animates glows, nodes and pulses; every motion
 * makes a whole number of cycles, so phase 1 is identical to phase 0 and the video loops seamlessly.
 */
import { brand, deep } from '../lib/palette.ts';
import { seeded } from '../lib/random.ts';
import { crestPath, ridgeLine, ridgePath, snowPath, type Point } from '../lib/ridges.ts';
import { buildNetwork, networkMarkup, nodePosition, type Network } from '../lib/network.ts';
import { glow, linearGradient, n, radialGradient, svgDocument } from '../lib/svg.ts';

export const heroCanvas = { width: 1920, height: 1080 } as const;
const { width: W, height: H } = heroCanvas;

interface Ridge {
  points: Point[];
  fill: string;
}

interface Scene {
  ridges: Ridge[];
  snow: string;
  network: Network;
  pulses: { edge: number; offset: number; speed: number }[];
  stars: { x: number; y: number; r: number; offset: number; opacity: number }[];
}

const smoothstep = (edge0: number, edge1: number, x: number): number => {
  const t = Math.min(1, Math.max(0, (x - edge0) / (edge1 - edge0)));
  return t * t * (3 - 2 * t);
};

function buildScene(): Scene {
  // Seed 4 puts the tallest, snow-lit peak on the right, under the dawn glow and away from the headline.
  const random = seeded(4);
  const far = ridgeLine(random, { width: W, baseY: 790, amplitude: 360, peaks: 4, roughness: 0.55 });
  const ridges: Ridge[] = [
    { points: far, fill: 'url(#ridgeFar)' },
    {
      points: ridgeLine(random, { width: W, baseY: 860, amplitude: 190, peaks: 4, roughness: 0.5 }),
      fill: 'url(#ridgeMid)',
    },
    {
      points: ridgeLine(random, { width: W, baseY: 945, amplitude: 120, peaks: 3, roughness: 0.5 }),
      fill: 'url(#ridgeNear)',
    },
    {
      points: ridgeLine(random, { width: W, baseY: 1025, amplitude: 70, peaks: 6, roughness: 0.45 }),
      fill: deep.ink,
    },
  ];
  const network = buildNetwork(random, {
    width: W,
    height: 760,
    count: 64,
    // Sparse over the headline area (left/centre), denser towards the right and the top edge.
    density: (x, y) => 0.03 + 0.97 * smoothstep(760, 1560, x) * (1 - smoothstep(520, 760, y) * 0.8),
    minDistance: 70,
    maxEdge: 230,
    neighbours: 2,
    orbit: 14,
  });
  const pulses = Array.from({ length: 9 }, () => ({
    edge: Math.floor(random.next() * network.edges.length),
    offset: random.next(),
    speed: random.pick([1, 1, 2]),
  }));
  const stars = Array.from({ length: 90 }, () => ({
    x: random.range(0, W),
    y: random.range(0, 620),
    r: random.range(0.6, 1.6),
    offset: random.next(),
    opacity: random.range(0.15, 0.6),
  }));
  return { ridges, snow: snowPath(random, far, 610, 120), network, pulses, stars };
}

let cached: Scene | undefined;
const scene = (): Scene => (cached ??= buildScene());

/** A point on an ellipse, one whole turn per loop (or `turns` turns). */
function drift(phase: number, offset: number, rx: number, ry: number, turns = 1): { dx: number; dy: number } {
  const angle = 2 * Math.PI * (phase * turns + offset);
  return { dx: rx * Math.cos(angle), dy: ry * Math.sin(angle) };
}

function glows(phase: number): { defs: string; body: string } {
  const specs = [
    {
      id: 'gIndigo',
      color: brand.primary,
      opacity: 0.62,
      x: 1480,
      y: 260,
      rx: 980,
      ry: 720,
      drift: [60, 40, 0],
    },
    {
      id: 'gCrimson',
      color: brand.accent,
      opacity: 0.42,
      x: 1700,
      y: 600,
      rx: 640,
      ry: 440,
      drift: [50, 30, 0.3],
    },
    {
      id: 'gSaffron',
      color: brand.saffron,
      opacity: 0.42,
      x: 1300,
      y: 700,
      rx: 460,
      ry: 240,
      drift: [70, 12, 0.6],
    },
    {
      id: 'gDusk',
      color: brand.primary,
      opacity: 0.22,
      x: 260,
      y: 930,
      rx: 700,
      ry: 280,
      drift: [40, 16, 0.15],
    },
  ] as const;
  const parts = specs.map((spec) => {
    const [rx, ry, offset] = spec.drift;
    const { dx, dy } = drift(phase, offset, rx, ry);
    return glow(spec.id, spec.color, spec.opacity, spec.x + dx, spec.y + dy, spec.rx, spec.ry);
  });
  return { defs: parts.map((p) => p.def).join(''), body: parts.map((p) => p.shape).join('') };
}

function pulsesMarkup(phase: number): string {
  const { network, pulses } = scene();
  return pulses
    .map((pulse) => {
      const edge = network.edges[pulse.edge];
      const a = edge && network.nodes[edge[0]];
      const b = edge && network.nodes[edge[1]];
      if (!a || !b) return '';
      const t = (phase * pulse.speed + pulse.offset) % 1;
      const p = nodePosition(a, phase);
      const q = nodePosition(b, phase);
      const x = p.x + (q.x - p.x) * t;
      const y = p.y + (q.y - p.y) * t;
      const fade = Math.sin(Math.PI * t);
      return `<circle cx="${n(x)}" cy="${n(y)}" r="14" fill="url(#pulseGlow)" opacity="${n(fade)}"/><circle cx="${n(x)}" cy="${n(
        y,
      )}" r="2.6" fill="${brand.saffron}" opacity="${n(0.9 * fade)}"/>`;
    })
    .join('');
}

function starsMarkup(phase: number): string {
  return scene()
    .stars.map((star) => {
      const twinkle = 0.65 + 0.35 * Math.sin(2 * Math.PI * (phase * 2 + star.offset));
      return `<circle cx="${n(star.x)}" cy="${n(star.y)}" r="${n(star.r)}" fill-opacity="${n(star.opacity * twinkle)}"/>`;
    })
    .join('');
}

const staticDefs = [
  linearGradient('sky', [
    { offset: 0, color: '#060914' },
    { offset: 0.55, color: deep.navy },
    { offset: 0.8, color: '#151D4A' },
    { offset: 1, color: deep.slate },
  ]),
  linearGradient('ridgeFar', [
    { offset: 0, color: '#243073' },
    { offset: 0.45, color: '#161E50' },
    { offset: 1, color: '#0F1538' },
  ]),
  linearGradient('ridgeMid', [
    { offset: 0, color: '#151C4C' },
    { offset: 1, color: '#0C112C' },
  ]),
  linearGradient('ridgeNear', [
    { offset: 0, color: '#10163D' },
    { offset: 1, color: '#080C1F' },
  ]),
  linearGradient('snow', [
    { offset: 0, color: '#DDE4FF', opacity: 0.55 },
    { offset: 1, color: brand.primaryLight, opacity: 0.05 },
  ]),
  // Dawn light catches the crest on the right only.
  linearGradient(
    'rim',
    [
      { offset: 0, color: brand.primaryLight, opacity: 0.05 },
      { offset: 0.55, color: brand.accentLight, opacity: 0.25 },
      { offset: 0.8, color: brand.saffron, opacity: 0.6 },
      { offset: 1, color: brand.saffron, opacity: 0.35 },
    ],
    [0, 0, 1, 0],
  ),
  linearGradient('haze', [
    { offset: 0, color: brand.primaryLight, opacity: 0 },
    { offset: 1, color: brand.primaryLight, opacity: 0.09 },
  ]),
  // Readability veils: darken the left third and the centre where the headline sits.
  linearGradient(
    'veilLeft',
    [
      { offset: 0, color: deep.ink, opacity: 0.7 },
      { offset: 0.45, color: deep.ink, opacity: 0.35 },
      { offset: 0.7, color: deep.ink, opacity: 0 },
    ],
    [0, 0, 1, 0],
  ),
  radialGradient('veilCentre', [
    { offset: 0, color: deep.ink, opacity: 0.55 },
    { offset: 0.6, color: deep.ink, opacity: 0.3 },
    { offset: 1, color: deep.ink, opacity: 0 },
  ]),
  radialGradient('pulseGlow', [
    { offset: 0, color: brand.saffron, opacity: 0.55 },
    { offset: 1, color: brand.saffron, opacity: 0 },
  ]),
].join('');

/** The scene's defs and body, for reuse inside other artwork (the social card). */
export function heroLayers(phase = 0): { defs: string; body: string } {
  const { ridges, snow, network } = scene();
  const light = glows(phase);
  const [far, ...nearer] = ridges;
  const ridgeLayers = nearer
    .map(
      (ridge, i) =>
        `<path d="${ridgePath(ridge.points, H)}" fill="${ridge.fill}"/>` +
        (i < nearer.length - 1
          ? `<rect x="0" y="${700 + i * 90}" width="${W}" height="${H}" fill="url(#haze)" opacity="0.6"/>`
          : ''),
    )
    .join('');
  const body = [
    `<rect width="${W}" height="${H}" fill="url(#sky)"/>`,
    light.body,
    `<g fill="#DDE4FF">${starsMarkup(phase)}</g>`,
    networkMarkup(network, phase, {
      nodeColor: brand.primaryLight,
      edgeColor: brand.primaryLight,
      nodeOpacity: 0.75,
      edgeOpacity: 0.14,
      edgeWidth: 1.2,
    }),
    pulsesMarkup(phase),
    far ? `<path d="${ridgePath(far.points, H)}" fill="${far.fill}"/>` : '',
    `<path d="${snow}" fill="url(#snow)"/>`,
    far ? `<path d="${crestPath(far.points)}" fill="none" stroke="url(#rim)" stroke-width="2.2"/>` : '',
    `<rect x="0" y="600" width="${W}" height="${H - 600}" fill="url(#haze)"/>`,
    ridgeLayers,
    `<rect width="${W}" height="${H}" fill="url(#veilLeft)"/>`,
    `<ellipse cx="820" cy="470" rx="900" ry="430" fill="url(#veilCentre)"/>`,
  ].join('');
  return { defs: staticDefs + light.defs, body };
}

export function heroSvg(phase = 0, scale = 1): string {
  const { defs, body } = heroLayers(phase);
  return svgDocument(W, H, defs, body, scale);
}
