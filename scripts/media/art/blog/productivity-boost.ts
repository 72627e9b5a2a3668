/** "5 Ways AI Can Instantly Boost Your Productivity": a planner page and a clock with time won back. */
import { brand, tint } from '../../lib/palette.ts';
import { glyph } from '../../lib/glyphs.ts';
import { linearGradient, n, svgDocument } from '../../lib/svg.ts';
import { arc, backdrop, badge, dotGrid, H, shadowDefs, W, wave } from './common.ts';

function calendar(): string {
  const cell = { w: 58, h: 50, gap: 14 };
  const left = 40;
  const top = 150;
  // Which days are filled: focus blocks (saffron), meetings (indigo), done (crimson with a tick).
  const marks: Record<string, string> = {
    '0-1': 'focus',
    '0-4': 'meet',
    '1-2': 'done',
    '1-5': 'focus',
    '2-0': 'meet',
    '2-3': 'done',
    '3-1': 'focus',
    '3-6': 'meet',
    '4-2': 'done',
  };
  const cells: string[] = [];
  for (let row = 0; row < 5; row++) {
    for (let column = 0; column < 7; column++) {
      const x = left + column * (cell.w + cell.gap);
      const y = top + row * (cell.h + cell.gap);
      const mark = marks[`${row}-${column}`];
      const fill =
        mark === 'focus'
          ? brand.saffron
          : mark === 'meet'
            ? brand.primary
            : mark === 'done'
              ? brand.accent
              : tint.mist;
      cells.push(`<rect x="${x}" y="${y}" width="${cell.w}" height="${cell.h}" rx="12" fill="${fill}"/>`);
      if (mark === 'done') cells.push(glyph('check', x + cell.w / 2, y + cell.h / 2, 30, '#FFFFFF', 3));
    }
  }
  // A multi-day block the assistant scheduled, spanning three cells.
  const blockY = top + 4 * (cell.h + cell.gap);
  cells.push(
    `<rect x="${left + 4 * (cell.w + cell.gap)}" y="${blockY}" width="${cell.w * 3 + cell.gap * 2}" height="${cell.h}" rx="12" fill="${brand.primaryLight}"/>`,
  );
  return `<g transform="translate(215 165) rotate(-5 280 260)">
    <g filter="url(#soft)"><rect width="560" height="510" rx="34" fill="#FFFFFF"/></g>
    <path d="M34 0H526A34 34 0 0 1 560 34V112H0V34A34 34 0 0 1 34 0Z" fill="url(#band)"/>
    <rect x="40" y="44" width="190" height="22" rx="11" fill="#FFFFFF" fill-opacity="0.9"/>
    <rect x="40" y="78" width="120" height="14" rx="7" fill="#FFFFFF" fill-opacity="0.45"/>
    <rect x="420" y="-22" width="22" height="58" rx="11" fill="${brand.saffron}"/>
    <rect x="470" y="-22" width="22" height="58" rx="11" fill="${brand.saffron}"/>
    ${cells.join('')}
  </g>`;
}

function clock(cx: number, cy: number, r: number): string {
  const ticks: string[] = [];
  for (let i = 0; i < 60; i++) {
    const major = i % 5 === 0;
    const angle = (i * 6 * Math.PI) / 180;
    const inner = r - (major ? 58 : 48);
    const outer = r - 40;
    ticks.push(
      `<path d="M${n(cx + inner * Math.sin(angle))} ${n(cy - inner * Math.cos(angle))}L${n(cx + outer * Math.sin(angle))} ${n(
        cy - outer * Math.cos(angle),
      )}" stroke="${major ? brand.primary : tint.periwinkle}" stroke-width="${major ? 6 : 3}" stroke-linecap="round"/>`,
    );
  }
  const hand = (deg: number, length: number, width: number, color: string) => {
    const angle = (deg * Math.PI) / 180;
    return `<path d="M${cx} ${cy}L${n(cx + length * Math.sin(angle))} ${n(cy - length * Math.cos(angle))}" stroke="${color}" stroke-width="${width}" stroke-linecap="round"/>`;
  };
  return `<g filter="url(#soft)"><circle cx="${cx}" cy="${cy}" r="${r}" fill="#FFFFFF"/></g>
    <path d="${arc(cx, cy, r - 16, 0, 359.9)}" fill="none" stroke="${tint.mist}" stroke-width="22"/>
    <path d="${arc(cx, cy, r - 16, 20, 250)}" fill="none" stroke="url(#progress)" stroke-width="22" stroke-linecap="round"/>
    <path d="${arc(cx, cy, r - 16, 268, 318)}" fill="none" stroke="${brand.accent}" stroke-width="22" stroke-linecap="round"/>
    ${ticks.join('')}
    ${hand(300, r * 0.42, 16, '#0B1020')}
    ${hand(60, r * 0.6, 10, '#0B1020')}
    ${hand(165, r * 0.66, 4, brand.accent)}
    <circle cx="${cx}" cy="${cy}" r="14" fill="${brand.accent}"/><circle cx="${cx}" cy="${cy}" r="5" fill="#FFFFFF"/>`;
}

export function productivityBoostSvg(scale = 1): string {
  const back = backdrop('#F3F5FD', '#D9E1FF', [
    { color: tint.apricot, opacity: 0.95, x: 1380, y: 130, rx: 560, ry: 440 },
    { color: brand.primary, opacity: 0.22, x: 120, y: 820, rx: 620, ry: 360 },
    { color: brand.accentLight, opacity: 0.25, x: 1560, y: 760, rx: 420, ry: 300 },
  ]);
  const defs =
    back.defs +
    shadowDefs('#1E2A72') +
    linearGradient(
      'band',
      [
        { offset: 0, color: '#3454D1' },
        { offset: 1, color: brand.primary },
      ],
      [0, 0, 1, 1],
    ) +
    linearGradient(
      'progress',
      [
        { offset: 0, color: brand.saffron },
        { offset: 1, color: '#F07E24' },
      ],
      [0, 0, 1, 1],
    );
  const body = [
    back.body,
    dotGrid(1010, 90, 9, 3, 26, brand.primary, 0.18),
    dotGrid(70, 70, 6, 5, 26, brand.primary, 0.14),
    `<path d="${wave(760, 22, 900, 0.6)}" fill="${tint.periwinkle}" filter="url(#soft)"/>`,
    `<path d="${wave(810, 18, 700, 2.1)}" fill="${brand.primaryLight}" filter="url(#soft)"/>`,
    `<path d="${wave(860, 14, 820, 4)}" fill="${brand.primary}" filter="url(#soft)"/>`,
    calendar(),
    clock(1135, 420, 225),
    badge(1318, 215, 52, brand.saffron, glyph('bolt', 1318, 215, 62, '#FFFFFF', 2.6)),
    badge(895, 650, 44, brand.accent, glyph('check', 895, 650, 52, '#FFFFFF', 3)),
    badge(1390, 610, 40, '#FFFFFF', glyph('mail', 1390, 610, 48, brand.primary, 2)),
  ].join('');
  return svgDocument(W, H, defs, body, scale);
}
