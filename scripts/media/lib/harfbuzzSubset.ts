/**
 * HarfBuzz's subsetter (hb-subset, from harfbuzzjs' WebAssembly build) cutting a font down to given
 * glyphs rather than given characters. Cutting by characters keeps every glyph the layout tables can
 * reach from them: for Devanagari that is every conjunct any language writes with those letters, twice
 * what Nepali text needs. Here the caller names the glyphs (found by shaping the text, see
 * devanagariShaping.ts) and the layout closure is switched off, so the rules that would produce any
 * other glyph are dropped. Text outside the shaped words may then shape differently: only use the cut
 * for text known in advance.
 */
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';

interface SubsetExports {
  memory: WebAssembly.Memory;
  _initialize(): void;
  malloc(size: number): number;
  free(pointer: number): void;
  hb_blob_create(data: number, length: number, mode: number, userData: number, destroy: number): number;
  hb_blob_destroy(blob: number): void;
  hb_blob_get_data(blob: number, length: number): number;
  hb_blob_get_length(blob: number): number;
  hb_face_create(blob: number, index: number): number;
  hb_face_destroy(face: number): void;
  hb_face_reference_blob(face: number): number;
  hb_set_add(set: number, value: number): void;
  hb_set_clear(set: number): void;
  hb_set_invert(set: number): void;
  hb_subset_input_create_or_fail(): number;
  hb_subset_input_destroy(input: number): void;
  hb_subset_input_set(input: number, setType: number): number;
  hb_subset_input_unicode_set(input: number): number;
  hb_subset_input_glyph_set(input: number): number;
  hb_subset_input_get_flags(input: number): number;
  hb_subset_input_set_flags(input: number, flags: number): void;
  hb_subset_input_set_axis_range(
    input: number,
    face: number,
    axisTag: number,
    min: number,
    max: number,
    defaultValue: number,
  ): number;
  hb_subset_or_fail(face: number, input: number): number;
}

const memoryModeWritable = 2;
const layoutFeatureTagSet = 6;
const noLayoutClosureFlag = 0x200;

let loaded: Promise<SubsetExports> | undefined;

function subsetter(): Promise<SubsetExports> {
  loaded ??= (async () => {
    const wasm = await readFile(
      createRequire(import.meta.url).resolve('harfbuzzjs/dist/harfbuzz-subset.wasm'),
    );
    const { instance } = await WebAssembly.instantiate(wasm);
    // The module's exports are plain functions of numbers; the interface above names the ones used.
    const exports = instance.exports as unknown as SubsetExports;
    exports._initialize();
    return exports;
  })();
  return loaded;
}

function tag(name: string): number {
  return [...name].reduce((value, character) => (value << 8) + character.charCodeAt(0), 0) >>> 0;
}

export interface GlyphSubset {
  /** Characters the cut maps (its cmap). */
  characters: string;
  /** Glyph ids of the source font to keep besides the mapped ones: every glyph shaping reaches. */
  glyphIds: Iterable<number>;
  /** Narrow a variation axis, e.g. { wght: [400, 800] }: only the weights the site sets. */
  axisRanges?: Readonly<Record<string, readonly [number, number]>>;
}

/** A TrueType/OpenType font (not WOFF2) cut to exactly the given glyphs, every layout feature kept. */
export async function subsetToGlyphs(font: Uint8Array, subset: GlyphSubset): Promise<Uint8Array> {
  const hb = await subsetter();
  const fontPointer = hb.malloc(font.byteLength);
  new Uint8Array(hb.memory.buffer).set(font, fontPointer);
  const blob = hb.hb_blob_create(fontPointer, font.byteLength, memoryModeWritable, 0, 0);
  const face = hb.hb_face_create(blob, 0);
  hb.hb_blob_destroy(blob);
  const input = hb.hb_subset_input_create_or_fail();
  try {
    if (input === 0) throw new Error('hb_subset_input_create_or_fail failed');
    const features = hb.hb_subset_input_set(input, layoutFeatureTagSet);
    hb.hb_set_clear(features);
    hb.hb_set_invert(features);
    const unicodes = hb.hb_subset_input_unicode_set(input);
    for (const character of subset.characters) hb.hb_set_add(unicodes, character.codePointAt(0) ?? 0);
    const glyphs = hb.hb_subset_input_glyph_set(input);
    for (const glyphId of subset.glyphIds) hb.hb_set_add(glyphs, glyphId);
    hb.hb_subset_input_set_flags(input, hb.hb_subset_input_get_flags(input) | noLayoutClosureFlag);
    for (const [axis, [min, max]] of Object.entries(subset.axisRanges ?? {})) {
      if (!hb.hb_subset_input_set_axis_range(input, face, tag(axis), min, max, Number.NaN)) {
        throw new Error(`The font has no ${axis} axis to narrow to ${min}–${max}`);
      }
    }
    const result = hb.hb_subset_or_fail(face, input);
    if (result === 0) throw new Error('hb_subset_or_fail failed: is the font TrueType/OpenType?');
    const resultBlob = hb.hb_face_reference_blob(result);
    const data = hb.hb_blob_get_data(resultBlob, 0);
    const bytes = new Uint8Array(hb.memory.buffer, data, hb.hb_blob_get_length(resultBlob)).slice();
    hb.hb_blob_destroy(resultBlob);
    hb.hb_face_destroy(result);
    return bytes;
  } finally {
    if (input !== 0) hb.hb_subset_input_destroy(input);
    hb.hb_face_destroy(face);
    hb.free(fontPointer);
  }
}
