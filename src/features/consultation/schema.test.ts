import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { allVectors, type FieldName } from '../../../tests/fixtures/consultationVectors';
import { HELP_TOPICS } from './helpTopics';
import {
  consultationMessages,
  consultationSchema,
  emptyConsultationForm,
  type ConsultationFormValues,
} from './schema';

function firstMessages(values: unknown): Partial<Record<FieldName, string>> {
  const result = consultationSchema.safeParse(values);
  if (result.success) return {};
  const messages: Partial<Record<FieldName, string>> = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0] as FieldName;
    messages[field] ??= issue.message;
  }
  return messages;
}

describe('consultation schema', () => {
  it.each(allVectors.map((vector) => [vector.label, vector] as const))('%s', (_label, vector) => {
    expect(firstMessages(vector.values)).toEqual(vector.errors);
  });

  it('uses the exact wording of SPEC section 5', () => {
    expect(consultationMessages).toEqual({
      nameTooShort: 'Full name must be at least 2 characters',
      nameTooLong: 'Full name must be less than 100 characters',
      nameCharacters: 'Full name can only contain letters, spaces, hyphens, and apostrophes',
      phone: 'Please enter a valid phone number',
      email: 'Please enter a valid email address',
      helpTopic: 'Please select a help topic',
      trap: 'Invalid submission',
      phoneOrEmail: 'Please provide either a phone number or email address',
    });
  });

  it('starts empty and reports the required fields of an untouched form', () => {
    expect(emptyConsultationForm).toEqual({
      fullName: '',
      phoneNumber: '',
      email: '',
      helpTopic: '',
      website: '',
    });
    expect(firstMessages(emptyConsultationForm)).toEqual({
      fullName: consultationMessages.nameTooShort,
      phoneNumber: consultationMessages.phoneOrEmail,
      helpTopic: consultationMessages.helpTopic,
    });
  });

  it('accepts each of the four help topics and returns the values unchanged', () => {
    for (const helpTopic of HELP_TOPICS) {
      const values: ConsultationFormValues = {
        ...emptyConsultationForm,
        fullName: 'Maya Rai',
        email: 'maya@example.com',
        helpTopic,
      };
      expect(consultationSchema.parse(values)).toEqual(values);
    }
  });

  it('never throws, whatever it is given', () => {
    fc.assert(
      fc.property(fc.anything(), (input) => {
        expect(() => consultationSchema.safeParse(input)).not.toThrow();
      }),
      { numRuns: 3000 },
    );
  });

  // Speed is not asserted per call here: a wall-clock bound on one parse fails whenever the machine is
  // busy. Backtracking, the real risk, is caught below with inputs that would take minutes.
  it('never throws on form-shaped input with arbitrary Unicode', () => {
    const text = fc.string({ unit: 'grapheme', maxLength: 300 });
    fc.assert(
      fc.property(
        fc.record({
          fullName: text,
          phoneNumber: fc.oneof(text, fc.stringMatching(/^[+0-9 ()-]{0,40}$/)),
          email: fc.oneof(text, fc.emailAddress()),
          helpTopic: fc.oneof(fc.constantFrom(...HELP_TOPICS, ''), text),
          website: fc.oneof(fc.constant(''), text),
        }),
        (values) => {
          expect(() => consultationSchema.safeParse(values)).not.toThrow();
        },
      ),
      { numRuns: 3000 },
    );
  });

  it('has no catastrophic backtracking on long near-miss e-mails', () => {
    const started = performance.now();
    for (const email of [
      'a.'.repeat(5000),
      `${'a'.repeat(10_000)}@`,
      `${'a-'.repeat(5000)}@x`,
      `a@${'b.'.repeat(5000)}`,
    ]) {
      consultationSchema.safeParse({ ...emptyConsultationForm, email });
    }
    // Linear matching takes milliseconds; catastrophic backtracking on 10 000 characters would not end.
    expect(performance.now() - started).toBeLessThan(2000);
  });
});
