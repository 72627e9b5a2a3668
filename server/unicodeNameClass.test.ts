import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  letterAndMarkRanges,
  postgresRangeItems,
  rangesMatching,
  sqlConcatenationLines,
} from './unicodeNameClass.ts';
import { listMigrations } from './migrations.ts';
import { migrationsDir } from './paths.ts';

const migration = readFileSync(listMigrations(migrationsDir())[0]?.path ?? '', 'utf8');

describe('unicodeNameClass', () => {
  it('merges neighbouring code points into ranges', () => {
    expect(rangesMatching(/^[a-cx]$/u)).toEqual([
      [0x61, 0x63],
      [0x78, 0x78],
    ]);
    expect(
      postgresRangeItems([
        [0x61, 0x63],
        [0x1f600, 0x1f600],
      ]),
    ).toEqual(['\\u0061-\\u0063', '\\U0001f600']);
  });

  it('wraps items into SQL lines within the width', () => {
    const lines = sqlConcatenationLines(
      Array.from({ length: 40 }, () => '\\u0061-\\u0063'),
      '  ',
      60,
    );
    expect(lines.every((line) => line.length <= 60 && line.startsWith("  || '"))).toBe(true);
  });

  it("the migration spells out JavaScript's whitespace exactly", () => {
    expect(migration).toContain(`|| '${postgresRangeItems(rangesMatching(/^\s$/u)).join('')}'`);
  });

  it('the migration starts the letter class with the same ranges this Node generates', () => {
    const generated = sqlConcatenationLines(postgresRangeItems(letterAndMarkRanges()));
    expect(migration).toContain(generated[0]);
  });
});
