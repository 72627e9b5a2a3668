// @vitest-environment node
import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { decompress } from 'wawoff2';
import { contentText, devanagariIn } from '../scripts/media/devanagariSubset';
import { devanagariSubsetCharacters } from './fonts/devanagariSubset';
import { fontFaceCss } from './fonts';
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
    // The whole Nepali edition's letters with their conjunct tables: well under the full 121 kB face.
    expect(file.length).toBeLessThan(80_000);

    const face = /font-family: 'Noto Sans Devanagari Site';[\s\S]*?unicode-range: ([^;]+);/.exec(fontFaceCss);
    const range = face?.[1]?.split(', ') ?? [];
    for (const character of devanagariSubsetCharacters) {
      expect(range).toContain(`U+0${(character.codePointAt(0) ?? 0).toString(16).toUpperCase()}`);
    }
    // A letter the copy never uses (ॠ, ॡ, ॲ…) must come from the full font.
    const unused = [...'ॠॡॲऌॐ'].find((character) => !devanagariSubsetCharacters.includes(character)) ?? '';
    expect(unused).not.toBe('');
    expect(range).not.toContain(`U+0${(unused.codePointAt(0) ?? 0).toString(16).toUpperCase()}`);
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
