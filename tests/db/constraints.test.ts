/**
 * The same vectors as the schema tests, against the migration's CHECK constraints on PGlite, after
 * the client's sanitising. DB-enforced: name length and characters, phone shape (after removing
 * whitespace, hyphens, parentheses) and length, e-mail shape and length, the topic list, phone or
 * e-mail present, no < > " ' anywhere, no surrounding spaces, no control, format or line-separator
 * characters (but ZWNJ/ZWJ inside names). Client-only: the trap field, and reporting < > " in a name
 * (the sanitiser strips them, so the database only ever sees the rest).
 */
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LocalDatabase } from '../../server/db';
import { rangesMatching } from '../../server/unicodeNameClass';
import { HELP_TOPICS } from '../../src/features/consultation/helpTopics';
import { sanitizeFields } from '../../src/features/consultation/sanitize';
import { consultationSchema, NAME_CHARACTERS } from '../../src/features/consultation/schema';
import { allVectors, scriptedRowVectors, type ScriptedRow } from '../fixtures/consultationVectors';
import { insertAs, openTestDatabase } from './support';

let database: LocalDatabase;

beforeAll(async () => {
  database = await openTestDatabase();
}, 120_000);

afterAll(async () => {
  await database?.close();
});

describe('database constraints mirror the schema', () => {
  const sent = allVectors.filter((vector) => vector.db !== 'not-sent');

  it.each(sent.map((vector) => [vector.label, vector] as const))('%s', async (_label, vector) => {
    const outcome = await insertAs(database.db, 'anon', sanitizeFields(vector.values));
    if (vector.db === 'accepts' || vector.db === 'sanitised-away') {
      expect(outcome).toEqual({ ok: true });
    } else if (typeof vector.db === 'object') {
      expect(outcome).toMatchObject({ ok: false, code: '23514', constraint: vector.db.rejects });
    }
  });

  it('refuses markup characters a script sends without the sanitiser', async () => {
    const row = {
      full_name: "Sita D'Souza",
      phone_number: null,
      email: 'sita@example.com',
      help_topic: 'Other',
    };
    for (const [column, value] of [
      ['full_name', "Sita D'Souza"],
      ['email', "o'brien@example.com"],
    ] as const) {
      const outcome = await insertAs(database.db, 'anon', { ...row, [column]: value });
      expect(outcome).toMatchObject({ ok: false, code: '23514', constraint: 'no_markup_characters' });
    }
  });

  const noise = fc.string({ unit: 'grapheme', maxLength: 30 });
  const devanagariSyllable = fc
    .tuple(fc.constantFrom(...'कखगचजटडतदनपबमयरलवशसह'), fc.constantFrom('', 'ा', 'ि', 'ी', 'ु', 'े', 'ो', '्'))
    .map(([consonant, sign]) => consonant + sign);
  const nameLike = fc
    .array(
      fc.oneof(fc.constantFrom(...'AaBbéÑöşz'), devanagariSyllable, fc.constantFrom(' ', "'", '’', '-')),
      {
        minLength: 1,
        maxLength: 15,
      },
    )
    .map((parts) => parts.join(''));
  const mostly = (likely: fc.Arbitrary<string>) =>
    fc.oneof({ arbitrary: likely, weight: 4 }, { arbitrary: noise, weight: 1 });
  const formValues = fc.record({
    fullName: mostly(nameLike),
    phoneNumber: fc.oneof(fc.constant(''), mostly(fc.stringMatching(/^\+?[1-9][0-9 ()-]{0,20}$/))),
    email: fc.oneof(
      fc.constant(''),
      mostly(
        fc.stringMatching(/^[a-zA-Z0-9_'+-]{1,8}(\.[a-z0-9_+-]{1,5})?@[a-z0-9][a-z0-9-]{0,6}\.[a-z]{2,4}$/),
      ),
      fc.emailAddress(),
    ),
    helpTopic: fc.constantFrom(...HELP_TOPICS, '', 'Misc'),
    website: fc.constant(''),
  });

  it('stores every row the schema accepts (fuzzed)', async () => {
    let accepted = 0;
    await fc.assert(
      fc.asyncProperty(formValues, async (values) => {
        if (!consultationSchema.safeParse(values).success) return;
        accepted += 1;
        expect(await insertAs(database.db, 'anon', sanitizeFields(values))).toEqual({ ok: true });
      }),
      { numRuns: 400 },
    );
    // Guards against a generator so wild the property holds vacuously.
    expect(accepted).toBeGreaterThan(40);
  });

  it('agrees with the schema both ways on values that need no sanitising (fuzzed)', async () => {
    const markupFree = (value: string) => !/[<>"']/.test(value) && value === value.trim();
    await fc.assert(
      fc.asyncProperty(formValues, async (values) => {
        if (![values.fullName, values.phoneNumber, values.email].every(markupFree)) return;
        const schemaAccepts = consultationSchema.safeParse(values).success;
        const outcome = await insertAs(database.db, 'anon', sanitizeFields(values));
        expect(outcome.ok, JSON.stringify(values)).toBe(schemaAccepts);
      }),
      { numRuns: 400 },
    );
  });

  it('treats exactly the same code points as name characters as the schema does', async () => {
    const { rows } = await database.db.query<{ expr: string }>(
      `select pg_get_expr(conbin, conrelid) as expr from pg_constraint where conname = 'full_name_characters'`,
    );
    const expression = rows[0]?.expr ?? '';
    expect(expression.startsWith('(full_name ~ ')).toBe(true);
    const test = expression.replace('full_name', 'chr(n)');
    // Planes 4 to 13 hold nothing and 15 to 16 only private use: scan up to the last code point
    // this engine knows of before plane 14, plus plane 14 (variation selectors are marks).
    const assigned = /\P{Cn}/u;
    let lastBeforeTags = 0xdffff;
    while (!assigned.test(String.fromCodePoint(lastBeforeTags))) lastBeforeTags -= 1;
    const started = performance.now();
    const result = await database.db.query<{ first: number; last: number }>(
      `select min(n) as first, max(n) as last
       from (select n, n - row_number() over (order by n) as island
             from (select generate_series(1, $1::int) union all select generate_series(917504, 921599)) as candidates(n)
             where (n < 55296 or n > 57343) and ${test}) as matching
       group by island order by first`,
      [lastBeforeTags],
    );
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    const inDatabase = new Set<number>();
    for (const { first, last } of result.rows)
      for (let point = first; point <= last; point += 1) inDatabase.add(point);
    const inSchema = new Set<number>();
    for (const [first, last] of rangesMatching(new RegExp(`^${NAME_CHARACTERS.source.slice(1, -2)}$`, 'u'))) {
      for (let point = Math.max(first, 1); point <= last; point += 1) {
        if (point <= lastBeforeTags || (point >= 0xe0000 && point <= 0xe0fff)) inSchema.add(point);
      }
    }
    // Code points this JavaScript engine considers unassigned cannot be judged (an older Unicode).
    const disagreements = [...new Set([...inDatabase, ...inSchema])].filter(
      (point) => inDatabase.has(point) !== inSchema.has(point) && assigned.test(String.fromCodePoint(point)),
    );
    console.info(
      `[constraints] compared every assigned code point in ${seconds} s: ${inSchema.size} name characters`,
    );
    expect(
      disagreements.slice(0, 20).map((point) => `U+${point.toString(16).toUpperCase()}`),
      'the migration was generated for another Unicode version: regenerate with `npx tsx server/unicodeNameClass.ts` in a new migration',
    ).toEqual([]);
  }, 60_000);

  const pointsOf = (pattern: RegExp) =>
    rangesMatching(pattern).flatMap(([first, last]) =>
      Array.from({ length: last - first + 1 }, (_, index) => first + index),
    );
  /** Every space, control, format and separator character, and JavaScript's \s (minus U+0000). */
  const invisible = pointsOf(/^[\s\p{Zs}\p{Cc}\p{Cf}\p{Zl}\p{Zp}]$/u).filter((point) => point !== 0);

  it('removes exactly the space separators (\\p{Zs}) from phone numbers, and refuses other invisible characters', async () => {
    const separators = pointsOf(/^\p{Zs}$/u);
    for (const point of invisible) {
      const phone = `984${String.fromCodePoint(point)}1234567`;
      const schemaAccepts = consultationSchema.safeParse({
        fullName: 'Hari',
        phoneNumber: phone,
        email: '',
        helpTopic: 'Other',
        website: '',
      }).success;
      const outcome = await insertAs(database.db, 'anon', {
        full_name: 'Hari',
        phone_number: phone,
        email: null,
        help_topic: 'Other',
      });
      expect(outcome.ok, `U+${point.toString(16)}`).toBe(schemaAccepts);
      expect(schemaAccepts).toBe(separators.includes(point));
    }
  }, 30_000);

  it('admits inside a name exactly the invisible characters the schema admits: spaces, ZWNJ, ZWJ', async () => {
    const admitted = [...pointsOf(/^\p{Zs}$/u), 0x200c, 0x200d];
    for (const point of invisible) {
      const name = `Sita${String.fromCodePoint(point)}Rai`;
      const schemaAccepts = consultationSchema.safeParse({
        fullName: name,
        phoneNumber: '',
        email: 'sita@example.com',
        helpTopic: 'Other',
        website: '',
      }).success;
      const outcome = await insertAs(database.db, 'anon', {
        full_name: name,
        phone_number: null,
        email: 'sita@example.com',
        help_topic: 'Other',
      });
      expect(outcome.ok, `U+${point.toString(16)}`).toBe(schemaAccepts);
      expect(schemaAccepts, `U+${point.toString(16)}`).toBe(admitted.includes(point));
    }
  }, 30_000);
});

/** The form values that would produce `row` if the visitor typed it as it is. */
const asFormValues = (row: ScriptedRow) => ({
  fullName: row.full_name,
  phoneNumber: row.phone_number ?? '',
  email: row.email ?? '',
  helpTopic: row.help_topic,
  website: '',
});

/** The database stores only what the form could have sent: valid, and unchanged by the sanitiser. */
function formCouldSend(row: ScriptedRow): boolean {
  const values = asFormValues(row);
  const sanitised = sanitizeFields(values);
  return (
    consultationSchema.safeParse(values).success &&
    JSON.stringify(sanitised) === JSON.stringify({ ...row, help_topic: row.help_topic })
  );
}

describe('rows sent without the form', () => {
  it.each(scriptedRowVectors.map((vector) => [vector.label, vector] as const))(
    '%s',
    async (_label, vector) => {
      const outcome = await insertAs(database.db, 'anon', { ...vector.row });
      if (vector.db === 'accepts') {
        expect(outcome).toEqual({ ok: true });
        expect(formCouldSend(vector.row)).toBe(true);
      } else {
        expect(outcome).toMatchObject({ ok: false, code: '23514', constraint: vector.db.rejects });
      }
    },
  );

  // Values the form sends, with something invisible or odd slipped in at the start, middle or end.
  const oddity = fc.oneof(
    { arbitrary: fc.constant(''), weight: 6 },
    fc.constantFrom('', ' ', '  ', '\u00a0', '\u200c', '\u200d', '\u200b', '\ufeff', '\t', '\r\n'),
    fc.constantFrom('\u2028', '\u202e', '\u00ad', '\u0085', "'", '<', '9', '.'),
    fc.string({ unit: 'grapheme', minLength: 1, maxLength: 1 }),
  );
  const slipped = (...values: string[]) =>
    fc
      .tuple(fc.constantFrom(...values), oddity, fc.constantFrom('start', 'middle', 'end'))
      .map(([value, odd, where]) => {
        if (where === 'start') return odd + value;
        if (where === 'end') return value + odd;
        const middle = Math.floor(value.length / 2);
        return value.slice(0, middle) + odd + value.slice(middle);
      });
  const scriptedRow = fc.record({
    full_name: slipped('Sita Sharma', 'सन्\u200cदीप', 'द्\u200dवारिका', "D'Souza-Thapa", 'Om'),
    phone_number: fc.option(slipped('9841234567', '+977 984-1234567', '(985) 1234567'), { nil: null }),
    email: fc.option(slipped('sita@example.com', 'Name+1@Gmail.com'), { nil: null }),
    help_topic: fc.oneof(fc.constantFrom(...HELP_TOPICS), slipped('Other')),
  });

  it('stores nothing the form could not have sent (fuzzed)', async () => {
    let stored = 0;
    await fc.assert(
      fc.asyncProperty(scriptedRow, async (row) => {
        const outcome = await insertAs(database.db, 'anon', { ...row });
        if (!outcome.ok) return;
        stored += 1;
        expect(formCouldSend(row), JSON.stringify(row)).toBe(true);
      }),
      { numRuns: 300 },
    );
    expect(stored).toBeGreaterThan(20);
  }, 60_000);
});
