/**
 * "Why Nepali businesses should automate": a neighbourhood shopfront whose orders flow through an
 * automated chain (customer chat, order, wallet payment, delivery) turned by a pair of gears.
 */
import { brand, tint } from '../../lib/palette.ts';
import { glyph, type GlyphName } from '../../lib/glyphs.ts';
import { linearGradient, n, svgDocument } from '../../lib/svg.ts';
import { backdrop, dotGrid, H, shadowDefs, W, wave } from './common.ts';

function gearPath(cx: number, cy: number, outer: number, inner: number, teeth: number): string {
  const points: string[] = [];
  const step = (2 * Math.PI) / teeth;
  for (let i = 0; i < teeth; i++) {
    const a = i * step;
    // Each tooth: rise, flat top, fall, flat root (quarter of the pitch each).
    const corners: [number, number][] = [
      [a, inner],
      [a + step * 0.12, outer],
      [a + step * 0.45, outer],
      [a + step * 0.57, inner],
    ];
    for (const [angle, r] of corners)
      points.push(`${n(cx + r * Math.cos(angle))} ${n(cy + r * Math.sin(angle))}`);
  }
  return `M${points.join(' L')}Z`;
}

function gear(cx: number, cy: number, r: number, teeth: number, fill: string): string {
  return `<g filter="url(#lift)"><path d="${gearPath(cx, cy, r, r * 0.8, teeth)}" fill="${fill}" stroke="${fill}" stroke-width="4" stroke-linejoin="round"/></g><circle cx="${cx}" cy="${cy}" r="${n(
    r * 0.34,
  )}" fill="${tint.cream}"/>`;
}

function shop(): string {
  const x = 150;
  const y = 250;
  const width = 470;
  const scallops = Array.from({ length: 8 }, (_, i) => {
    const sx = x - 20 + i * ((width + 40) / 8);
    const w = (width + 40) / 8;
    return `<path d="M${n(sx)} ${y + 150}h${n(w)}v16a${n(w / 2)} ${n(w / 2)} 0 0 1 -${n(w)} 0z" fill="${i % 2 ? '#FFFFFF' : brand.accent}"/>`;
  }).join('');
  const stripes = Array.from({ length: 8 }, (_, i) => {
    const sx = x - 20 + i * ((width + 40) / 8);
    return `<rect x="${n(sx)}" y="${y + 70}" width="${n((width + 40) / 8)}" height="82" fill="${i % 2 ? '#FFFFFF' : brand.accent}"/>`;
  }).join('');
  const goods = [
    [x + 60, y + 260, 44, 50, brand.saffron],
    [x + 112, y + 272, 40, 38, brand.primary],
    [x + 160, y + 256, 36, 54, brand.accentLight],
    [x + 60, y + 352, 56, 40, brand.primaryLight],
    [x + 124, y + 342, 40, 50, brand.saffron],
    [x + 172, y + 358, 26, 34, brand.accent],
  ] as const;
  return `<g filter="url(#soft)">
      <rect x="${x}" y="${y + 60}" width="${width}" height="${760 - y - 60}" rx="10" fill="#FFFFFF"/>
    </g>
    <rect x="${x + 30}" y="${y}" width="${width - 60}" height="64" rx="14" fill="url(#sign)" filter="url(#lift)"/>
    <g transform="translate(${x + 58} ${y + 10}) scale(1.8)"><path d="M12 2.5c.8 5.2 4.3 8.7 9.5 9.5-5.2.8-8.7 4.3-9.5 9.5-.8-5.2-4.3-8.7-9.5-9.5 5.2-.8 8.7-4.3 9.5-9.5z" fill="${brand.saffron}"/></g>
    <rect x="${x + 120}" y="${y + 22}" width="190" height="20" rx="10" fill="#FFFFFF" fill-opacity="0.9"/>
    <g filter="url(#lift)">${stripes}${scallops}</g>
    <rect x="${x + 40}" y="${y + 210}" width="200" height="220" rx="12" fill="${tint.sky}"/>
    <path d="M${x + 40} ${y + 318}h200M${x + 40} ${y + 404}h200" stroke="#FFFFFF" stroke-width="8"/>
    ${goods.map(([gx, gy, gw, gh, color]) => `<rect x="${gx}" y="${gy}" width="${gw}" height="${gh}" rx="6" fill="${color}"/>`).join('')}
    <rect x="${x + 290}" y="${y + 230}" width="140" height="${760 - y - 230}" rx="12" fill="${brand.primary}"/>
    <circle cx="${x + 404}" cy="${y + 380}" r="8" fill="${brand.saffron}"/>
    <rect x="${x + 310}" y="${y + 252}" width="100" height="90" rx="8" fill="${brand.primaryLight}" fill-opacity="0.5"/>`;
}

interface FlowCard {
  x: number;
  y: number;
  glyph: GlyphName;
  color: string;
}

const flow: FlowCard[] = [
  { x: 820, y: 300, glyph: 'chat', color: brand.primary },
  { x: 1070, y: 220, glyph: 'cart', color: brand.accent },
  { x: 1320, y: 330, glyph: 'phone', color: brand.saffron },
  { x: 1250, y: 590, glyph: 'truck', color: brand.primary },
];

function flowCards(): string {
  const size = 150;
  const links = flow
    .slice(1)
    .map((card, i) => {
      const from = flow[i];
      if (!from) return '';
      const mx = (from.x + card.x) / 2;
      const my = Math.min(from.y, card.y) - 60;
      return `<path d="M${from.x} ${from.y}Q${mx} ${my} ${card.x} ${card.y}" fill="none" stroke="${brand.primary}" stroke-opacity="0.45" stroke-width="5" stroke-dasharray="3 14" stroke-linecap="round"/>`;
    })
    .join('');
  const fromShop = `<path d="M630 520C700 520 720 330 ${flow[0]?.x ?? 820} ${flow[0]?.y ?? 300}" fill="none" stroke="${brand.accent}" stroke-opacity="0.5" stroke-width="5" stroke-dasharray="3 14" stroke-linecap="round"/>`;
  const cards = flow
    .map(
      (
        card,
      ) => `<g filter="url(#soft)"><rect x="${card.x - size / 2}" y="${card.y - size / 2}" width="${size}" height="${size}" rx="34" fill="#FFFFFF"/></g>
      <circle cx="${card.x}" cy="${card.y}" r="48" fill="${card.color}" fill-opacity="0.12"/>
      ${glyph(card.glyph, card.x, card.y, 64, card.color, 2)}`,
    )
    .join('');
  const done = `<g filter="url(#lift)"><circle cx="${(flow[3]?.x ?? 0) + 70}" cy="${(flow[3]?.y ?? 0) - 70}" r="30" fill="${brand.accent}"/></g>${glyph(
    'check',
    (flow[3]?.x ?? 0) + 70,
    (flow[3]?.y ?? 0) - 70,
    36,
    '#FFFFFF',
    3,
  )}`;
  return fromShop + links + cards + done;
}

export function nepaliBusinessesAutomationSvg(scale = 1): string {
  const back = backdrop('#FFF8EE', '#E3E8FF', [
    { color: tint.apricot, opacity: 0.9, x: 260, y: 120, rx: 560, ry: 380 },
    { color: brand.primaryLight, opacity: 0.35, x: 1400, y: 820, rx: 600, ry: 360 },
    { color: tint.blush, opacity: 0.9, x: 1300, y: 90, rx: 480, ry: 300 },
  ]);
  const defs =
    back.defs +
    shadowDefs('#1E2A72') +
    linearGradient(
      'sign',
      [
        { offset: 0, color: '#3454D1' },
        { offset: 1, color: brand.primary },
      ],
      [0, 0, 1, 1],
    );
  const body = [
    back.body,
    dotGrid(1390, 90, 6, 4, 26, brand.accent, 0.14),
    dotGrid(720, 640, 7, 3, 26, brand.primary, 0.14),
    `<path d="${wave(770, 12, 1000, 0.4)}" fill="${tint.periwinkle}" filter="url(#soft)"/>`,
    `<path d="${wave(840, 10, 760, 2.6)}" fill="${brand.primaryLight}" filter="url(#soft)"/>`,
    shop(),
    gear(1010, 560, 84, 10, brand.saffron),
    gear(1115, 470, 56, 8, brand.primaryLight),
    flowCards(),
  ].join('');
  return svgDocument(W, H, defs, body, scale);
}
