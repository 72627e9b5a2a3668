/**
 * Shapes Devanagari words with HarfBuzz (harfbuzzjs), the engine Chromium and Android shape with, to
 * learn which glyphs a text needs (for the font cut) and what it looks like once shaped (for the test
 * that the cut draws every word exactly as the full font does).
 */
import * as hb from 'harfbuzzjs';

/** The weights the theme sets (400 body to 800 display); the cut holds this stretch of the axis. */
export const siteWeights = [400, 500, 600, 700, 800] as const;

/**
 * The language every Devanagari run on the site is marked with: the Nepali pages' <html lang="ne">,
 * and NepaliText's lang="ne" spans on English pages. Browsers pass it to the shaper, and Noto Sans
 * Devanagari has rules of its own for Nepali (the NEP language system): Nepali झ, the Nepali forms of
 * ५ ८ ९, and ट्र, ड्र written with a visible virama. Shaped without it, as Hindi, the cut lacked those
 * glyphs and the site drew a Hindi झ and Hindi digits beside Nepali conjuncts.
 */
export const siteLanguage = 'ne';

/** The distinct Devanagari words of a text: runs of Devanagari letters, marks, digits and joiners. */
export function devanagariWords(text: string): string[] {
  return [...new Set(text.match(/(?:\p{Script_Extensions=Devanagari}|\u200C|\u200D)+/gu))].sort();
}

function fontAt(face: hb.Face, weight: number): hb.Font {
  const font = new hb.Font(face);
  font.setVariations([new hb.Variation('wght', weight)]);
  return font;
}

function faceOf(ttf: Uint8Array): hb.Face {
  return new hb.Face(new hb.Blob(ttf), 0);
}

/** Shapes `word` into `buffer` as the browser would: its script guessed, in `language`. */
function shapeWord(font: hb.Font, buffer: hb.Buffer, word: string, language: string): void {
  buffer.clearContents();
  buffer.addText(word);
  buffer.guessSegmentProperties();
  buffer.setLanguage(language);
  hb.shape(font, buffer, []);
}

/**
 * Every glyph shaping the words passes through at each weight: the glyphs drawn and the ones the
 * substitutions go through on the way (a half form that a later lookup joins into a conjunct).
 */
export function glyphsReached(
  ttf: Uint8Array,
  words: readonly string[],
  language: string = siteLanguage,
): Set<number> {
  const face = faceOf(ttf);
  const reached = new Set<number>();
  const buffer = new hb.Buffer();
  // One buffer and one message callback for every word: harfbuzzjs keeps each callback alive.
  buffer.setMessageFunc((step) => {
    if (step.getContentType() === hb.BufferContentType.GLYPHS) {
      for (const glyph of step.getGlyphInfos()) reached.add(glyph.codepoint);
    }
    return true;
  });
  for (const weight of siteWeights) {
    const font = fontAt(face, weight);
    for (const word of words) shapeWord(font, buffer, word, language);
  }
  return reached;
}

/**
 * How the words shape, as one string per word and weight: each glyph's id and position. Two fonts
 * with the same glyph ids (one cut and the same cut with rules taken out) shape the words alike when
 * these are equal.
 */
export function shapingSignature(
  ttf: Uint8Array,
  words: readonly string[],
  language: string = siteLanguage,
): string[] {
  const face = faceOf(ttf);
  const buffer = new hb.Buffer();
  const signature: string[] = [];
  for (const weight of siteWeights) {
    const font = fontAt(face, weight);
    for (const word of words) {
      shapeWord(font, buffer, word, language);
      signature.push(
        buffer
          .getGlyphInfosAndPositions()
          .map((glyph) => `${glyph.codepoint}:${glyph.xAdvance},${glyph.xOffset},${glyph.yOffset}`)
          .join(' '),
      );
    }
  }
  return signature;
}

/** One glyph as drawn: its outline (an SVG path in font units) and where it sits. */
export interface DrawnGlyph {
  outline: string;
  xOffset: number;
  yOffset: number;
  advance: number;
}

/**
 * Each word as drawn at one weight: every glyph's outline and position, independent of glyph ids
 * (which a cut renumbers). Two fonts that give the same drawing for a word render it identically.
 */
export function shapedDrawings(
  ttf: Uint8Array,
  words: readonly string[],
  weight: number,
  language: string = siteLanguage,
): Map<string, DrawnGlyph[]> {
  const font = fontAt(faceOf(ttf), weight);
  const outlines = new Map<number, string>();
  const outline = (glyphId: number) => {
    let path = outlines.get(glyphId);
    if (path === undefined) {
      path = font.glyphToPath(glyphId);
      outlines.set(glyphId, path);
    }
    return path;
  };
  const drawings = new Map<string, DrawnGlyph[]>();
  const buffer = new hb.Buffer();
  for (const word of words) {
    shapeWord(font, buffer, word, language);
    drawings.set(
      word,
      buffer.getGlyphInfosAndPositions().map((glyph) => ({
        outline: outline(glyph.codepoint),
        xOffset: glyph.xOffset ?? 0,
        yOffset: glyph.yOffset ?? 0,
        advance: glyph.xAdvance ?? 0,
      })),
    );
  }
  return drawings;
}
