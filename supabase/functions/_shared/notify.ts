/**
 * Telling the team about a new consultation request: the message and its delivery, for every
 * channel. Shared by the notify-team Edge Function (Deno, hosted Supabase) and the embedded local
 * backend (Node, server/notifier.ts), so it uses only what both runtimes provide: fetch, Intl,
 * AbortSignal and timers. No Deno or Node APIs here.
 *
 * Every value from the request is escaped for the channel it goes to (HTML in the e-mail, Slack
 * mrkdwn in chat), so a request cannot put markup, links or mentions into the team's message. The
 * database's CHECK constraints already refuse most such text; this holds without them.
 */

/** A stored request, as the trigger (hosted) or the local backend hands it over. */
export interface ConsultationRecord {
  id: string;
  /** ISO 8601. */
  created_at: string;
  full_name: string;
  phone_number: string | null;
  email: string | null;
  help_topic: string;
  /** Where the visit came from (issue 26); absent or null when the request carries none. */
  landing_path?: string | null;
  referrer_host?: string | null;
  utm_source?: string | null;
  utm_medium?: string | null;
  utm_campaign?: string | null;
  form_path?: string | null;
  page_language?: string | null;
}

/** The attribution keys a record may carry, as the trigger and the local outbox send them. */
export const ORIGIN_KEYS = [
  'landing_path',
  'referrer_host',
  'utm_source',
  'utm_medium',
  'utm_campaign',
  'form_path',
  'page_language',
] as const;

/**
 * One line for the team: the source (utm_source, else the referring site, else "direct"), medium
 * and campaign, the landing page, and the page the form was sent from with its language. E.g.
 * "facebook / social, campaign dashain; landed on /blog/ai-agents-guide; sent from /ne/consultation (ne)".
 */
export function describeOrigin(record: ConsultationRecord): string {
  const value = (key: (typeof ORIGIN_KEYS)[number]) => {
    const raw = record[key];
    return typeof raw === 'string' && raw !== '' ? plainText(raw) : null;
  };
  const source = value('utm_source') ?? value('referrer_host');
  const medium = value('utm_medium');
  const campaign = value('utm_campaign');
  const landing = value('landing_path');
  const form = value('form_path');
  const language = value('page_language');
  if (source === null && campaign === null && landing === null && form === null) return 'unknown';
  const parts = [
    `${source ?? 'direct'}${medium ? ` / ${medium}` : ''}${campaign ? `, campaign ${campaign}` : ''}`,
  ];
  if (landing) parts.push(`landed on ${landing}`);
  if (form) parts.push(`sent from ${form}${language ? ` (${language})` : ''}`);
  return parts.join('; ');
}

/**
 * The volume limits reached their busy bound (consultation_guard.alerts, migration
 * 20261125100000): from raised_at, for the window, each network gets busy_per_network requests.
 */
export interface GuardAlertRecord {
  id: string;
  /** The limits' kind, e.g. consultation_request. */
  kind: string;
  /** ISO 8601. */
  raised_at: string;
  busy_total: number;
  busy_per_network: number;
  window_minutes: number;
}

export interface EmailChannel {
  apiKey: string;
  /** Resend's API origin; overridable so tests can point it at a local receiver. */
  apiBase: string;
  to: string[];
  from: string;
}

export interface NotifyConfig {
  email: EmailChannel | null;
  /** A Slack-compatible incoming webhook: Slack, Discord's /slack endpoint, Google Chat, Mattermost. */
  webhook: { url: string } | null;
}

export type EnvReader = (name: string) => string | undefined;

export const DEFAULT_RESEND_API_BASE = 'https://api.resend.com';
/** Three tries: at once, after 1 s, after another 4 s. */
export const DEFAULT_RETRY_DELAYS_MS: readonly number[] = [0, 1_000, 4_000];
const ATTEMPT_TIMEOUT_MS = 10_000;
const MAX_ERROR_LENGTH = 500;

/** Each channel is on only when all of its variables are set. */
export function readNotifyConfig(env: EnvReader): NotifyConfig {
  const value = (name: string) => {
    const raw = env(name)?.trim();
    return raw === undefined || raw === '' ? undefined : raw;
  };
  const apiKey = value('RESEND_API_KEY');
  const to = (value('NOTIFY_EMAIL_TO') ?? '')
    .split(',')
    .map((address) => address.trim())
    .filter((address) => address !== '');
  const from = value('NOTIFY_EMAIL_FROM');
  const webhookUrl = value('NOTIFY_WEBHOOK_URL');
  return {
    email:
      apiKey !== undefined && to.length > 0 && from !== undefined
        ? {
            apiKey,
            apiBase: (value('RESEND_API_BASE') ?? DEFAULT_RESEND_API_BASE).replace(/\/+$/, ''),
            to,
            from,
          }
        : null,
    webhook: webhookUrl === undefined ? null : { url: webhookUrl },
  };
}

export function hasChannel(config: NotifyConfig): boolean {
  return config.email !== null || config.webhook !== null;
}

// ---------------------------------------------------------------------------------------------
// Values

/**
 * Combining marks in a row beyond this many are dropped: Devanagari needs at most a virama, a vowel
 * sign and a nasal sign on one letter, while a name of 99 stacked marks ("Zalgo" text) would draw
 * over the lines around it in the team's chat and mail.
 */
export const MAX_COMBINING_MARKS = 4;

/**
 * Control and format characters (a CR LF would forge lines in a log or a header, a bidi override
 * would reorder what the team reads) become U+FFFD. ZWNJ and ZWJ stay: Nepali spelling needs them.
 * Runs of combining marks are cut to MAX_COMBINING_MARKS.
 */
export function plainText(value: string): string {
  return value
    .replace(/[\p{Cc}\p{Cf}\u2028\u2029]/gu, (character) =>
      character === '\u200c' || character === '\u200d' ? character : '\ufffd',
    )
    .replace(/\p{M}+/gu, (marks) => [...marks].slice(0, MAX_COMBINING_MARKS).join(''));
}

export function escapeHtml(value: string): string {
  return plainText(value)
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');
}

const WORD_JOINER = '\u2060';

/**
 * Text for Slack mrkdwn and the chat apps that read it. &, < and > are escaped as Slack requires,
 * which also disarms its link, mention and command syntax (<https://x|y>, <@U1>, <!channel>).
 * A word joiner after every @ stops plain-text mentions wherever they stand (@channel, @here, @all,
 * @everyone in Mattermost and Discord, which also match inside words such as _@everyone.io), one
 * after "://" stops bare links from being linked, and one between "]" and "(" stops Markdown links.
 * The joiner is invisible, so values, e-mail addresses included, read as typed.
 */
export function escapeChat(value: string): string {
  return plainText(value)
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('@', `@${WORD_JOINER}`)
    .replaceAll('://', `:${WORD_JOINER}//`)
    .replaceAll('](', `]${WORD_JOINER}(`);
}

const DEVANAGARI_ZERO = 0x0966;

/** The phone's digits in international form (no +), Nepal's 977 assumed when none is given. */
export function internationalDigits(phone: string): string | null {
  const ascii = phone.replace(/[\u0966-\u096f]/g, (digit) => String(digit.charCodeAt(0) - DEVANAGARI_ZERO));
  const digits = ascii.replace(/\D/g, '');
  if (digits.length < 4 || digits.length > 16) return null;
  if (ascii.trim().startsWith('+') || (digits.startsWith('977') && digits.length >= 11)) return digits;
  return `977${digits}`;
}

export interface PhoneLinks {
  tel: string;
  whatsapp: string;
}

/** Tap-to-call and WhatsApp links; built from digits only, so nothing else can reach the URL. */
export function phoneLinks(phone: string | null): PhoneLinks | null {
  if (phone === null) return null;
  const digits = internationalDigits(phone);
  return digits === null ? null : { tel: `tel:+${digits}`, whatsapp: `https://wa.me/${digits}` };
}

/** An address safe to put in a mailto: link as is; anything else is shown as text only. */
export const LINKABLE_EMAIL = /^[A-Za-z0-9._+-]+@[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)+$/;

const NEPAL_TIME = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Asia/Kathmandu',
  weekday: 'short',
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** "Tue, 24 Nov 2026, 05:45 NPT": the time in Nepal (UTC+5:45), whatever the server's zone. */
export function nepalTime(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return plainText(iso);
  return `${NEPAL_TIME.format(date)} NPT`;
}

// ---------------------------------------------------------------------------------------------
// The message

export interface TeamMessage {
  subject: string;
  /** For the e-mail's text part, the local console and .data/notifications.log. */
  text: string;
  html: string;
  /** Slack mrkdwn for the webhook. */
  chat: string;
}

export function buildTeamMessage(record: ConsultationRecord): TeamMessage {
  const name = plainText(record.full_name);
  const topic = plainText(record.help_topic);
  const phone = record.phone_number === null ? null : plainText(record.phone_number);
  const email = record.email === null ? null : plainText(record.email);
  const links = phoneLinks(record.phone_number);
  const received = nepalTime(record.created_at);
  const linkableEmail = email !== null && LINKABLE_EMAIL.test(email) ? email : null;

  const origin = describeOrigin(record);
  const subject = `New consultation request: ${name} (${topic})`;

  const text = [
    'New consultation request',
    `Name:     ${name}`,
    `Phone:    ${phone ?? '-'}${links ? `  (call ${links.tel}, WhatsApp ${links.whatsapp})` : ''}`,
    `Email:    ${email ?? '-'}`,
    `Topic:    ${topic}`,
    `Came from: ${origin}`,
    `Received: ${received}`,
    `Request:  ${plainText(record.id)}`,
  ].join('\n');

  const phoneHtml =
    phone === null
      ? '-'
      : links
        ? `<a href="${links.tel}">${escapeHtml(phone)}</a> · <a href="${links.whatsapp}">WhatsApp</a>`
        : escapeHtml(phone);
  const emailHtml =
    email === null
      ? '-'
      : linkableEmail
        ? `<a href="mailto:${linkableEmail}">${escapeHtml(linkableEmail)}</a>`
        : escapeHtml(email);
  const row = (label: string, value: string) =>
    `<tr><th align="left" style="padding:4px 12px 4px 0">${label}</th><td style="padding:4px 0">${value}</td></tr>`;
  const html = [
    '<!doctype html><html><body style="font-family:sans-serif">',
    '<h2 style="margin:0 0 12px">New consultation request</h2>',
    '<table>',
    row('Name', escapeHtml(name)),
    row('Phone', phoneHtml),
    row('Email', emailHtml),
    row('Topic', escapeHtml(topic)),
    row('Came from', escapeHtml(origin)),
    row('Received', escapeHtml(received)),
    '</table>',
    `<p style="color:#666;font-size:12px">Request ${escapeHtml(record.id)}</p>`,
    '</body></html>',
  ].join('');

  const phoneChat =
    phone === null
      ? '-'
      : links
        ? `<${links.tel}|${escapeChat(phone)}> · <${links.whatsapp}|WhatsApp>`
        : escapeChat(phone);
  const emailChat =
    email === null
      ? '-'
      : linkableEmail
        ? // The target's @ percent-encoded (RFC 6068), the label's escaped: no mention in either.
          `<mailto:${linkableEmail.replace('@', '%40')}|${escapeChat(linkableEmail)}>`
        : escapeChat(email);
  const chat = [
    '*New consultation request*',
    `*Name:* ${escapeChat(name)}`,
    `*Phone:* ${phoneChat}`,
    `*Email:* ${emailChat}`,
    `*Topic:* ${escapeChat(topic)}`,
    `*Came from:* ${escapeChat(origin)}`,
    `*Received:* ${escapeChat(received)}`,
  ].join('\n');

  return { subject, text, html, chat };
}

/** What the team reads when a kind of request reached its busy bound. No address or contact in it. */
export function buildAlertMessage(alert: GuardAlertRecord): TeamMessage {
  const what = plainText(alert.kind).replaceAll('_', ' ');
  const raised = nepalTime(alert.raised_at);
  const window = alert.window_minutes === 60 ? 'hour' : `${alert.window_minutes} minutes`;
  const subject = `Unusual volume: ${alert.busy_total} ${what}s within an ${window}`;
  const lines = [
    `${alert.busy_total} ${what}s arrived within one ${window} (reached ${raised}).`,
    `Until that ${window} has passed, each network gets at most ${alert.busy_per_network}; visitors from other networks still get through.`,
    'If this is not a campaign of yours, look for a flood among the recent requests.',
  ];
  return {
    subject,
    text: [`Unusual volume: ${what}s`, ...lines, `Alert:    ${plainText(alert.id)}`].join('\n'),
    html: [
      '<!doctype html><html><body style="font-family:sans-serif">',
      `<h2 style="margin:0 0 12px">${escapeHtml(subject)}</h2>`,
      ...lines.map((line) => `<p>${escapeHtml(line)}</p>`),
      `<p style="color:#666;font-size:12px">Alert ${escapeHtml(alert.id)}</p>`,
      '</body></html>',
    ].join(''),
    chat: [`*${escapeChat(subject)}*`, ...lines.map(escapeChat)].join('\n'),
  };
}

// ---------------------------------------------------------------------------------------------
// Requests per channel

export interface OutgoingRequest {
  url: string;
  method: 'POST';
  headers: Record<string, string>;
  body: string;
}

/**
 * Resend's POST /emails. The idempotency key is the request's id (or the alert's): Resend sends one
 * e-mail per key for 24 hours, so a retry, or a resend after a crash mid-delivery, is not a second
 * e-mail.
 */
export function resendRequest(
  message: TeamMessage,
  channel: EmailChannel,
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
      to: channel.to,
      subject: message.subject,
      html: message.html,
      text: message.text,
    }),
  };
}

/**
 * The chat webhook's POST, with the same idempotency key as a header: Slack and Discord ignore it,
 * but a relay or receiver that deduplicates (Mattermost plugins, Zapier, n8n, a team's own endpoint)
 * can drop a repeat, and it names the request in the receiver's logs.
 */
export function webhookRequest(message: TeamMessage, url: string, idempotencyKey: string): OutgoingRequest {
  return {
    url,
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'Idempotency-Key': idempotencyKey },
    body: JSON.stringify({ text: message.chat }),
  };
}

// ---------------------------------------------------------------------------------------------
// Delivery

export type Channel = 'email' | 'webhook';

export interface DeliveryOutcome {
  channel: Channel;
  ok: boolean;
  attempts: number;
  /** Why the last attempt failed; never contains the URL (webhook URLs are secrets). */
  error?: string;
}

export interface NotifyResult {
  /** One per configured channel; empty when none is. */
  outcomes: DeliveryOutcome[];
  /** What to record in notify_error: null when every configured channel delivered. */
  error: string | null;
}

export interface DeliverOptions {
  fetch?: typeof fetch;
  /** Injectable so tests need not wait for the back-off. */
  sleep?: (milliseconds: number) => Promise<void>;
  /** Wait before each attempt; its length is the number of attempts. */
  retryDelaysMs?: readonly number[];
  attemptTimeoutMs?: number;
}

const realSleep = (milliseconds: number) => new Promise<void>((resolve) => setTimeout(resolve, milliseconds));

function oneLine(text: string, secrets: readonly string[]): string {
  let cleaned = plainText(text).replace(/\s+/g, ' ').trim();
  for (const secret of secrets) if (secret !== '') cleaned = cleaned.replaceAll(secret, '[redacted]');
  cleaned = cleaned.replace(/\b[a-z][a-z0-9+.-]*:\/\/\S+/gi, '[URL]');
  return cleaned.length > 200 ? `${cleaned.slice(0, 199)}…` : cleaned;
}

function describeFailure(error: unknown): string {
  if (error instanceof Error) {
    if (error.name === 'TimeoutError' || error.name === 'AbortError') return 'timed out';
    const cause = (error as { cause?: unknown }).cause;
    const code =
      typeof cause === 'object' && cause !== null && 'code' in cause ? String(cause.code) : undefined;
    return code ? `${error.message} (${code})` : error.message;
  }
  return String(error);
}

/** Sends one request with retries: network errors, timeouts, 408, 429 and 5xx are tried again. */
export async function sendWithRetries(
  channel: Channel,
  request: OutgoingRequest,
  options: DeliverOptions = {},
  secrets: readonly string[] = [],
): Promise<DeliveryOutcome> {
  const doFetch = options.fetch ?? fetch;
  const sleep = options.sleep ?? realSleep;
  const delays = options.retryDelaysMs ?? DEFAULT_RETRY_DELAYS_MS;
  const timeout = options.attemptTimeoutMs ?? ATTEMPT_TIMEOUT_MS;
  let error = 'not attempted';
  let attempts = 0;
  for (const delay of delays) {
    if (delay > 0) await sleep(delay);
    attempts += 1;
    try {
      const response = await doFetch(request.url, {
        method: request.method,
        headers: request.headers,
        body: request.body,
        signal: AbortSignal.timeout(timeout),
      });
      const body = await response.text().catch(() => '');
      if (response.ok) return { channel, ok: true, attempts };
      error = `HTTP ${response.status}${body ? `: ${oneLine(body, secrets)}` : ''}`;
      const retryable = response.status === 408 || response.status === 429 || response.status >= 500;
      if (!retryable) break;
    } catch (caught) {
      error = oneLine(describeFailure(caught), secrets);
    }
  }
  return { channel, ok: false, attempts, error };
}

/** Sends the request's message through every configured channel, in parallel. */
export function notifyTeam(
  record: ConsultationRecord,
  config: NotifyConfig,
  options: DeliverOptions = {},
): Promise<NotifyResult> {
  return deliverMessage(buildTeamMessage(record), record.id, config, options);
}

/** Sends a busy alert of the volume limits through every configured channel. */
export function notifyTeamOfAlert(
  alert: GuardAlertRecord,
  config: NotifyConfig,
  options: DeliverOptions = {},
): Promise<NotifyResult> {
  return deliverMessage(buildAlertMessage(alert), alert.id, config, options);
}

/** One message, every configured channel in parallel, the same idempotency key on each. */
export async function deliverMessage(
  message: TeamMessage,
  idempotencyKey: string,
  config: NotifyConfig,
  options: DeliverOptions = {},
): Promise<NotifyResult> {
  const sends: Promise<DeliveryOutcome>[] = [];
  if (config.email) {
    sends.push(
      sendWithRetries('email', resendRequest(message, config.email, idempotencyKey), options, [
        config.email.apiKey,
      ]),
    );
  }
  if (config.webhook) {
    sends.push(
      sendWithRetries('webhook', webhookRequest(message, config.webhook.url, idempotencyKey), options, [
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
          .slice(0, MAX_ERROR_LENGTH);
  return { outcomes, error };
}

export const NOT_CONFIGURED_ERROR =
  'No notification channel configured (RESEND_API_KEY, NOTIFY_EMAIL_TO, NOTIFY_EMAIL_FROM or NOTIFY_WEBHOOK_URL)';

/**
 * What the row records: notified_at when at least one channel delivered (the team knows), and
 * notify_error for every channel that did not, or when no channel is configured at all.
 */
export function outcomeColumns(
  result: NotifyResult,
  now: Date,
): { notified_at: string | null; notify_error: string | null } {
  if (result.outcomes.length === 0) return { notified_at: null, notify_error: NOT_CONFIGURED_ERROR };
  const delivered = result.outcomes.some((outcome) => outcome.ok);
  return { notified_at: delivered ? now.toISOString() : null, notify_error: result.error };
}

/** Checks a payload's record (from the trigger, or a test) before anything is sent. */
export function parseRecord(value: unknown): ConsultationRecord | null {
  if (typeof value !== 'object' || value === null) return null;
  const record = value as Record<string, unknown>;
  const text = (key: string) => (typeof record[key] === 'string' ? (record[key] as string) : undefined);
  const optional = (key: string) => (record[key] === null || record[key] === undefined ? null : text(key));
  const id = text('id');
  const created = text('created_at');
  const name = text('full_name');
  const topic = text('help_topic');
  const phone = optional('phone_number');
  const email = optional('email');
  if (
    id === undefined ||
    !/^[0-9a-f-]{36}$/i.test(id) ||
    created === undefined ||
    name === undefined ||
    topic === undefined ||
    phone === undefined ||
    email === undefined
  )
    return null;
  const parsed: ConsultationRecord = {
    id,
    created_at: created,
    full_name: name,
    phone_number: phone,
    email,
    help_topic: topic,
  };
  // Attribution is optional: a record without it (or with a malformed value) is still a request.
  for (const key of ORIGIN_KEYS) {
    if (!(key in record)) continue;
    const origin = optional(key);
    if (origin !== undefined) parsed[key] = origin;
  }
  return parsed;
}

/** Checks a busy alert's payload (from the alerts trigger) before anything is sent. */
export function parseAlert(value: unknown): GuardAlertRecord | null {
  if (typeof value !== 'object' || value === null) return null;
  const alert = value as Record<string, unknown>;
  const count = (key: string) =>
    typeof alert[key] === 'number' && Number.isInteger(alert[key]) && (alert[key] as number) > 0
      ? (alert[key] as number)
      : undefined;
  const { id, kind, raised_at: raised } = alert;
  const busyTotal = count('busy_total');
  const perNetwork = count('busy_per_network');
  const minutes = count('window_minutes');
  if (
    typeof id !== 'string' ||
    !/^[0-9a-f-]{36}$/i.test(id) ||
    typeof kind !== 'string' ||
    !/^[a-z][a-z0-9_]{0,62}$/.test(kind) ||
    typeof raised !== 'string' ||
    busyTotal === undefined ||
    perNetwork === undefined ||
    minutes === undefined
  )
    return null;
  return {
    id,
    kind,
    raised_at: raised,
    busy_total: busyTotal,
    busy_per_network: perNetwork,
    window_minutes: minutes,
  };
}
