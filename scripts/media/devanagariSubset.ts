/**
 * Cuts Noto Sans Devanagari down to the glyphs the site's own Nepali text needs (npm run media:fonts,
 * also part of npm run media). Every Nepali page preloads the cut, and on a phone each kilobyte of it
 * delays the first screen, so it holds only what shaping the site's words reaches (conjuncts, half
 * forms, vowel-sign variants) at the theme's weights, shaped as Nepali (see siteLanguage), with the
 * weight axis narrowed to 400–800, and of the layout rules among those glyphs only the ones the words
 * use (lib/layoutPruning.ts): 122 kB for the whole font, 71 kB for a cut by characters, 31.8 kB for a
 * cut by glyphs, 28.4 kB once the unused rules are out. That last step is what lets the cut arrive in
 * two round trips beside an article's cover image on a slow phone connection (≤ 29.2 kB with its
 * response headers), where it took three.
 * Writes theme/fonts/noto-sans-devanagari-site.woff2 and theme/fonts/devanagariSubset.ts (the
 * characters, for the @font-face unicode-range). Text visitors type (a Devanagari name in the form)
 * may need conjuncts the site never writes, so form fields draw with the full font: see theme/fonts.ts.
 * theme/fonts.test.ts shapes every word with both fonts and fails if the cut draws one differently.
 */
import { readFile, readdir, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import * as prettier from 'prettier';
import { compress } from 'wawoff2';
import { devanagariWords, glyphsReached, shapingSignature, siteWeights } from './lib/devanagariShaping.ts';
import { glyphCount, pruneUnusedLayout } from './lib/layoutPruning.ts';
import { devanagariFontTtf } from './lib/fonts.ts';
import { subsetToGlyphs } from './lib/harfbuzzSubset.ts';

const root = resolve(import.meta.dirname, '../..');
// All of src/, not only src/content: words such as the Bikram Sambat month names (src/lib/i18n), the
// read time's 'मिनेटको पढाइ' and the switch's 'नेपाली' are written in code; and the articles'
// Markdown in content/. A character missing here makes the browser fetch the full 121 kB face on top
// of this cut.
const sourceDirs = [join(root, 'src'), join(root, 'content')];
const outDir = join(root, 'theme/fonts');
/** Joiners and the dotted circle shape conjuncts and show stray marks; always keep them. */
const alwaysKept = '\u200C\u200D\u25CC';
/** Every Devanagari digit: numbers and dates are formatted at build time into whatever digits they need. */
const devanagariDigits = '०१२३४५६७८९';

const devanagariBlocks = [
  [0x0900, 0x097f],
  [0x1cd0, 0x1cff],
  [0xa8e0, 0xa8ff],
] as const;

/** The distinct Devanagari characters (letters and marks alike) in a text. */
export function devanagariIn(text: string): string[] {
  const isDevanagari = (character: string) => {
    const code = character.codePointAt(0) ?? 0;
    return devanagariBlocks.some(([first, last]) => code >= first && code <= last);
  };
  return [...new Set([...text].filter(isDevanagari))];
}

export async function contentText(): Promise<string> {
  const entries = (
    await Promise.all(sourceDirs.map((dir) => readdir(dir, { recursive: true, withFileTypes: true })))
  ).flat();
  const files = entries
    .filter((entry) => entry.isFile() && /\.(tsx?|md)$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name))
    .map((entry) => join(entry.parentPath, entry.name))
    .sort();
  return (await Promise.all(files.map((file) => readFile(file, 'utf8')))).join('\n');
}

/**
 * What the cut must shape as the full font does: the site's words, each character alone (a digit or a
 * letter can stand alone in a formatted number or an initial), and every pair of digits, since dates
 * and figures are formatted into Devanagari digits at build time and the font kerns some of them.
 */
export function shapedTexts(text: string, characters: readonly string[]): string[] {
  const digitPairs = [...devanagariDigits].flatMap((first) =>
    [...devanagariDigits].map((next) => first + next),
  );
  // The dotted circle alone too (a browser draws it under a stray mark); a joiner alone draws nothing.
  return [...new Set([...devanagariWords(text), ...characters, '\u25CC', ...digitPairs])];
}

/**
 * The cut, as TrueType: the site's characters, every glyph shaping its texts reaches, and of the layout
 * rules among those glyphs only the ones the texts use (layoutPruning.ts).
 */
async function siteCut(
  fullFont: Uint8Array,
  texts: readonly string[],
  characters: string,
): Promise<Uint8Array> {
  const cut = await subsetToGlyphs(fullFont, {
    characters,
    glyphIds: glyphsReached(fullFont, texts),
    axisRanges: { wght: [Math.min(...siteWeights), Math.max(...siteWeights)] },
  });
  const expected = shapingSignature(cut, texts);
  const report = pruneUnusedLayout(cut, (candidate) =>
    shapingSignature(candidate, texts).every((shaped, index) => shaped === expected[index]),
  );
  console.info(
    `Layout rules the site's words never use: ${report.lookups} lookups, ${report.subtables} subtables, ` +
      `${report.rules} rules removed`,
  );
  // Through the subsetter again, with every glyph: it writes only what the remaining rules reference.
  return subsetToGlyphs(cut, {
    characters,
    glyphIds: Array.from({ length: glyphCount(cut) }, (_, id) => id),
  });
}

async function main(): Promise<void> {
  const text = await contentText();
  const characters = devanagariIn(text + devanagariDigits).sort();
  const fullFont = await devanagariFontTtf(root);
  // Latin letters and digits stay out: Plus Jakarta Sans draws those.
  const texts = shapedTexts(text, characters);
  const subset = Buffer.from(
    await compress(await siteCut(fullFont, texts, characters.join('') + alwaysKept)),
  );
  await writeFile(join(outDir, 'noto-sans-devanagari-site.woff2'), subset);

  const module = `/**
 * GENERATED by \`npm run media:fonts\` (scripts/media/devanagariSubset.ts) from the Devanagari in
 * src/. Do not edit by hand.
 */

/** Every Devanagari character the site's copy uses: the subset font has exactly these (and joiners). */
export const devanagariSubsetCharacters = ${JSON.stringify(characters.join(''))};
`;
  const file = join(outDir, 'devanagariSubset.ts');
  const options = (await prettier.resolveConfig(file)) ?? {};
  await writeFile(file, await prettier.format(module, { ...options, filepath: file }));
  console.info(`Devanagari subset: ${characters.length} characters, ${subset.length} bytes of WOFF2`);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  main().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
