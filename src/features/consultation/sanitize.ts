import { toAsciiDigits } from '../../lib/i18n/digits';
import { isHelpTopic, type HelpTopic } from './helpTopics';

/**
 * The form's text fields, whatever their values. Structural on purpose: the schema's values fit it,
 * and the schema needs `cleanText` from here, so importing its type back would close a cycle.
 */
export interface ConsultationFields {
  fullName: string;
  phoneNumber: string;
  email: string;
  helpTopic: string;
}
/** The four columns a visitor may write (see the migration's column grants). */
export interface ConsultationRow {
  full_name: string;
  phone_number: string | null;
  email: string | null;
  help_topic: HelpTopic;
}

/** Characters that could open markup or break out of a quoted string in whatever later shows the row. */
const MARKUP_CHARACTERS = /[<>"']/g;

/**
 * The value as it will be stored: markup characters removed, then trimmed (stripping first means
 * `Ram '` cannot leave a trailing space behind). The schema validates this same form, so anything
 * the form accepts is accepted by the database constraints too.
 */
export function cleanText(value: string): string {
  return value.replace(MARKUP_CHARACTERS, '').trim();
}

/**
 * A phone number as it will be stored: cleaned like any text, with Devanagari digits (what a phone
 * keyboard set to Nepali types, in either language's form) read as ASCII: `९८४१२३४५६७` → `9841234567`.
 */
export function cleanPhone(value: string): string {
  return toAsciiDigits(cleanText(value));
}

function orNull(cleaned: string): string | null {
  return cleaned === '' ? null : cleaned;
}

/** Every field in its stored form, whatever the values; never throws (the DB tests use it as is). */
export function sanitizeFields(
  values: ConsultationFields,
): Omit<ConsultationRow, 'help_topic'> & { help_topic: string } {
  return {
    full_name: cleanText(values.fullName),
    phone_number: orNull(cleanPhone(values.phoneNumber)),
    email: orNull(cleanText(values.email)),
    help_topic: cleanText(values.helpTopic),
  };
}

/**
 * Form values, already validated by the schema, → the row sent to `consultation_requests`.
 * Throws only when called with values the schema would have refused (an unknown help topic).
 */
export function toConsultationRow(values: ConsultationFields): ConsultationRow {
  const { help_topic, ...fields } = sanitizeFields(values);
  if (!isHelpTopic(help_topic))
    throw new TypeError(`Unknown help topic: ${JSON.stringify(values.helpTopic)}`);
  return { ...fields, help_topic };
}
