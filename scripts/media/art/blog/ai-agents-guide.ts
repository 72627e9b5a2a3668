/**
 * "AI agents guide": an agent core on a night-blue field, orbited by the tools it uses (mail,
 * documents, search, data, chat, calendar), each wired back to the core.
 */
import { brand, deep } from '../../lib/palette.ts';
import { glyph, type GlyphName } from '../../lib/glyphs.ts';
import { seeded } from '../../lib/random.ts';
import { linearGradient, n, radialGradient, svgDocument } from '../../lib/svg.ts';
import { buildNetwork, networkMarkup } from '../../lib/network.ts';
import { backdrop, H, shadowDefs, W } from './common.ts';

const core = { x: 930, y: 450 };

interface Tool {
  glyph: GlyphName;
  angle: number;
  orbit: number;
  color: string;
}

const tools: Tool[] = [
  { glyph: 'mail', angle: -150, orbit: 300, color: brand.primaryLight },
  { glyph: 'document', angle: -95, orbit: 330, color: brand.saffron },
  { glyph: 'search', angle: -35, orbit: 300, color: brand.accentLight },
  { glyph: 'chart', angle: 20, orbit: 330, color: brand.primaryLight },
  { glyph: 'calendar', angle: 85, orbit: 300, color: brand.saffron },
  { glyph: 'chat', angle: 150, orbit: 320, color: brand.accentLight },
];

const toolPosition = (tool: Tool) => {
  const rad = (tool.angle * Math.PI) / 180;
  return { x: core.x + tool.orbit * Math.cos(rad) * 1.25, y: core.y + tool.orbit * Math.sin(rad) * 0.95 };
};

function connections(): string {
  return tools
    .map((tool, i) => {
      const p = toolPosition(tool);
      // Bend each wire a little so the diagram feels drawn, not ruled.
      const mx = (p.x + core.x) / 2 + (i % 2 ? 40 : -40);
      const my = (p.y + core.y) / 2 + (i % 2 ? -30 : 30);
      const packetT = 0.35 + (i % 3) * 0.15;
      const bx = (1 - packetT) ** 2 * core.x + 2 * (1 - packetT) * packetT * mx + packetT ** 2 * p.x;
      const by = (1 - packetT) ** 2 * core.y + 2 * (1 - packetT) * packetT * my + packetT ** 2 * p.y;
      return `<path d="M${core.x} ${core.y}Q${n(mx)} ${n(my)} ${n(p.x)} ${n(p.y)}" fill="none" stroke="${tool.color}" stroke-opacity="0.5" stroke-width="3" stroke-dasharray="2 12" stroke-linecap="round"/>
        <circle cx="${n(bx)}" cy="${n(by)}" r="18" fill="url(#packet)"/><circle cx="${n(bx)}" cy="${n(by)}" r="5" fill="${tool.color}"/>`;
    })
    .join('');
}

function toolNodes(): string {
  return tools
    .map((tool) => {
      const p = toolPosition(tool);
      return `<g filter="url(#soft)"><circle cx="${n(p.x)}" cy="${n(p.y)}" r="62" fill="${deep.slate}"/></g>
        <circle cx="${n(p.x)}" cy="${n(p.y)}" r="62" fill="url(#nodeFace)" stroke="${tool.color}" stroke-opacity="0.55" stroke-width="2.5"/>
        ${glyph(tool.glyph, p.x, p.y, 56, tool.color, 2)}`;
    })
    .join('');
}

function agentCore(): string {
  const hexagon = (r: number) =>
    Array.from({ length: 6 }, (_, i) => {
      const a = ((60 * i - 90) * Math.PI) / 180;
      return `${n(core.x + r * Math.cos(a))} ${n(core.y + r * Math.sin(a))}`;
    }).join(' L');
  return `<ellipse cx="${core.x}" cy="${core.y}" rx="${300 * 1.25}" ry="${300 * 0.95}" fill="none" stroke="${brand.primaryLight}" stroke-opacity="0.12" stroke-width="2"/>
    <ellipse cx="${core.x}" cy="${core.y}" rx="${210 * 1.25}" ry="${210 * 0.95}" fill="none" stroke="${brand.primaryLight}" stroke-opacity="0.1" stroke-width="2" stroke-dasharray="4 14"/>
    <circle cx="${core.x}" cy="${core.y}" r="260" fill="url(#coreGlow)"/>
    <g filter="url(#soft)"><path d="M${hexagon(130)}Z" fill="url(#coreFace)" stroke-linejoin="round"/></g>
    <path d="M${hexagon(104)}Z" fill="none" stroke="#FFFFFF" stroke-opacity="0.3" stroke-width="3" stroke-linejoin="round"/>
    <g transform="translate(${core.x - 60} ${core.y - 60}) scale(5)"><path d="M12 2.5c.8 5.2 4.3 8.7 9.5 9.5-5.2.8-8.7 4.3-9.5 9.5-.8-5.2-4.3-8.7-9.5-9.5 5.2-.8 8.7-4.3 9.5-9.5z" fill="#FFFFFF"/></g>
    <circle cx="${core.x + 44}" cy="${core.y - 46}" r="10" fill="${brand.saffron}"/>`;
}

export function aiAgentsGuideSvg(scale = 1): string {
  const back = backdrop(
    '#0A0F24',
    '#18215C',
    [
      { color: brand.primary, opacity: 0.7, x: 930, y: 450, rx: 760, ry: 520 },
      { color: brand.accent, opacity: 0.35, x: 1500, y: 120, rx: 520, ry: 380 },
      { color: brand.accent, opacity: 0.16, x: 160, y: 900, rx: 560, ry: 300 },
    ],
    [0, 0, 1, 1],
  );
  const network = buildNetwork(seeded(77), {
    width: W,
    height: H,
    count: 56,
    density: (x, y) => Math.min(1, Math.hypot(x - core.x, (y - core.y) * 1.4) / 520),
    minDistance: 60,
    maxEdge: 190,
  });
  const defs =
    back.defs +
    shadowDefs('#02040C') +
    linearGradient(
      'coreFace',
      [
        { offset: 0, color: '#3D5BE0' },
        { offset: 0.55, color: brand.primary },
        { offset: 1, color: brand.accent },
      ],
      [0, 0, 1, 1],
    ) +
    linearGradient(
      'nodeFace',
      [
        { offset: 0, color: '#1C2660' },
        { offset: 1, color: '#121933' },
      ],
      [0, 0, 0, 1],
    ) +
    radialGradient('coreGlow', [
      { offset: 0, color: brand.primaryLight, opacity: 0.35 },
      { offset: 1, color: brand.primaryLight, opacity: 0 },
    ]) +
    radialGradient('packet', [
      { offset: 0, color: '#FFFFFF', opacity: 0.35 },
      { offset: 1, color: '#FFFFFF', opacity: 0 },
    ]);
  const body = [
    back.body,
    networkMarkup(network, 0, {
      nodeColor: brand.primaryLight,
      edgeColor: brand.primaryLight,
      nodeOpacity: 0.5,
      edgeOpacity: 0.12,
      edgeWidth: 1.4,
    }),
    connections(),
    agentCore(),
    toolNodes(),
  ].join('');
  return svgDocument(W, H, defs, body, scale);
}
