/**
 * Proof that the preview cards shape Devanagari: a conjunct-heavy Nepali line goes through the cards'
 * own pipeline (installed fonts, title layout, librsvg/Pango/HarfBuzz, scripts/media/articleOg.ts)
 * and must match a reviewed sample (fixtures/devanagari-shaping.png: क्ष and त्र as single conjuncts,
 * ि drawn before त्र, the eyelash र्‍, stacked ह्र, reph on स्मार्ट, द्ध stacked, ृ under क).
 *
 * The comparison is shown to be sharp enough to catch broken shaping: the same text drawn with the
 * same font cut without its layout tables (GSUB/GPOS/GDEF: what a font or engine without shaping
 * gives, a visible virama wherever a conjunct, half form or reph belongs) must fail it, while the
 * same cut with its layout tables kept must pass.
 *
 * To refresh the sample after a deliberate change of the card's type, run with
 * UPDATE_SHAPING_SAMPLE=1, look at the PNG, and commit it.
 */
import { writeFile } from 'node:fs/promises';
import sharp from 'sharp';
import subsetFont from 'subset-font';
import { beforeAll, describe, expect, it } from 'vitest';
import { devanagariFontWoff2, installMediaFonts } from '../../scripts/media/lib/fonts.ts';
import { renderTitleSample } from '../../scripts/media/articleOg.ts';

const root = new URL('../..', import.meta.url).pathname;
const samplePath = new URL('fixtures/devanagari-shaping.png', import.meta.url).pathname;
const sampleText = 'क्षत्रिय र्‍ह्रस्व स्मार्ट शुद्ध कृषि';

const unshapedFamily = 'Devanagari Without Layout Tables';
const subsetFamily = 'Devanagari Subset With Layout Tables';

interface Grey {
  data: Buffer;
  width: number;
  height: number;
}

/** Share of the inked pixels (in either image) whose grey level differs by more than a quarter. */
function inkDifference(a: Grey, b: Grey): number {
  expect([a.width, a.height], 'the rendering has the sample size').toEqual([b.width, b.height]);
  let inked = 0;
  let differing = 0;
  for (let i = 0; i < a.data.length; i++) {
    const [x = 255, y = 255] = [a.data[i], b.data[i]];
    if (x < 192 || y < 192) inked++;
    if (Math.abs(x - y) > 64) differing++;
  }
  return differing / Math.max(inked, 1);
}

async function readSample(): Promise<Grey> {
  const { data, info } = await sharp(samplePath)
    .extractChannel(0)
    .raw()
    .toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height };
}

// Passed as a variable: @types/subset-font predates the dropTables option (subset-font 2.4).
const withoutLayoutTables = { targetFormat: 'truetype', dropTables: ['GSUB', 'GPOS', 'GDEF'] } as const;

beforeAll(async () => {
  // Both cuts hold exactly the sample's characters; only the layout tables tell them apart.
  const full = await devanagariFontWoff2(root);
  const characters = sampleText + '\u25CC';
  const [withLayout, withoutLayout] = await Promise.all([
    subsetFont(full, characters, { targetFormat: 'truetype' }),
    subsetFont(full, characters, withoutLayoutTables),
  ]);
  // fontconfig reads its configuration once per process (a test file runs in a process of its own).
  await installMediaFonts(root, [
    { fileName: 'subset-with-layout.ttf', data: withLayout, family: subsetFamily },
    { fileName: 'subset-without-layout.ttf', data: withoutLayout, family: unshapedFamily },
  ]);
  if (process.env.UPDATE_SHAPING_SAMPLE) {
    const { data, width, height } = await renderTitleSample(sampleText, 'ne');
    await writeFile(
      samplePath,
      await sharp(data, { raw: { width, height, channels: 1 } })
        .png()
        .toBuffer(),
    );
  }
});

describe('Devanagari on the preview cards', () => {
  it('matches the reviewed sample', async () => {
    const shaped = await renderTitleSample(sampleText, 'ne');
    expect(inkDifference(shaped, await readSample())).toBeLessThan(0.02);
  });

  it('draws the Nepali forms the site shows under lang="ne" (झ, ५ ८ ९), not the Hindi ones', async () => {
    const text = 'अझै ५८९';
    const nepali = await renderTitleSample(text, 'ne');
    expect(inkDifference(nepali, await renderTitleSample(text, 'ne', undefined, 'hi'))).toBeGreaterThan(0.2);
    expect(inkDifference(nepali, await renderTitleSample(text, 'ne', undefined, 'ne'))).toBe(0);
  });

  it('would fail the comparison if the font could not shape', async () => {
    const sample = await readSample();
    const unshaped = await renderTitleSample(sampleText, 'ne', unshapedFamily);
    expect(inkDifference(unshaped, sample)).toBeGreaterThan(0.2);
    // The cut itself is faithful: with its layout tables it draws the sample.
    const subset = await renderTitleSample(sampleText, 'ne', subsetFamily);
    expect(inkDifference(subset, sample)).toBeLessThan(0.02);
  });
});
