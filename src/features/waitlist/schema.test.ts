import { describe, expect, it } from 'vitest';
import { formMessages } from '../../content/consultation';
import { formMessages as nepaliMessages } from '../../content/ne/consultation';
import { createWaitlistSchema, toWaitlistRow } from './schema';

const messageFor = (contact: string, website = '', messages = formMessages.validation) => {
  const result = createWaitlistSchema(messages).safeParse({ contact, website });
  return result.success ? undefined : result.error.issues[0]?.message;
};

describe('the waitlist schema', () => {
  it("refuses with the consultation form's messages, in the page's language", () => {
    expect(messageFor('')).toBe('Please provide either a phone number or email address');
    expect(messageFor('sita@example')).toBe('Please enter a valid email address');
    expect(messageFor('98-abc')).toBe('Please enter a valid phone number');
    expect(messageFor('sita@example.com', 'https://spam.example')).toBe('Invalid submission');
    expect(messageFor('', '', nepaliMessages.validation)).toBe(nepaliMessages.validation.phoneOrEmail);
  });

  it('stores the contact sanitised, in the column its shape says', () => {
    expect(toWaitlistRow({ contact: ' <sita>@example.com ' }, 'academy', 'en')).toEqual({
      email: 'sita@example.com',
      phone_number: null,
      interest: 'academy',
      language: 'en',
    });
    expect(toWaitlistRow({ contact: '+९७७ ९८४१२३४५६७' }, 'training', 'ne')).toEqual({
      email: null,
      phone_number: '+977 9841234567',
      interest: 'training',
      language: 'ne',
    });
  });
});
