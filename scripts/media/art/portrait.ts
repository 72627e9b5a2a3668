/**
 * The founder card's portrait: a stylised, faceless head-and-shoulders figure in flat paper-cut
 * shapes (not a likeness of anyone), set against the brand's night-and-dawn ridges.
 */
import { brand, deep } from '../lib/palette.ts';
import { buildNetwork, networkMarkup } from '../lib/network.ts';
import { seeded } from '../lib/random.ts';
import { ridgeLine, ridgePath } from '../lib/ridges.ts';
import { glow, linearGradient, svgDocument } from '../lib/svg.ts';

export const portraitCanvas = 640;
const S = portraitCanvas;

const skin = { light: '#C98B62', shade: '#A86D48', deep: '#8E5A3B' };
const hair = '#1A1D33';

function background(): { defs: string; body: string } {
  const random = seeded(640);
  const halo = glow('halo', brand.saffron, 0.55, 330, 250, 300, 280);
  const rose = glow('rose', brand.accent, 0.45, 560, 120, 300, 260);
  const far = ridgeLine(random, { width: S, baseY: 500, amplitude: 150, peaks: 3, roughness: 0.5, step: 4 });
  const near = ridgeLine(random, { width: S, baseY: 560, amplitude: 90, peaks: 4, roughness: 0.5, step: 4 });
  const network = buildNetwork(random, {
    width: S,
    height: 330,
    count: 22,
    density: (x) => (x > 380 || x < 150 ? 1 : 0.05),
    minDistance: 44,
    maxEdge: 130,
  });
  return {
    defs:
      linearGradient(
        'bg',
        [
          { offset: 0, color: '#2A3FA8' },
          { offset: 0.6, color: deep.indigo },
          { offset: 1, color: deep.navy },
        ],
        [0, 0, 0.6, 1],
      ) +
      halo.def +
      rose.def,
    body: [
      `<rect width="${S}" height="${S}" fill="url(#bg)"/>`,
      rose.shape,
      halo.shape,
      networkMarkup(network, 0, {
        nodeColor: brand.primaryLight,
        edgeColor: brand.primaryLight,
        nodeOpacity: 0.7,
        edgeOpacity: 0.2,
        edgeWidth: 1.2,
      }),
      `<path d="${ridgePath(far, S)}" fill="#2B3A8F" fill-opacity="0.9"/>`,
      `<path d="${ridgePath(near, S)}" fill="${deep.dusk}"/>`,
    ].join(''),
  };
}

function figure(): string {
  return `<g filter="url(#figureShadow)">
    <path d="M44 640C48 562 78 504 146 478L250 442C280 433 300 430 320 430C340 430 360 433 390 442L494 478C562 504 592 562 596 640Z" fill="url(#blazer)"/>
  </g>
  <path d="M274 432L320 528L366 432C350 428 336 426 320 426C304 426 290 428 274 432Z" fill="#F4F6FE"/>
  <path d="M282 340H358V430C358 450 340 462 320 462C300 462 282 450 282 430Z" fill="${skin.shade}"/>
  <path d="M288 428L320 494L352 428Z" fill="${skin.shade}"/>
  <path d="M274 432L244 446L302 584L320 528Z" fill="#17205A"/>
  <path d="M366 432L396 446L338 584L320 528Z" fill="#17205A"/>
  <path d="M274 432L300 490L316 474L290 424Z" fill="#FFFFFF"/>
  <path d="M366 432L340 490L324 474L350 424Z" fill="#FFFFFF"/>
  <path d="M418 524L458 519L454 535L421 537Z" fill="${brand.saffron}"/>
  <ellipse cx="238" cy="276" rx="15" ry="24" fill="${skin.shade}"/>
  <ellipse cx="402" cy="276" rx="15" ry="24" fill="${skin.shade}"/>
  <path d="M320 140C378 140 405 190 405 255C405 330 368 382 320 382C272 382 235 330 235 255C235 190 262 140 320 140Z" fill="url(#skinFace)"/>
  <path d="M282 372C300 396 340 396 358 372V396C340 414 300 414 282 396Z" fill="${skin.deep}" fill-opacity="0.55"/>
  <path d="M233 262C222 190 252 126 324 120C398 116 432 172 414 258C410 236 402 218 392 206C368 194 334 186 300 188C266 190 244 214 233 262Z" fill="${hair}"/>
  <path d="M248 200C262 160 310 140 372 152C326 154 284 170 248 200Z" fill="#343B66"/>`;
}

export function founderPortraitSvg(scale = 1): string {
  const back = background();
  const defs =
    back.defs +
    linearGradient(
      'blazer',
      [
        { offset: 0, color: '#24316F' },
        { offset: 1, color: '#111733' },
      ],
      [0, 0, 0.4, 1],
    ) +
    linearGradient(
      'skinFace',
      [
        { offset: 0, color: skin.light },
        { offset: 1, color: skin.shade },
      ],
      [0.2, 0, 1, 0.8],
    ) +
    `<filter id="figureShadow" x="-10%" y="-10%" width="120%" height="130%"><feDropShadow dx="0" dy="-2" stdDeviation="8" flood-color="#02040C" flood-opacity="0.35"/></filter>`;
  return svgDocument(S, S, defs, back.body + figure(), scale);
}
