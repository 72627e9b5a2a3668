/**
 * Telling the team of a booked, moved or cancelled consultation call (issue 28), with the calendar
 * file attached, and confirming it to the visitor by e-mail when they gave an address and e-mail is
 * configured. Runtime-neutral like notify.ts (fetch, TextEncoder, btoa), whose channels, escaping
 * and retries it reuses.
 */
import { buildIcs } from './calendarFile.ts';
import {
  buildTeamMessage,
  escapeChat,
  escapeHtml,
  nepalTime,
  plainText,
  sendWithRetries,
  webhookRequest,
  type ConsultationRecord,
  type DeliverOptions,
  type DeliveryOutcome,
  type EmailChannel,
  type NotifyConfig,
  type NotifyResult,
  type OutgoingRequest,
  type TeamMessage,
} from './notify.ts';

export interface BookingRecord {
  /** The booking's id: the calendar entry's UID, the same across moves. */
  uid: string;
  starts_at: string;
  ends_at: string;
  sequence: number;
  note: string | null;
  company: string | null;
  cancelled: boolean;
}

export interface BookingNotice {
  request: ConsultationRecord;
  booking: BookingRecord;
}

/** Who the calendar entry comes from: the company. */
export interface Organizer {
  name: string;
  email: string;
  /** The site's host, for the UID. */
  host: string;
}

function change(booking: BookingRecord): 'booked' | 'moved' | 'cancelled' {
  if (booking.cancelled) return 'cancelled';
  return booking.sequence > 0 ? 'moved' : 'booked';
}

export function bookingIcs(notice: BookingNotice, organizer: Organizer, now = new Date()): string {
  const { booking } = notice;
  return buildIcs({
    uid: booking.uid,
    startsAt: booking.starts_at,
    endsAt: booking.ends_at,
    sequence: booking.sequence,
    summary: `Free consultation call — ${organizer.name}`,
    description: `Your free 30-minute AI consultation with ${organizer.name}. We call you at this time on the phone number you gave, or send a video-call link by e-mail. To change it, write to ${organizer.email}.`,
    organizer: { name: organizer.name, email: organizer.email },
    host: organizer.host,
    stamp: now.toISOString(),
    cancelled: booking.cancelled,
  });
}

/** The team's message: the booked time (Nepal time), the note and company, then the request. */
export function buildBookingMessage(notice: BookingNotice): TeamMessage {
  const { booking } = notice;
  const request = buildTeamMessage(notice.request);
  const verb = change(booking);
  const when = nepalTime(booking.starts_at);
  const name = plainText(notice.request.full_name);
  const note = booking.note === null ? null : plainText(booking.note);
  const company = booking.company === null ? null : plainText(booking.company);
  const title = `Consultation call ${verb}`;
  const text = [
    title,
    `When:     ${when} (30 min)`,
    `Automate: ${note ?? '-'}`,
    `Company:  ${company ?? '-'}`,
    '',
    request.text,
  ].join('\n');
  const html = request.html.replace(
    '<h2 style="margin:0 0 12px">New consultation request</h2>',
    [
      `<h2 style="margin:0 0 12px">${title}: ${escapeHtml(when)}</h2>`,
      `<p><strong>Automate:</strong> ${note === null ? '-' : escapeHtml(note)}<br>`,
      `<strong>Company:</strong> ${company === null ? '-' : escapeHtml(company)}</p>`,
    ].join(''),
  );
  const chat = [
    `*${title}: ${escapeChat(when)}*`,
    `*Automate:* ${note === null ? '-' : escapeChat(note)}`,
    `*Company:* ${company === null ? '-' : escapeChat(company)}`,
    request.chat.replace('*New consultation request*\n', ''),
  ].join('\n');
  return { subject: `${title}: ${name}, ${when}`, text, html, chat };
}

function base64(text: string): string {
  const bytes = new TextEncoder().encode(text);
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary);
}

/** Resend's POST /emails with the calendar file attached. */
export function emailWithCalendar(
  message: Pick<TeamMessage, 'subject' | 'text' | 'html'>,
  channel: EmailChannel,
  to: string[],
  ics: string,
  idempotencyKey: string,
): OutgoingRequest {
  return {
    url: `${channel.apiBase}/emails`,
    method: 'POST',
    headers: {
      Authorization: `Bearer ${channel.apiKey}`,
      'Content-Type': 'application/json',
      'Idempotency-Key': idempotencyKey,
    },
    body: JSON.stringify({
      from: channel.from,
      to,
      subject: message.subject,
      html: message.html,
      text: message.text,
      attachments: [{ filename: 'consultation.ics', content: base64(ics), content_type: 'text/calendar' }],
    }),
  };
}

/** The visitor's confirmation: when, how the call happens, how to change it. */
export function visitorConfirmation(
  notice: BookingNotice,
  organizer: Organizer,
): Pick<TeamMessage, 'subject' | 'text' | 'html'> {
  const verb = change(notice.booking);
  const when = nepalTime(notice.booking.starts_at);
  const subject =
    verb === 'cancelled'
      ? `Your consultation call with ${organizer.name} is cancelled`
      : `Your free consultation call with ${organizer.name}: ${when}`;
  const lines =
    verb === 'cancelled'
      ? [`Your call on ${when} is cancelled. We will still contact you about your request.`]
      : [
          `Your free 30-minute consultation call is ${verb === 'moved' ? 'moved to' : 'booked for'} ${when} (Nepal time).`,
          'We will call you at this time on the phone number you gave, or send you a video-call link.',
          'The attached calendar file adds it to your calendar.',
        ];
  const text = [...lines, '', `To change it, reply to this e-mail or write to ${organizer.email}.`].join(
    '\n',
  );
  const html = `<!doctype html><html><body style="font-family:sans-serif">${[
    ...lines,
    `To change it, reply to this e-mail or write to ${organizer.email}.`,
  ]
    .map((line) => `<p>${escapeHtml(line)}</p>`)
    .join('')}</body></html>`;
  return { subject, text, html };
}

/** Team (e-mail with the .ics, and chat) and, when possible, the visitor (e-mail with the .ics). */
export async function notifyBooking(
  notice: BookingNotice,
  config: NotifyConfig,
  organizer: Organizer,
  options: DeliverOptions = {},
): Promise<NotifyResult> {
  const message = buildBookingMessage(notice);
  const ics = bookingIcs(notice, organizer);
  const key = `consultation-booking/${notice.booking.uid}/${notice.booking.sequence}/${change(notice.booking)}`;
  const sends: Promise<DeliveryOutcome>[] = [];
  if (config.email) {
    const email = config.email;
    sends.push(
      sendWithRetries('email', emailWithCalendar(message, email, email.to, ics, `${key}/team`), options, [
        email.apiKey,
      ]),
    );
    if (notice.request.email !== null) {
      sends.push(
        sendWithRetries(
          'email',
          emailWithCalendar(
            visitorConfirmation(notice, organizer),
            email,
            [notice.request.email],
            ics,
            `${key}/visitor`,
          ),
          options,
          [email.apiKey],
        ),
      );
    }
  }
  if (config.webhook) {
    sends.push(
      sendWithRetries('webhook', webhookRequest(message, config.webhook.url, `${key}/team`), options, [
        config.webhook.url,
      ]),
    );
  }
  const outcomes = await Promise.all(sends);
  const failed = outcomes.filter((outcome) => !outcome.ok);
  const error =
    failed.length === 0
      ? null
      : failed
          .map(
            (outcome) =>
              `${outcome.channel}: ${outcome.error ?? 'failed'} after ${outcome.attempts} attempt(s)`,
          )
          .join('; ')
          .slice(0, 500);
  return { outcomes, error };
}
