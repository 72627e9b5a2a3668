/**
 * Line breaking for SVG text. librsvg draws each <text> on one line, so long titles are broken here,
 * and measured the only way that is true for every script: by rendering them with the same fonts and
 * reading where the ink ends (Devanagari conjuncts make character counts useless). Must run after
 * the fonts are installed (lib/fonts.ts).
 */
import sharp from 'sharp';
import { escapeXml } from './svg.ts';

export interface TextStyle {
  fontFamily: string;
  fontWeight: number;
  /** Letter spacing in em, as the card draws it. */
  letterSpacingEm?: number;
  /**
   * The text's language (xml:lang), which Pango hands to the shaper: Noto Sans Devanagari draws
   * Nepali झ, ५ ८ ९ and ट्र only for 'ne', as the site's pages do under lang="ne".
   */
  language: string;
}

/** Measured at this size and scaled: outline fonts without hinting grow linearly with the size. */
const referenceSize = 50;
const pad = referenceSize;

/** The text's inked width in em (from the pen's start to the last inked column). */
export async function inkWidthEm(text: string, style: TextStyle): Promise<number> {
  const width = Math.ceil(pad * 2 + text.length * referenceSize * 1.2);
  const height = referenceSize * 3;
  const spacing = (style.letterSpacingEm ?? 0) * referenceSize;
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">` +
    `<text x="${pad}" y="${referenceSize * 2}" xml:lang="${style.language}" font-family="${escapeXml(style.fontFamily)}" font-weight="${style.fontWeight}" font-size="${referenceSize}" letter-spacing="${spacing}">${escapeXml(text)}</text></svg>`;
  const { data, info } = await sharp(Buffer.from(svg))
    .extractChannel('alpha')
    .raw()
    .toBuffer({ resolveWithObject: true });
  let right = pad;
  for (let row = 0; row < info.height; row++) {
    for (let column = info.width - 1; column > right; column--) {
      if ((data[row * info.width + column] ?? 0) > 24) {
        right = column + 1;
        break;
      }
    }
  }
  return (right - pad) / referenceSize;
}

export interface Wrapped {
  lines: string[];
  /** Width of the widest line in em. */
  widestEm: number;
}

/**
 * Breaks `text` at spaces into at most `maxLines` lines no wider than `maxWidthEm`, using as few
 * lines as possible and, among those, the most even split (no lonely last word). Undefined when
 * no split fits. Titles have a dozen words, so every split is tried.
 */
export async function wrapBalanced(
  text: string,
  style: TextStyle,
  maxWidthEm: number,
  maxLines: number,
  cache = new Map<string, number>(),
): Promise<Wrapped | undefined> {
  const words = text.split(/\s+/).filter(Boolean);
  const width = async (line: string) => {
    const known = cache.get(line);
    if (known !== undefined) return known;
    const measured = await inkWidthEm(line, style);
    cache.set(line, measured);
    return measured;
  };
  for (let count = 1; count <= Math.min(maxLines, words.length); count++) {
    let best: Wrapped | undefined;
    for (const breaks of splits(words.length, count)) {
      const lines = breaks.map(([from, to]) => words.slice(from, to).join(' '));
      const widths = await Promise.all(lines.map(width));
      const widestEm = Math.max(...widths);
      if (widestEm <= maxWidthEm && (!best || widestEm < best.widestEm)) best = { lines, widestEm };
    }
    if (best) return best;
  }
  return undefined;
}

/** Every way to cut `length` words into `count` non-empty runs, as [from, to) pairs. */
function* splits(length: number, count: number, from = 0): Generator<[number, number][]> {
  if (count === 1) {
    yield [[from, length]];
    return;
  }
  for (let to = from + 1; to <= length - count + 1; to++) {
    for (const rest of splits(length, count - 1, to)) yield [[from, to], ...rest];
  }
}
