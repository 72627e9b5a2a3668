/**
 * Narrows Plus Jakarta Sans' Latin file to the weights the theme sets (400–800; the file spans
 * 200–800), keeping every character it has (npm run media:fonts). Every English page preloads this
 * file, and on a phone's slow network each kilobyte of it comes before the first screen: 27.3 kB
 * shipped, 19.1 kB narrowed. Writes theme/fonts/plus-jakarta-sans-latin-wght-site.woff2; the
 * instancing is exact inside the range, which theme/fonts.test.ts checks by drawing every character
 * at each weight with both files.
 */
import { writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import subsetFont from 'subset-font';
import { codePointsOf, latinUnicodeRange } from '../../theme/fonts/latinRange.ts';
import { brandFontWoff2 } from './lib/fonts.ts';
import { siteWeights } from './lib/devanagariShaping.ts';

const root = resolve(import.meta.dirname, '../..');
const latinCutFile = join(root, 'theme/fonts/plus-jakarta-sans-latin-wght-site.woff2');

async function main(): Promise<void> {
  const source = await brandFontWoff2(root);
  const text = String.fromCodePoint(...codePointsOf(latinUnicodeRange));
  const [min, max] = [Math.min(...siteWeights), Math.max(...siteWeights)];
  const cut = await subsetFont(source, text, {
    targetFormat: 'woff2',
    variationAxes: { wght: { min, max } },
  });
  await writeFile(latinCutFile, cut);
  console.info(`Latin cut: weights ${min}–${max}, ${source.length} → ${cut.length} bytes of WOFF2`);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  main().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
