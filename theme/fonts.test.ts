import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { decompress } from 'wawoff2';
import { contentText, devanagariIn, shapedTexts } from '../scripts/media/devanagariSubset';
import {
  type DrawnGlyph,
  devanagariWords,
  shapedDrawings,
  siteWeights,
} from '../scripts/media/lib/devanagariShaping';
import { brandFontTtf, devanagariFontTtf } from '../scripts/media/lib/fonts';
import { devanagariSubsetCharacters } from './fonts/devanagariSubset';
import { codePointsOf, latinUnicodeRange } from './fonts/latinRange';
import {
  devanagariFontFaceCss,
  fontFaceCss,
  latinFontFaceCss,
  nepaliFirstScreenFontFaceCss,
  preloadedFontUrls,
} from './fonts';
import { fontFamily } from './tokens';

describe('the Devanagari subset font', () => {
  it("covers every Devanagari character in the site's copy (else run npm run media:fonts)", async () => {
    const used = devanagariIn(await contentText());
    expect(used.length).toBeGreaterThan(0);
    expect(used.filter((character) => !devanagariSubsetCharacters.includes(character))).toEqual([]);
  });

  it('is a cut of the full font declared for exactly its characters, ahead of the full font', async () => {
    const file = await readFile(new URL('./fonts/noto-sans-devanagari-site.woff2', import.meta.url));
    expect(file.subarray(0, 4).toString('latin1')).toBe('wOF2');
    // The glyphs the Nepali edition's words need, at the theme's weights: a quarter of the 122 kB face.
    expect(file.length).toBeLessThan(40_000);

    const face = /font-family:'Noto Sans Devanagari Site';[^}]*?unicode-range:([^;}]+)/.exec(fontFaceCss);
    const range = codePointsOf(face?.[1] ?? '');
    expect(range.length).toBeGreaterThan(50);
    for (const character of devanagariSubsetCharacters) expect(range).toContain(character.codePointAt(0));
    // A letter the copy never uses (ॠ, ॡ, ॲ…) must come from the full font.
    const unused = [...'ॠॡॲऌॐ'].find((character) => !devanagariSubsetCharacters.includes(character)) ?? '';
    expect(unused).not.toBe('');
    expect(range).not.toContain(unused.codePointAt(0));
    expect(fontFamily.indexOf('Noto Sans Devanagari Site')).toBeLessThan(
      fontFamily.indexOf('Noto Sans Devanagari Variable'),
    );
  });

  it('keeps the shaping tables that form conjuncts and place vowel signs', async () => {
    const woff2 = await readFile(new URL('./fonts/noto-sans-devanagari-site.woff2', import.meta.url));
    const font = Buffer.from(await decompress(woff2));
    const tables = Array.from({ length: font.readUInt16BE(4) }, (_, index) =>
      font.subarray(12 + index * 16, 16 + index * 16).toString('latin1'),
    );
    expect(tables).toEqual(expect.arrayContaining(['GSUB', 'GPOS', 'GDEF']));
  });
});

const number = /-?\d+(?:\.\d+)?(?:e-?\d+)?/g;
/** Two font units: 0.03 px at 16 px, far below the hundreds a misplaced mark would move. */
const closeEnough = (a: number | string, b: number | string | undefined) =>
  Math.abs(Number(a) - Number(b)) <= 2;
const outlinesCompared = new Map<string, boolean>();

/** The same path, each coordinate close: narrowing the weight axis rounds variation deltas. */
function outlinesAlike(a: string, b: string): boolean {
  const key = `${a}|${b}`;
  let alike = outlinesCompared.get(key);
  if (alike === undefined) {
    const [x, y] = [a.match(number) ?? [], b.match(number) ?? []];
    alike =
      a.replace(number, '#') === b.replace(number, '#') &&
      x.every((value, index) => closeEnough(value, y[index]));
    outlinesCompared.set(key, alike);
  }
  return alike;
}

/**
 * Equal outlines and positions, within the rounding of narrowed variation deltas; a missing conjunct
 * changes the glyph sequence itself, a misplaced vowel sign moves by hundreds of units.
 */
function drawnAlike(a: readonly DrawnGlyph[] = [], b: readonly DrawnGlyph[] = []): boolean {
  return (
    a.length === b.length &&
    a.every((glyph, index) => {
      const other = b[index];
      return (
        other !== undefined &&
        closeEnough(glyph.xOffset, other.xOffset) &&
        closeEnough(glyph.yOffset, other.yOffset) &&
        closeEnough(glyph.advance, other.advance) &&
        outlinesAlike(glyph.outline, other.outline)
      );
    })
  );
}

describe('shaping with the cut', () => {
  it("draws every Devanagari word of the site as the full font does, at each of the theme's weights", async () => {
    const full = await devanagariFontTtf(new URL('..', import.meta.url).pathname);
    const woff2 = await readFile(new URL('./fonts/noto-sans-devanagari-site.woff2', import.meta.url));
    const cut = Uint8Array.from(await decompress(woff2));
    const words = shapedTexts(await contentText(), [...devanagariSubsetCharacters]);
    expect(words.length).toBeGreaterThan(1000);
    // Build-time figures and dates: the cut keeps the kerning between any two digits.
    expect(words).toEqual(expect.arrayContaining(['२०', '८३', '१५']));
    // A conjunct the site never writes is missing from the cut, which shows the comparison can fail.
    const unwritten = ['ह्म', 'ङ्क्ष', 'ड्ढ', 'ह्ल'].find(
      (word) => !words.some((siteWord) => siteWord.includes(word)),
    );
    expect(unwritten).toBeDefined();
    const probe = unwritten ?? '';

    for (const weight of siteWeights) {
      const [expected, drawn] = [
        shapedDrawings(full, [...words, probe], weight),
        shapedDrawings(cut, [...words, probe], weight),
      ];
      const differing = words.filter((word) => !drawnAlike(expected.get(word), drawn.get(word)));
      expect(differing, `words drawn differently at weight ${weight} (run npm run media:fonts)`).toEqual([]);
      expect(drawnAlike(expected.get(probe), drawn.get(probe)), `${probe} at ${weight}`).toBe(false);
    }
  }, 20_000);

  it('draws the Nepali forms that lang="ne" asks for (झ, ५ ८ ९, ट्र), not the Hindi ones', async () => {
    const full = await devanagariFontTtf(new URL('..', import.meta.url).pathname);
    const woff2 = await readFile(new URL('./fonts/noto-sans-devanagari-site.woff2', import.meta.url));
    const cut = Uint8Array.from(await decompress(woff2));
    const siteWords = devanagariWords(await contentText());
    const samples = [
      ...['झ', 'ट्र'].map((form) => siteWords.find((word) => word.includes(form)) ?? form),
      '५८९',
    ];
    for (const weight of [400, 800]) {
      const asNepali = shapedDrawings(full, samples, weight, 'ne');
      const asHindi = shapedDrawings(full, samples, weight, 'hi');
      const cutAsNepali = shapedDrawings(cut, samples, weight, 'ne');
      for (const sample of samples) {
        expect(
          drawnAlike(asNepali.get(sample), asHindi.get(sample)),
          `${sample}: Nepali and Hindi alike`,
        ).toBe(false);
        expect(drawnAlike(cutAsNepali.get(sample), asNepali.get(sample)), `${sample} at ${weight}`).toBe(
          true,
        );
      }
    }
  });
});

describe('the Latin file, narrowed to the theme’s weights', () => {
  it('draws every character it declares as the shipped file does at each weight, and nothing lighter', async () => {
    const shipped = await brandFontTtf(new URL('..', import.meta.url).pathname);
    const woff2 = await readFile(new URL('./fonts/plus-jakarta-sans-latin-wght-site.woff2', import.meta.url));
    // Less than the 27.3 kB shipped file: every English page preloads it.
    expect(woff2.length).toBeLessThan(21_000);
    const cut = Uint8Array.from(await decompress(woff2));
    // Each character alone, and pairs the font kerns (its GPOS must survive the cut).
    const characters = codePointsOf(latinUnicodeRange)
      .filter((point) => point > 0x20 && (point < 0x7f || point > 0x9f))
      .map((point) => String.fromCodePoint(point));
    // Those the file lacks draw its empty box in either file; a browser takes them from another font.
    const missing = shapedDrawings(shipped, ['\u0378'], 400).get('\u0378')?.[0]?.outline;
    const drawnAt400 = shapedDrawings(shipped, characters, 400);
    const mapped = characters.filter((character) => drawnAt400.get(character)?.[0]?.outline !== missing);
    expect(mapped.length).toBeGreaterThan(180);
    const texts = [...mapped, 'AVATAR', 'Type', 'WAVY', 'T.', '“Yo”', 'Rupantaran AI — 2026'];
    for (const weight of siteWeights) {
      const [expected, drawn] = [shapedDrawings(shipped, texts, weight), shapedDrawings(cut, texts, weight)];
      const differing = texts.filter((text) => !drawnAlike(expected.get(text), drawn.get(text)));
      expect(differing, `drawn differently at weight ${weight} (run npm run media:fonts)`).toEqual([]);
    }
    // Below the range the cut draws its lightest weight, so the comparison can fail.
    const [lightShipped, lightCut] = [
      shapedDrawings(shipped, ['AVATAR'], 200),
      shapedDrawings(cut, ['AVATAR'], 200),
    ];
    expect(drawnAlike(lightShipped.get('AVATAR'), lightCut.get('AVATAR'))).toBe(false);
    expect(fontFaceCss).toMatch(/font-weight:400 800;src:url\([^)]*plus-jakarta-sans-latin-wght-site/);
    // Every face of the family alike: one with a wider range would be chosen over it for all letters.
    expect(latinFontFaceCss.match(/'Plus Jakarta Sans Variable';[^}]*?font-weight:([^;]+)/g)).toEqual([
      expect.stringContaining('font-weight:400 800'),
      expect.stringContaining('font-weight:400 800'),
    ]);
  });
});

describe('the faces English pages inline', () => {
  it('leave out Devanagari, which the site stylesheet brings, and keep every other face', () => {
    expect(latinFontFaceCss).not.toMatch(/Devanagari/);
    expect(devanagariFontFaceCss.match(/@font-face/g)).toHaveLength(2);
    const faces = (css: string) => css.match(/@font-face/g)?.length ?? 0;
    expect(faces(latinFontFaceCss) + faces(devanagariFontFaceCss)).toBe(faces(fontFaceCss));
  });

  it('on Nepali pages, inline only the cut and the fallbacks: Latin words wait for the site stylesheet', () => {
    expect(nepaliFirstScreenFontFaceCss).toMatch(/'Noto Sans Devanagari Site'/);
    expect(nepaliFirstScreenFontFaceCss).not.toMatch(/'Noto Sans Devanagari Variable'/);
    expect(nepaliFirstScreenFontFaceCss).not.toMatch(/'Plus Jakarta Sans Variable'/);
    expect(nepaliFirstScreenFontFaceCss).toMatch(/'Plus Jakarta Sans Fallback'/);
    expect(devanagariFontFaceCss).toMatch(/'Noto Sans Devanagari Variable'/);
    // The site stylesheet declares the Latin faces (scripts/prerender.ts).
    expect(latinFontFaceCss).toMatch(/'Plus Jakarta Sans Variable'/);
  });

  it('have one fallback for each weight the theme sets, bold from 551 up, with a space of its own', () => {
    const faces = [
      ...latinFontFaceCss.matchAll(/@font-face\{font-family:'Plus Jakarta Sans Fallback';([^}]*)\}/g),
    ].map(([, body = '']) => {
      const [low = 0, high = 0] = (/font-weight:(\d+) (\d+)/.exec(body) ?? []).slice(1).map(Number);
      const number = (name: string) => Number(new RegExp(`${name}:([\\d.]+)%`).exec(body)?.[1]);
      return {
        low,
        high,
        bold: body.includes('Bold'),
        space: body.includes('unicode-range:U+20,'),
        size: number('size-adjust'),
        ascent: number('ascent-override'),
      };
    });
    for (const weight of [400, 500, 600, 700, 800]) {
      const matching = faces.filter((face) => face.low <= weight && weight <= face.high);
      // The letters' face, and the space's after it.
      expect(matching, `weight ${weight}`).toHaveLength(2);
      expect(matching.map((face) => face.bold)).toEqual([weight > 550, weight > 550]);
      expect(matching[0]?.low).toBe(matching[1]?.low);
      expect(matching.map((face) => face.space)).toEqual([false, true]);
    }
    // The line box stays Plus Jakarta Sans' whatever the scale: ascent times size-adjust is its ascender.
    for (const face of faces) expect((face.ascent * face.size) / 100).toBeCloseTo(103.8, 0);
  });

  it('preload the font of the page’s own language only', () => {
    expect(preloadedFontUrls('en')).toEqual([expect.stringMatching(/plus-jakarta-sans-latin-wght-site/)]);
    expect(preloadedFontUrls('ne')).toEqual([expect.stringMatching(/noto-sans-devanagari-site/)]);
  });
});
