// @vitest-environment node
import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
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

  it('is a small file declared for exactly its characters, ahead of the full font', async () => {
    const file = await readFile(new URL('./fonts/noto-sans-devanagari-site.woff2', import.meta.url));
    expect(file.subarray(0, 4).toString('latin1')).toBe('wOF2');
    expect(file.length).toBeLessThan(20_000);

    const face = /font-family: 'Noto Sans Devanagari Site';[\s\S]*?unicode-range: ([^;]+);/.exec(fontFaceCss);
    const range = face?.[1]?.split(', ') ?? [];
    for (const character of devanagariSubsetCharacters) {
      expect(range).toContain(`U+0${(character.codePointAt(0) ?? 0).toString(16).toUpperCase()}`);
    }
    expect(range).not.toContain('U+0915'); // क is not in the copy: it must come from the full font
    expect(fontFamily.indexOf('Noto Sans Devanagari Site')).toBeLessThan(
      fontFamily.indexOf('Noto Sans Devanagari Variable'),
    );
  });
});
