import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { HELP_TOPICS } from './helpTopics';
import { cleanText, sanitizeFields, toConsultationRow } from './sanitize';
import { consultationSchema, type ConsultationFormValues } from './schema';

const markup = /[<>"']/;

describe('cleanText', () => {
  it('removes < > " and \' and trims what is left', () => {
    expect(cleanText('  <b>"Ram"</b> ')).toBe('bRam/b');
    expect(cleanText("Ram '")).toBe('Ram');
    expect(cleanText("O'Brien")).toBe('OBrien');
    expect(cleanText('\u00a0सीता\n')).toBe('सीता');
    expect(cleanText('O’Brien')).toBe('O’Brien');
  });
});

describe('toConsultationRow', () => {
  it('maps form names to columns and sends empty contacts as null', () => {
    expect(
      toConsultationRow({
        fullName: '  Sita Sharma ',
        phoneNumber: '   ',
        email: ' sita@example.com ',
        helpTopic: 'For Business',
      }),
    ).toEqual({
      full_name: 'Sita Sharma',
      phone_number: null,
      email: 'sita@example.com',
      help_topic: 'For Business',
    });
  });

  it('keeps the phone formatting the visitor typed', () => {
    const row = toConsultationRow({
      fullName: 'Hari',
      phoneNumber: '+977 (984) 123-4567',
      email: '',
      helpTopic: 'Other',
    });
    expect(row).toMatchObject({ phone_number: '+977 (984) 123-4567', email: null });
  });

  it('stores a phone typed with Devanagari digits as ASCII, which the schema validates', () => {
    const values = {
      fullName: 'सीता शर्मा',
      phoneNumber: ' ९८४१२३४५६७ ',
      email: '',
      helpTopic: 'For Business',
      website: '',
    };
    expect(consultationSchema.safeParse(values).success).toBe(true);
    expect(toConsultationRow(values).phone_number).toBe('9841234567');
    expect(consultationSchema.safeParse({ ...values, phoneNumber: '९८४१२३४५६७क' }).success).toBe(false);
  });

  it('refuses a help topic the schema would have refused', () => {
    expect(() =>
      toConsultationRow({
        fullName: 'Hari',
        phoneNumber: '',
        email: 'h@example.com',
        helpTopic: '',
      }),
    ).toThrow(TypeError);
  });

  const anyValues = fc.record({
    fullName: fc.string({ unit: 'binary', maxLength: 120 }),
    phoneNumber: fc.string({ unit: 'binary', maxLength: 40 }),
    email: fc.string({ unit: 'binary', maxLength: 60 }),
    helpTopic: fc.constantFrom(...HELP_TOPICS),
    website: fc.constant(''),
  });

  it('never lets < > " or \' through, never leaves surrounding whitespace, never sends an empty string', () => {
    fc.assert(
      fc.property(anyValues, (values: ConsultationFormValues) => {
        const row = toConsultationRow(values);
        for (const value of [row.full_name, row.phone_number, row.email]) {
          if (value === null) continue;
          expect(value).not.toMatch(markup);
          expect(value).toBe(value.trim());
        }
        expect(row.phone_number).not.toBe('');
        expect(row.email).not.toBe('');
      }),
      { numRuns: 5000 },
    );
  });

  it('sanitizeFields never throws, even on an unknown topic', () => {
    fc.assert(
      fc.property(anyValues, fc.string(), (values, helpTopic) => {
        expect(sanitizeFields({ ...values, helpTopic }).help_topic).not.toMatch(markup);
      }),
      { numRuns: 2000 },
    );
  });

  it('turns every schema-valid form into a row (markup stripped)', () => {
    fc.assert(
      fc.property(
        fc.record({
          fullName: fc.stringMatching(/^[A-Za-z '"<>-]{2,20}$/),
          phoneNumber: fc.stringMatching(/^\+?[1-9][0-9]{0,15}$/),
          email: fc.constant(''),
          helpTopic: fc.constantFrom(...HELP_TOPICS),
          website: fc.constant(''),
        }),
        (values) => {
          if (!consultationSchema.safeParse(values).success) return;
          expect(toConsultationRow(values).full_name).not.toMatch(markup);
        },
      ),
      { numRuns: 2000 },
    );
  });
});
