/**
 * Drops the layout rules a font cut never needs for the text it is cut for. hb-subset keeps every GSUB
 * and GPOS rule whose glyphs all survive the cut, and in a Devanagari font most of those never fire
 * for the words at hand: contexts for conjuncts the text does not write, kerning between letters that
 * never meet. Each rule goes only if the text still shapes exactly as before without it (same glyphs,
 * same positions, at every weight): `shapesAlike` is that check, and the only judge. Rules are taken
 * out in place, by emptying a lookup, shortening a lookup's subtable list, a ligature or context rule
 * list, or a kerning pair list, so the font stays valid throughout; the unreachable data left behind
 * is dropped when the caller passes the font through hb-subset once more.
 *
 * Lists are tried whole, then halved where something in them is used, so a lookup of a hundred rules
 * costs a few dozen checks rather than a hundred.
 */

/** A font as bytes that is edited in place, and the check that its text still shapes as before. */
interface Pruning {
  font: Uint8Array;
  view: DataView;
  shapesAlike: (font: Uint8Array) => boolean;
}

function tableOffset(view: DataView, tag: string): number | undefined {
  for (let index = 0; index < view.getUint16(4); index++) {
    const record = 12 + 16 * index;
    const name = String.fromCharCode(...[0, 1, 2, 3].map((byte) => view.getUint8(record + byte)));
    if (name === tag) return view.getUint32(record + 8);
  }
  return undefined;
}

/** How many glyphs a TrueType font has (maxp's numGlyphs). */
export function glyphCount(ttf: Uint8Array): number {
  const view = new DataView(ttf.buffer, ttf.byteOffset, ttf.byteLength);
  const maxp = tableOffset(view, 'maxp');
  if (maxp === undefined) throw new Error('Not a TrueType/OpenType font: no maxp table');
  return view.getUint16(maxp + 4);
}

/** The offsets of every lookup of a GSUB or GPOS table. */
function lookupsOf(view: DataView, tag: 'GSUB' | 'GPOS'): number[] {
  const table = tableOffset(view, tag);
  if (table === undefined) return [];
  const list = table + view.getUint16(table + 8);
  return Array.from(
    { length: view.getUint16(list) },
    (_, index) => list + view.getUint16(list + 2 + 2 * index),
  );
}

function subtablesOf(view: DataView, lookup: number): number[] {
  return Array.from(
    { length: view.getUint16(lookup + 4) },
    (_, index) => lookup + view.getUint16(lookup + 6 + 2 * index),
  );
}

/**
 * Keeps, of a list of `count` equal-sized records after a 16-bit count at `at`, only those the text
 * needs. A lookup's subtable list ends with its mark filtering set when the flag says so: `trailing`
 * bytes that move along.
 */
function pruneList(pruning: Pruning, at: number, recordSize: number, trailing = 0): number {
  const { font, view } = pruning;
  const count = view.getUint16(at);
  const original = font.slice(at + 2, at + 2 + count * recordSize + trailing);
  const records = Array.from({ length: count }, (_, index) =>
    original.subarray(index * recordSize, (index + 1) * recordSize),
  );
  let kept = records.map(() => true);
  const write = (keep: readonly boolean[]) => {
    const remaining = records.filter((_, index) => keep[index]);
    view.setUint16(at, remaining.length);
    remaining.forEach((record, index) => font.set(record, at + 2 + index * recordSize));
    font.set(original.subarray(count * recordSize), at + 2 + remaining.length * recordSize);
  };
  const tryWithout = (from: number, to: number) => {
    const trial = kept.map((keep, index) => keep && (index < from || index >= to));
    if (trial.every((keep, index) => keep === kept[index])) return;
    write(trial);
    if (pruning.shapesAlike(font)) {
      kept = trial;
      return;
    }
    write(kept);
    if (to - from > 1) {
      const middle = (from + to) >> 1;
      tryWithout(from, middle);
      tryWithout(middle, to);
    }
  };
  tryWithout(0, count);
  write(kept);
  return kept.filter((keep) => !keep).length;
}

const valueRecordSize = (format: number) => 2 * [...format.toString(2)].filter((bit) => bit === '1').length;

/** Where each subtable keeps its lists of rules: ligature sets, context rule sets, kerning pair sets. */
function ruleListsOf(view: DataView, lookup: number, tag: 'GSUB' | 'GPOS'): { at: number; size: number }[] {
  const type = view.getUint16(lookup);
  const lists: { at: number; size: number }[] = [];
  for (const subtable of subtablesOf(view, lookup)) {
    const format = view.getUint16(subtable);
    /** The lists at the offsets after a 16-bit count at `countAt`, of records of `size` bytes. */
    const sets = (countAt: number, size: number) => {
      for (let index = 0; index < view.getUint16(countAt); index++) {
        const offset = view.getUint16(countAt + 2 + 2 * index);
        if (offset !== 0) lists.push({ at: subtable + offset, size });
      }
    };
    if (tag === 'GPOS' && type === 2 && format === 1) {
      const pairSize =
        2 + valueRecordSize(view.getUint16(subtable + 4)) + valueRecordSize(view.getUint16(subtable + 6));
      sets(subtable + 8, pairSize);
    }
    if (tag !== 'GSUB') continue;
    // Ligature sets; context and chained context rule sets, by glyph (format 1) or by class (format 2).
    if (type === 4 || ((type === 5 || type === 6) && format === 1)) sets(subtable + 4, 2);
    else if (type === 5 && format === 2) sets(subtable + 6, 2);
    else if (type === 6 && format === 2) sets(subtable + 10, 2);
  }
  return lists;
}

export interface PruningReport {
  lookups: number;
  subtables: number;
  rules: number;
}

/**
 * Removes, in place, every lookup, subtable and rule of `ttf` (TrueType, not WOFF2) that
 * `shapesAlike` shows the text does not need. Pass the result through hb-subset to drop what is left
 * unreferenced.
 */
export function pruneUnusedLayout(
  ttf: Uint8Array,
  shapesAlike: (font: Uint8Array) => boolean,
): PruningReport {
  const view = new DataView(ttf.buffer, ttf.byteOffset, ttf.byteLength);
  const pruning: Pruning = { font: ttf, view, shapesAlike };
  const report: PruningReport = { lookups: 0, subtables: 0, rules: 0 };
  for (const tag of ['GSUB', 'GPOS'] as const) {
    for (const lookup of lookupsOf(view, tag)) {
      const subtables = view.getUint16(lookup + 4);
      if (subtables === 0) continue;
      const markFilteringSet = view.getUint16(lookup + 2) & 0x10 ? 2 : 0;
      const removed = pruneList(pruning, lookup + 4, 2, markFilteringSet);
      if (removed === subtables) report.lookups++;
      else report.subtables += removed;
      for (const { at, size } of ruleListsOf(view, lookup, tag)) report.rules += pruneList(pruning, at, size);
    }
  }
  return report;
}
