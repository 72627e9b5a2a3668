/**
 * The media generator renders its text (Open Graph image, icons) with the brand font, which librsvg
 * can only use as TrueType. This checks the TrueType unpacked from the WOFF2 is the whole font and
 * that librsvg really draws with it rather than quietly falling back to a system font.
 */
import { describe, expect, it } from 'vitest';
import {
  brandFontFamily,
  brandFontTtf,
  devanagariFontTtf,
  installMediaFonts,
} from '../../scripts/media/lib/fonts.ts';

const root = new URL('../..', import.meta.url).pathname;

function tables(font: Buffer): Map<string, Buffer> {
  const found = new Map<string, Buffer>();
  for (let i = 0; i < font.readUInt16BE(4); i++) {
    const record = 12 + 16 * i;
    const offset = font.readUInt32BE(record + 8);
    found.set(
      font.toString('latin1', record, record + 4),
      font.subarray(offset, offset + font.readUInt32BE(record + 12)),
    );
  }
  return found;
}

/** Windows-platform (UTF-16BE) entries of the name table, by name id. */
function names(name: Buffer): Map<number, string> {
  const strings = name.readUInt16BE(4);
  const found = new Map<number, string>();
  for (let i = 0; i < name.readUInt16BE(2); i++) {
    const record = 6 + 12 * i;
    if (name.readUInt16BE(record) !== 3) continue;
    const start = strings + name.readUInt16BE(record + 10);
    const text = Buffer.from(name.subarray(start, start + name.readUInt16BE(record + 8))).swap16();
    found.set(name.readUInt16BE(record + 6), text.toString('utf16le'));
  }
  return found;
}

describe('brand font for the media generator', () => {
  it('is the whole variable font as TrueType', async () => {
    const font = Buffer.from(await brandFontTtf(root));
    expect(font.readUInt32BE(0)).toBe(0x00010000);
    const byTag = tables(font);
    const table = (tag: string) => byTag.get(tag) ?? Buffer.alloc(0);
    // Figures of the @fontsource-variable WOFF2 as the previous hand-written decoder unpacked it.
    expect([...byTag.keys()].sort()).toEqual(
      'GDEF GPOS GSUB HVAR MVAR OS/2 STAT cmap fvar gasp glyf gvar head hhea hmtx loca maxp name post prep'.split(
        ' ',
      ),
    );
    const glyphCount = table('maxp').readUInt16BE(4);
    expect(glyphCount).toBe(285);
    const shortLoca = table('head').readInt16BE(50) === 0;
    expect(table('loca').length).toBe((glyphCount + 1) * (shortLoca ? 2 : 4));
    const fontNames = names(table('name'));
    expect(fontNames.get(1)).toBe(brandFontFamily);
    expect(fontNames.get(6)).toBe('PlusJakartaSans-Regular');
    // The weight axis survives: fvar's first axis is 'wght'.
    expect(table('fvar').toString('latin1', 16, 20)).toBe('wght');
  });

  it('stays whole when another font is unpacked after it', async () => {
    // wawoff2 answers with a view into its WebAssembly heap; without a copy, the second font overwrote
    // the first and fontconfig silently skipped it (the cards fell back to DejaVu Sans).
    const brand = await brandFontTtf(root);
    const snapshot = Buffer.from(brand);
    const devanagari = await devanagariFontTtf(root);
    expect(Buffer.from(brand).equals(snapshot)).toBe(true);
    expect(snapshot.readUInt32BE(0)).toBe(0x00010000);
    expect(tables(Buffer.from(devanagari)).has('GSUB')).toBe(true);
  });

  it('is what librsvg draws text with once installed', async () => {
    // fontconfig reads its configuration once, on the first text render: install before sharp renders.
    await installMediaFonts(root);
    const sharp = (await import('sharp')).default;
    const render = (family: string) =>
      sharp(
        Buffer.from(
          `<svg xmlns="http://www.w3.org/2000/svg" width="480" height="80"><rect width="100%" height="100%" fill="#fff"/>` +
            `<text x="8" y="56" font-family="${family}" font-size="44">Rupantaran AI 2026</text></svg>`,
        ),
      )
        .raw()
        .toBuffer();
    const brand = await render(brandFontFamily);
    expect(brand.some((value) => value < 128)).toBe(true);
    expect(brand.equals(await render('DejaVu Sans'))).toBe(false);
    expect(brand.equals(await render('No Such Font Family'))).toBe(false);
  });
});
