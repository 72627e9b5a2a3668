/**
 * Telling the team about a waitlist sign-up ("Tell me when it opens", issue 27): the message for
 * every channel, escaped as the request's is. Delivery is notify.ts's. Plain TypeScript that Deno
 * and Node both run.
 */
import {
  escapeChat,
  escapeHtml,
  LINKABLE_EMAIL,
  nepalTime,
  phoneLinks,
  plainText,
  type TeamMessage,
} from './notify.ts';

/** A stored sign-up, as the trigger (hosted) or the local backend hands it over. */
export interface WaitlistRecord {
  id: string;
  /** ISO 8601. */
  created_at: string;
  email: string | null;
  phone_number: string | null;
  /** The page it came from: academy, training, tutorials, resources or community. */
  interest: string;
  language: string;
}

const languageNames: Record<string, string> = { en: 'English', ne: 'Nepali' };

export function buildWaitlistMessage(record: WaitlistRecord): TeamMessage {
  const interest = plainText(record.interest);
  const language = languageNames[record.language] ?? plainText(record.language);
  const phone = record.phone_number === null ? null : plainText(record.phone_number);
  const email = record.email === null ? null : plainText(record.email);
  const links = phoneLinks(record.phone_number);
  const linkableEmail = email !== null && LINKABLE_EMAIL.test(email) ? email : null;
  const received = nepalTime(record.created_at);
  const contact = email ?? phone ?? '-';

  const subject = `Waitlist sign-up for ${interest}`;
  const text = [
    'New waitlist sign-up ("Tell me when it opens")',
    `Waiting for: ${interest}`,
    `Contact:     ${contact}${links ? `  (call ${links.tel}, WhatsApp ${links.whatsapp})` : ''}`,
    `Language:    ${language}`,
    `Received:    ${received}`,
    `Sign-up:     ${plainText(record.id)}`,
  ].join('\n');

  const contactHtml = linkableEmail
    ? `<a href="mailto:${linkableEmail}">${escapeHtml(linkableEmail)}</a>`
    : phone !== null && links
      ? `<a href="${links.tel}">${escapeHtml(phone)}</a> · <a href="${links.whatsapp}">WhatsApp</a>`
      : escapeHtml(contact);
  const row = (label: string, value: string) =>
    `<tr><th align="left" style="padding:4px 12px 4px 0">${label}</th><td style="padding:4px 0">${value}</td></tr>`;
  const html = [
    '<!doctype html><html><body style="font-family:sans-serif">',
    '<h2 style="margin:0 0 12px">New waitlist sign-up</h2>',
    '<table>',
    row('Waiting for', escapeHtml(interest)),
    row('Contact', contactHtml),
    row('Language', escapeHtml(language)),
    row('Received', escapeHtml(received)),
    '</table>',
    `<p style="color:#666;font-size:12px">Sign-up ${escapeHtml(record.id)}</p>`,
    '</body></html>',
  ].join('');

  const contactChat = linkableEmail
    ? `<mailto:${linkableEmail}|${linkableEmail}>`
    : phone !== null && links
      ? `<${links.tel}|${escapeChat(phone)}> · <${links.whatsapp}|WhatsApp>`
      : escapeChat(contact);
  const chat = [
    '*New waitlist sign-up*',
    `*Waiting for:* ${escapeChat(interest)}`,
    `*Contact:* ${contactChat}`,
    `*Language:* ${escapeChat(language)}`,
    `*Received:* ${escapeChat(received)}`,
  ].join('\n');

  return { subject, text, html, chat };
}

/**
 * Checks a sign-up's payload (from the waitlist trigger, migration 20261125120000) before anything
 * is sent: the types the table guarantees, and a contact to answer.
 */
export function parseWaitlistRecord(value: unknown): WaitlistRecord | null {
  if (typeof value !== 'object' || value === null) return null;
  const record = value as Record<string, unknown>;
  const text = (key: string) => (typeof record[key] === 'string' ? (record[key] as string) : undefined);
  const optional = (key: string) => (record[key] === null || record[key] === undefined ? null : text(key));
  const id = text('id');
  const created = text('created_at');
  const interest = text('interest');
  const language = text('language');
  const email = optional('email');
  const phone = optional('phone_number');
  if (
    id === undefined ||
    !/^[0-9a-f-]{36}$/i.test(id) ||
    created === undefined ||
    interest === undefined ||
    language === undefined ||
    email === undefined ||
    phone === undefined ||
    (email === null && phone === null)
  )
    return null;
  return { id, created_at: created, email, phone_number: phone, interest, language };
}
