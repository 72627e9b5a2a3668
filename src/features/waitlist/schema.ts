import * as z from 'zod/mini';
import { cleanPhone, cleanText } from '../consultation/sanitize';
import { isValidEmail, isValidPhone, type ValidationMessages } from '../consultation/schema';

/**
 * "Tell me when it opens": one field that takes an e-mail address or a phone number, with the
 * consultation form's rules, sanitising and messages (in the page's language), and its trap field.
 * What has an @ is an e-mail address; anything else is read as a phone number.
 */

export const WAITLIST_INTERESTS = ['academy', 'training', 'tutorials', 'resources', 'community'] as const;
export type WaitlistInterest = (typeof WAITLIST_INTERESTS)[number];

export interface WaitlistValues {
  contact: string;
  /** The hidden trap field. */
  website: string;
}

/** The row sent to `waitlist_signups` (the four columns anon may write). */
export interface WaitlistRow {
  email: string | null;
  phone_number: string | null;
  interest: WaitlistInterest;
  language: 'en' | 'ne';
}

const looksLikeEmail = (cleaned: string) => cleaned.includes('@');

/** The contact in its stored form, in the column its shape says; never throws. */
export function sanitizeContact(contact: string): Pick<WaitlistRow, 'email' | 'phone_number'> {
  const text = cleanText(contact);
  if (text === '') return { email: null, phone_number: null };
  return looksLikeEmail(text)
    ? { email: text, phone_number: null }
    : { email: null, phone_number: cleanPhone(text) };
}

export function toWaitlistRow(
  values: Pick<WaitlistValues, 'contact'>,
  interest: WaitlistInterest,
  language: 'en' | 'ne',
): WaitlistRow {
  return { ...sanitizeContact(values.contact), interest, language };
}

export function createWaitlistSchema(messages: ValidationMessages) {
  const contact = z.string().check(
    z.superRefine((value: string, ctx) => {
      const { email, phone_number } = sanitizeContact(value);
      if (email === null && phone_number === null)
        ctx.addIssue({ code: 'custom', message: messages.phoneOrEmail });
      else if (email !== null && !isValidEmail(email))
        ctx.addIssue({ code: 'custom', message: messages.email });
      else if (phone_number !== null && !isValidPhone(phone_number))
        ctx.addIssue({ code: 'custom', message: messages.phone });
    }),
  );
  const website = z
    .string()
    .check(z.refine((value: string): boolean => value === '', { message: messages.trap }));
  return z.object({ contact, website });
}
