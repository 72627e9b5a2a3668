/**
 * Author avatars: a patterned gradient, with the brand mark for the team. No letters: the page draws
 * the author's initials over the picture in its own script (AuthorAvatar), so a Nepali page does not
 * show Latin ones. Drawn full-bleed so the site can crop them to a circle; content sits in the middle
 * 70 %.
 */
import { brand, deep } from '../lib/palette.ts';
import { markLetterPath, markSparkPath } from '../lib/mark.ts';
import { linearGradient, n, radialGradient, svgDocument } from '../lib/svg.ts';

export const avatarCanvas = 192;
const S = avatarCanvas;

type Pattern = 'rings' | 'ridges' | 'nodes';

interface AvatarSpec {
  from: string;
  to: string;
  pattern: Pattern;
  /** The brand mark in the middle (the team's avatar); people's avatars leave it to the page. */
  mark?: boolean;
}

function pattern(kind: Pattern): string {
  if (kind === 'rings') {
    return Array.from({ length: 9 }, (_, i) => `<circle cx="${S}" cy="0" r="${40 + i * 26}"/>`).join('');
  }
  if (kind === 'ridges') {
    return Array.from({ length: 7 }, (_, i) => {
      const y = 60 + i * 24;
      return `<path d="M-10 ${y + 20}L30 ${y - 4}L62 ${y + 12}L104 ${y - 18}L140 ${y + 8}L170 ${y - 6}L202 ${y + 14}"/>`;
    }).join('');
  }
  const nodes: [number, number][] = [
    [20, 30],
    [64, 14],
    [120, 26],
    [170, 40],
    [40, 80],
    [150, 96],
    [178, 150],
    [22, 150],
    [90, 176],
    [150, 180],
  ];
  const edges: [number, number][] = [
    [0, 1],
    [1, 2],
    [2, 3],
    [0, 4],
    [3, 5],
    [5, 6],
    [4, 7],
    [7, 8],
    [8, 9],
    [6, 9],
  ];
  return (
    edges
      .map(([a, b]) => {
        const p = nodes[a];
        const q = nodes[b];
        return p && q ? `<path d="M${p[0]} ${p[1]}L${q[0]} ${q[1]}"/>` : '';
      })
      .join('') +
    nodes
      .map(([x, y]) => `<circle cx="${x}" cy="${y}" r="3" fill="#FFFFFF" fill-opacity="0.45" stroke="none"/>`)
      .join('')
  );
}

function avatarSvg(spec: AvatarSpec, scale: number): string {
  const defs =
    linearGradient(
      'face',
      [
        { offset: 0, color: spec.from },
        { offset: 1, color: spec.to },
      ],
      [0, 0, 1, 1],
    ) +
    radialGradient('shine', [
      { offset: 0, color: '#FFFFFF', opacity: 0.28 },
      { offset: 1, color: '#FFFFFF', opacity: 0 },
    ]) +
    `<filter id="textShadow" x="-20%" y="-20%" width="140%" height="140%"><feDropShadow dx="0" dy="2" stdDeviation="2.5" flood-color="#0B1020" flood-opacity="0.3"/></filter>`;
  const centre = spec.mark
    ? `<g transform="translate(${S / 2 - 48} ${S / 2 - 50}) scale(4)" filter="url(#textShadow)"><path d="${markLetterPath}" fill="#FFFFFF"/><path d="${markSparkPath}" fill="${brand.saffron}"/></g>`
    : '';
  const body = [
    `<rect width="${S}" height="${S}" fill="url(#face)"/>`,
    `<g fill="none" stroke="#FFFFFF" stroke-opacity="0.16" stroke-width="2">${pattern(spec.pattern)}</g>`,
    `<ellipse cx="${n(S * 0.3)}" cy="${n(S * 0.22)}" rx="${n(S * 0.55)}" ry="${n(S * 0.45)}" fill="url(#shine)"/>`,
    centre,
  ].join('');
  return svgDocument(S, S, defs, body, scale);
}

export const avatars = {
  'avatars/sujata-karki': (scale: number) =>
    avatarSvg({ from: brand.saffron, to: brand.accent, pattern: 'rings' }, scale),
  'avatars/bibek-thapa': (scale: number) =>
    avatarSvg({ from: '#4C6BEA', to: deep.dusk, pattern: 'ridges' }, scale),
  'avatars/rupantaran-team': (scale: number) =>
    avatarSvg({ from: brand.primary, to: deep.navy, pattern: 'nodes', mark: true }, scale),
} as const;
