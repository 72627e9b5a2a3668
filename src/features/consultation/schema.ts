// zod's tree-shakable build: the classic one is four times the size of this whole form, and the
// page's JavaScript is the consultation's cost of entry.
import * as z from 'zod/mini';
import { formMessages, type FormMessages } from '../../content/consultation';
import { isHelpTopic } from './helpTopics';
import { cleanPhone, cleanText } from './sanitize';

// zod 4 probes `new Function` for a faster parser; under the site's CSP (no 'unsafe-eval') that probe
// is reported as a violation. The interpreted path is plenty fast for one five-field form.
z.config({ jitless: true });

export type ValidationMessages = FormMessages['validation'];

/** SPEC section 5, word for word: the English messages (src/content/consultation.ts). */
export const consultationMessages: ValidationMessages = formMessages.validation;

export const NAME_MIN_LENGTH = 2;
export const NAME_MAX_LENGTH = 100;
/** Not in the spec: bounds so a script cannot store megabytes in a "phone number" (DB mirrors them). */
export const PHONE_MAX_LENGTH = 32;
/** RFC 5321's limit for a forward path; also mirrored by the database. */
export const EMAIL_MAX_LENGTH = 254;

/**
 * Letters of any script plus combining marks (Devanagari vowel signs and the virama are marks, so
 * `\p{L}` alone would reject most Nepali names), spaces, hyphens, the ASCII apostrophe and the
 * typographic one phones insert (’), and ZWNJ/ZWJ (U+200C/U+200D), which Nepali spelling uses to
 * choose a conjunct's form. Spaces are Unicode's space separators (\p{Zs}), not JavaScript's `\s`,
 * which also admits tab, line breaks, U+2028/2029 and U+FEFF: a name with CR LF in it split rows
 * in `npm run requests`. The migrations spell out the same set as explicit ranges. (The joiners
 * come first: between two other characters, a ZWJ reads as joining them, to ESLint and to people.)
 */
export const NAME_CHARACTERS = /^[\u200D\u200C\p{L}\p{M}\p{Zs}'’-]+$/u;
/** The joiners only join: a name may not start or end with one (nor may the database's). */
const JOINER_AT_EDGE = /^[\u200C\u200D]|[\u200C\u200D]$/u;
/** "After removing spaces, hyphens and parentheses"; spaces are \p{Zs}, as for names, mirrored in SQL. */
export const PHONE_SEPARATORS = /[\p{Zs}()-]/gu;
export const PHONE_SHAPE = /^\+?[1-9]\d{0,15}$/;
/** Pinned copy of zod 4's default e-mail pattern, so the SQL mirror cannot drift with a zod upgrade. */
export const EMAIL_SHAPE =
  /^(?:[A-Za-z0-9_'+-]+\.)*[A-Za-z0-9_'+-]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9][A-Za-z0-9-]*\.)+[A-Za-z]{2,}$/;

/** Lengths count code points, as Postgres's char_length does (a UTF-16 `.length` would not). */
function codePointLength(value: string): number {
  let count = 0;
  for (const _ of value) count += 1;
  return count;
}

export function isValidPhone(stored: string): boolean {
  return stored.length <= PHONE_MAX_LENGTH && PHONE_SHAPE.test(stored.replace(PHONE_SEPARATORS, ''));
}

export function isValidEmail(stored: string): boolean {
  return stored.length <= EMAIL_MAX_LENGTH && EMAIL_SHAPE.test(stored);
}

function hasText(value: unknown): boolean {
  return typeof value === 'string' && cleanText(value) !== '';
}

/**
 * Every rule checks the value as it will be stored (trimmed, `< > " '` removed, Devanagari digits
 * read as ASCII; see sanitize.ts), so whatever passes here also passes the database's CHECK
 * constraints. The messages are the page's language; the rules are the same in every language.
 */
export function createConsultationSchema(messages: ValidationMessages) {
  const fullName = z.string().check(
    z.superRefine((value: string, ctx) => {
      const stored = cleanText(value);
      const length = codePointLength(stored);
      if (length < NAME_MIN_LENGTH) ctx.addIssue({ code: 'custom', message: messages.nameTooShort });
      else if (length > NAME_MAX_LENGTH) ctx.addIssue({ code: 'custom', message: messages.nameTooLong });
      // Checked before stripping so a name typed with < > or " is reported rather than silently changed.
      else if (!NAME_CHARACTERS.test(value.trim()) || JOINER_AT_EDGE.test(stored))
        ctx.addIssue({ code: 'custom', message: messages.nameCharacters });
    }),
  );

  const phoneNumber = z.string().check(
    z.superRefine((value: string, ctx) => {
      const stored = cleanPhone(value);
      if (stored !== '' && !isValidPhone(stored)) ctx.addIssue({ code: 'custom', message: messages.phone });
    }),
  );

  const email = z.string().check(
    z.superRefine((value: string, ctx) => {
      const stored = cleanText(value);
      if (stored !== '' && !isValidEmail(stored)) ctx.addIssue({ code: 'custom', message: messages.email });
    }),
  );

  // The `: boolean` annotations stop TypeScript inferring type predicates, which would narrow the
  // schema's output type; input and output stay the same plain strings, as react-hook-form expects.

  /** A string so the empty placeholder choice type-checks in the form; only the four topics pass. */
  const helpTopic = z
    .string()
    .check(z.refine((value: string): boolean => isHelpTopic(value), { message: messages.helpTopic }));

  /** The hidden trap field: people never see it, form-filling bots do. */
  const website = z
    .string()
    .check(z.refine((value: string): boolean => value === '', { message: messages.trap }));

  return z.object({ fullName, phoneNumber, email, helpTopic, website }).check(
    z.superRefine((values: { phoneNumber: string; email: string }, ctx) => {
      if (!hasText(values.phoneNumber) && !hasText(values.email)) {
        ctx.addIssue({ code: 'custom', path: ['phoneNumber'], message: messages.phoneOrEmail });
      }
    }),
  );
}

/** The schema with the English messages: what submitting re-checks, and what the tests read. */
export const consultationSchema = createConsultationSchema(consultationMessages);

export type ConsultationFormValues = z.infer<typeof consultationSchema>;

export const emptyConsultationForm: ConsultationFormValues = {
  fullName: '',
  phoneNumber: '',
  email: '',
  helpTopic: '',
  website: '',
};
