/**
 * Postgres's [[:alpha:]] follows the server's locale (the hosted C.UTF-8 and PGlite disagree on
 * Devanagari), so the migration spells out the name rule's letters as explicit code point ranges:
 * exactly the code points JavaScript's `[\p{L}\p{M}]` matches, in this Node's Unicode version.
 * `npx tsx server/unicodeNameClass.ts` prints the SQL lines to paste into a new migration when that
 * Unicode version moves on (tests/db/constraints.test.ts says when).
 */
import { pathToFileURL } from 'node:url';

export type CodePointRange = readonly [first: number, last: number];

const LAST_CODE_POINT = 0x10ffff;

function isSurrogate(codePoint: number): boolean {
  return codePoint >= 0xd800 && codePoint <= 0xdfff;
}

/** Contiguous ranges of code points for which `pattern` (a one-character test, `u` flag) matches. */
export function rangesMatching(pattern: RegExp): CodePointRange[] {
  const ranges: CodePointRange[] = [];
  let start = -1;
  for (let codePoint = 0; codePoint <= LAST_CODE_POINT + 1; codePoint += 1) {
    const matches =
      codePoint <= LAST_CODE_POINT &&
      !isSurrogate(codePoint) &&
      pattern.test(String.fromCodePoint(codePoint));
    if (matches && start < 0) start = codePoint;
    if (!matches && start >= 0) {
      ranges.push([start, codePoint - 1]);
      start = -1;
    }
  }
  return ranges;
}

export function letterAndMarkRanges(): CodePointRange[] {
  return rangesMatching(/^[\p{L}\p{M}]$/u);
}

function escapeCodePoint(codePoint: number): string {
  const hex = codePoint.toString(16);
  return codePoint <= 0xffff ? `\\u${hex.padStart(4, '0')}` : `\\U${hex.padStart(8, '0')}`;
}

/** Bracket-expression items in Postgres ARE syntax (`\uXXXX-\uXXXX`). */
export function postgresRangeItems(ranges: readonly CodePointRange[]): string[] {
  return ranges.map(([first, last]) =>
    first === last ? escapeCodePoint(first) : `${escapeCodePoint(first)}-${escapeCodePoint(last)}`,
  );
}

/** The items wrapped as `|| '...'` SQL lines no longer than `width` characters. */
export function sqlConcatenationLines(items: readonly string[], indent = '    ', width = 100): string[] {
  const lines: string[] = [];
  let current = '';
  for (const item of items) {
    if (current !== '' && indent.length + 6 + current.length + item.length > width) {
      lines.push(`${indent}|| '${current}'`);
      current = '';
    }
    current += item;
  }
  if (current !== '') lines.push(`${indent}|| '${current}'`);
  return lines;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  console.log(`-- [\\p{L}\\p{M}] as of Unicode ${process.versions.unicode ?? 'unknown'}`);
  console.log(sqlConcatenationLines(postgresRangeItems(letterAndMarkRanges())).join('\n'));
}
