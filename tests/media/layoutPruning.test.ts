import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { decompress } from 'wawoff2';
import { shapingSignature } from '../../scripts/media/lib/devanagariShaping';
import { glyphCount, pruneUnusedLayout } from '../../scripts/media/lib/layoutPruning';
import { subsetToGlyphs } from '../../scripts/media/lib/harfbuzzSubset';
import { devanagariSubsetCharacters } from '../../theme/fonts/devanagariSubset';

const cutFile = new URL('../../theme/fonts/noto-sans-devanagari-site.woff2', import.meta.url);
const words = ['नेपाल', 'प्रविधि', 'क्षमता', 'राष्ट्रिय', 'पर्खँदा', 'झ', '२०८३'];

describe('pruneUnusedLayout', () => {
  it('takes out the rules a few words never use, and they still shape exactly as before', async () => {
    const cut = Uint8Array.from(await decompress(await readFile(cutFile)));
    const before = shapingSignature(cut, words);
    const pruned = cut.slice();
    const report = pruneUnusedLayout(pruned, (font) =>
      shapingSignature(font, words).every((shaped, index) => shaped === before[index]),
    );
    // The site's cut keeps what all its words need; seven words need far less of it.
    expect(report.lookups + report.subtables + report.rules).toBeGreaterThan(10);
    expect(shapingSignature(pruned, words)).toEqual(before);
    const repacked = await subsetToGlyphs(pruned, {
      characters: devanagariSubsetCharacters,
      glyphIds: Array.from({ length: glyphCount(pruned) }, (_, id) => id),
    });
    expect(repacked.length).toBeLessThan(cut.length);
    expect(shapingSignature(repacked, words)).toEqual(before);
    // A word the check does not cover loses what it needed: the pruning answers to the check alone.
    expect(shapingSignature(pruned, ['उपयुक्त'])).not.toEqual(shapingSignature(cut, ['उपयुक्त']));
  });

  it('leaves the font byte for byte as it was when every rule is needed', async () => {
    const cut = Uint8Array.from(await decompress(await readFile(cutFile)));
    const pruned = cut.slice();
    expect(pruneUnusedLayout(pruned, () => false)).toEqual({ lookups: 0, subtables: 0, rules: 0 });
    expect(Buffer.from(pruned).equals(Buffer.from(cut))).toBe(true);
  });
});
