/** The notifier's core (supabase/functions/_shared/notify.ts), delivering to real HTTP receivers. */
import { afterEach, describe, expect, it } from 'vitest';
import {
  buildTeamMessage,
  escapeChat,
  plainText,
  escapeHtml,
  nepalTime,
  NOT_CONFIGURED_ERROR,
  notifyTeam,
  outcomeColumns,
  parseRecord,
  phoneLinks,
  readNotifyConfig,
  type ConsultationRecord,
  type NotifyConfig,
} from '../../supabase/functions/_shared/notify';
import { closedPortUrl, startReceiver, type Receiver } from './receiver';

const record: ConsultationRecord = {
  id: '0b6f1c1e-9a4f-4f7e-8a55-3f0f2a1d9c01',
  created_at: '2026-11-24T00:00:00.000Z',
  full_name: 'Sita Sharma',
  phone_number: '+977 (981) 234-5678',
  email: 'sita@example.com',
  help_topic: 'For Business',
};

const hostile: ConsultationRecord = {
  ...record,
  full_name: '<b>x</b> @channel <https://evil|click> <!here> [click](https://evil.example) &amp;',
  email: 'x@y.com <https://evil|mail>',
  help_topic: 'Other\r\nBcc: someone@evil.example',
};

const receivers: Receiver[] = [];
async function receiver(status = 200): Promise<Receiver> {
  const started = await startReceiver(status);
  receivers.push(started);
  return started;
}
afterEach(async () => {
  await Promise.all(receivers.splice(0).map((r) => r.close()));
});

/** Records the back-off instead of waiting it out. */
function fakeSleep() {
  const waits: number[] = [];
  return { waits, sleep: async (ms: number) => void waits.push(ms) };
}

describe('the message', () => {
  it('carries name, tap-to-call and WhatsApp links, e-mail, topic and the time in Nepal', () => {
    const message = buildTeamMessage(record);
    expect(message.subject).toBe('New consultation request: Sita Sharma (For Business)');
    expect(message.chat).toBe(
      [
        '*New consultation request*',
        '*Name:* Sita Sharma',
        '*Phone:* <tel:+9779812345678|+977 (981) 234-5678> · <https://wa.me/9779812345678|WhatsApp>',
        '*Email:* <mailto:sita%40example.com|sita@\u2060example.com>',
        '*Topic:* For Business',
        '*Came from:* unknown',
        '*Received:* Tue, 24 Nov 2026, 05:45 NPT',
      ].join('\n'),
    );
    expect(message.html).toContain('<a href="tel:+9779812345678">+977 (981) 234-5678</a>');
    expect(message.html).toContain('<a href="https://wa.me/9779812345678">WhatsApp</a>');
    expect(message.html).toContain('<a href="mailto:sita@example.com">sita@example.com</a>');
    expect(message.text).toContain('Received: Tue, 24 Nov 2026, 05:45 NPT');
    expect(message.text).toContain(`Request:  ${record.id}`);
  });

  it('says where the request came from in one line, escaped for each channel', () => {
    const attributed = {
      ...record,
      landing_path: '/blog/ai-agents-guide',
      referrer_host: 'l.facebook.com',
      utm_source: 'facebook',
      utm_medium: null,
      utm_campaign: 'dashain',
      form_path: '/ne/consultation',
      page_language: 'ne',
    };
    const message = buildTeamMessage(attributed);
    expect(message.text).toContain(
      'Came from: facebook, campaign dashain; landed on /blog/ai-agents-guide; sent from /ne/consultation (ne)',
    );
    expect(message.chat).toContain('*Came from:* facebook, campaign dashain;');
    expect(message.html).toContain('<th align="left" style="padding:4px 12px 4px 0">Came from</th>');
    expect(
      buildTeamMessage({ ...record, referrer_host: 'www.google.com', landing_path: '/' }).text,
    ).toContain('Came from: www.google.com; landed on /');
    expect(buildTeamMessage({ ...record, form_path: '/consultation', page_language: 'en' }).text).toContain(
      'Came from: direct; sent from /consultation (en)',
    );
    expect(buildTeamMessage({ ...record, utm_source: '<b>x</b>' }).html).toContain('&lt;b&gt;x&lt;/b&gt;');
    expect(parseRecord({ ...attributed, utm_source: 7 })).toEqual({ ...attributed, utm_source: undefined });
  });

  it('shows a request without phone or e-mail with a dash, and no links', () => {
    const message = buildTeamMessage({ ...record, phone_number: null });
    expect(message.chat).toContain('*Phone:* -');
    expect(message.chat).not.toContain('tel:');
    expect(buildTeamMessage({ ...record, email: null }).html).toContain('<td style="padding:4px 0">-</td>');
  });

  it('lets a request inject no markup into the e-mail', () => {
    const { html, subject } = buildTeamMessage(hostile);
    expect(html).toContain('&lt;b&gt;x&lt;/b&gt; @channel &lt;https://evil|click&gt;');
    expect(html).toContain('&amp;amp;');
    expect(html).not.toMatch(/<b>|<https|href="https:\/\/evil/);
    // Not linkable, so shown as text: no mailto with the attacker's suffix.
    expect(html).toContain('x@y.com &lt;https://evil|mail&gt;');
    expect(html).not.toContain('mailto:x@y.com');
    // The CR LF of the topic cannot start a new header line.
    expect(subject).not.toMatch(/[\r\n]/);
    expect(subject).toContain('Other\ufffd\ufffdBcc');
  });

  it('lets a request inject no links, mentions or commands into the chat message', () => {
    const { chat } = buildTeamMessage(hostile);
    const name = chat.split('\n')[1] ?? '';
    expect(name).toBe(
      '*Name:* &lt;b&gt;x&lt;/b&gt; @\u2060channel &lt;https:\u2060//evil|click&gt; &lt;!here&gt; [click]\u2060(https:\u2060//evil.example) &amp;amp;',
    );
    // Every < in the whole message opens one of the links the notifier made itself.
    const links = [...chat.matchAll(/<([^>]*)>/g)].map((match) => match[1]);
    expect(links).toEqual(['tel:+9779812345678|+977 (981) 234-5678', 'https://wa.me/9779812345678|WhatsApp']);
    expect(chat).not.toContain('<!');
    expect(chat).not.toContain('https://evil');
    expect(chat.split('\n')).toHaveLength(7);
  });

  it('keeps mentions out but e-mail addresses, Devanagari and joiners intact', () => {
    expect(escapeChat('@here @all hi@everyone')).toBe('@\u2060here @\u2060all hi@\u2060everyone');
    expect(escapeChat('राम\u200dश्रेष्ठ')).toBe('राम\u200dश्रेष्ठ');
    expect(escapeHtml(`"a" 'b'`)).toBe('&quot;a&quot; &#39;b&#39;');
    expect(escapeHtml('a\u202eb')).toBe('a\ufffdb');
  });
});

describe('the team chat: mention-like text is inert (issue 23 item 6)', () => {
  const WJ = '\u2060';

  it.each(['_@everyone.io', '+@here.io', '-@channel.com', '.@all.com', '%@everyone.io'])(
    'the e-mail %s reaches the chat with no @ a chat app could read as a mention',
    (email) => {
      const { chat } = buildTeamMessage({ ...record, email });
      const line = chat.split('\n').find((text) => text.startsWith('*Email:*')) ?? '';
      // Every @ is followed by the word joiner, in the label; the link's target has none.
      expect(line.match(/@(?!\u2060)/g)).toBeNull();
      expect(line).toContain(`@${WJ}`);
      for (const word of ['@everyone', '@here', '@channel', '@all']) expect(line).not.toContain(word);
    },
  );

  it('escapes an @ after _ - + . % as after a space', () => {
    for (const before of ['_', '-', '+', '.', '%', ' ', 'a'])
      expect(escapeChat(`${before}@channel`)).toBe(`${before}@${WJ}channel`);
  });

  it('caps combining marks at 4 in a row, in every channel, and keeps Devanagari whole', () => {
    const zalgo = `A${'\u0301'.repeat(99)}`;
    const message = buildTeamMessage({ ...record, full_name: zalgo });
    for (const text of [message.text, message.html, message.chat, message.subject])
      expect(text).not.toContain('\u0301'.repeat(5));
    expect(message.chat).toContain(`A${'\u0301'.repeat(4)}`);
    expect(plainText('क्षेत्रीँ श्रेष्ठ')).toBe('क्षेत्रीँ श्रेष्ठ');
  });
});

describe('phone links', () => {
  it.each([
    ['+977 (981) 234-5678', '9779812345678'],
    ['9841234567', '9779841234567'],
    ['9779841234567', '9779841234567'],
    ['९८४१२३४५६७', '9779841234567'],
    ['+1 415 555 0100', '14155550100'],
    ['14001234', '97714001234'],
  ])('%s → +%s', (phone, digits) => {
    expect(phoneLinks(phone)).toEqual({ tel: `tel:+${digits}`, whatsapp: `https://wa.me/${digits}` });
  });

  it('makes none from what is not a number', () => {
    expect(phoneLinks('12')).toBeNull();
    expect(phoneLinks(null)).toBeNull();
  });
});

describe('time in Nepal', () => {
  it('is UTC+5:45 whatever the server zone', () => {
    expect(nepalTime('2026-11-24T00:00:00Z')).toBe('Tue, 24 Nov 2026, 05:45 NPT');
    expect(nepalTime('2026-11-23T18:15:00Z')).toBe('Tue, 24 Nov 2026, 00:00 NPT');
    expect(nepalTime('2026-06-30T18:14:59Z')).toBe('Tue, 30 Jun 2026, 23:59 NPT');
  });
});

describe('configuration', () => {
  it('has every channel off unless all of its variables are set', () => {
    expect(readNotifyConfig(() => undefined)).toEqual({ email: null, webhook: null });
    const partial = { RESEND_API_KEY: 're_x', NOTIFY_EMAIL_TO: 'team@example.com' };
    expect(readNotifyConfig((name) => partial[name as keyof typeof partial]).email).toBeNull();
    const full: Record<string, string> = {
      ...partial,
      NOTIFY_EMAIL_TO: 'a@example.com, b@example.com',
      NOTIFY_EMAIL_FROM: 'Site <site@example.com>',
      RESEND_API_BASE: 'http://127.0.0.1:1/',
      NOTIFY_WEBHOOK_URL: ' ',
    };
    expect(readNotifyConfig((name) => full[name])).toEqual({
      email: {
        apiKey: 're_x',
        apiBase: 'http://127.0.0.1:1',
        to: ['a@example.com', 'b@example.com'],
        from: 'Site <site@example.com>',
      },
      webhook: null,
    });
  });

  it('accepts only a well-formed record', () => {
    expect(parseRecord(record)).toEqual(record);
    expect(parseRecord({ ...record, id: "1'; drop" })).toBeNull();
    expect(parseRecord({ ...record, email: 5 })).toBeNull();
    expect(parseRecord(null)).toBeNull();
  });
});

describe('delivery', () => {
  it('posts {text} to the webhook and Resend’s request to its API, once each', async () => {
    const hook = await receiver();
    const resend = await receiver();
    const config: NotifyConfig = {
      webhook: { url: `${hook.url}/hook/T000/B000/secret` },
      email: {
        apiKey: 're_test_key',
        apiBase: resend.url,
        to: ['team@example.com'],
        from: 'Site <site@example.com>',
      },
    };
    const result = await notifyTeam(record, config);
    expect(result).toEqual({
      outcomes: [
        { channel: 'email', ok: true, attempts: 1 },
        { channel: 'webhook', ok: true, attempts: 1 },
      ],
      error: null,
    });
    const [posted] = hook.received;
    expect(posted?.path).toBe('/hook/T000/B000/secret');
    expect(posted?.headers['content-type']).toBe('application/json');
    expect(JSON.parse(posted?.body ?? '')).toEqual({ text: buildTeamMessage(record).chat });

    const [mail] = resend.received;
    expect(mail?.method).toBe('POST');
    expect(mail?.path).toBe('/emails');
    expect(mail?.headers.authorization).toBe('Bearer re_test_key');
    expect(mail?.headers['idempotency-key']).toBe(record.id);
    const body = JSON.parse(mail?.body ?? '') as Record<string, unknown>;
    expect(body).toEqual({
      from: 'Site <site@example.com>',
      to: ['team@example.com'],
      subject: 'New consultation request: Sita Sharma (For Business)',
      html: buildTeamMessage(record).html,
      text: buildTeamMessage(record).text,
    });
    expect(outcomeColumns(result, new Date('2026-11-24T00:00:01Z'))).toEqual({
      notified_at: '2026-11-24T00:00:01.000Z',
      notify_error: null,
    });
  });

  it('retries with back-off, then succeeds', async () => {
    const hook = await receiver(503);
    const { waits, sleep } = fakeSleep();
    const flaky = async (ms: number) => {
      await sleep(ms);
      if (waits.length === 2) hook.status = 200;
    };
    const result = await notifyTeam(record, { email: null, webhook: { url: hook.url } }, { sleep: flaky });
    expect(waits).toEqual([1_000, 4_000]);
    expect(hook.received).toHaveLength(3);
    expect(result).toEqual({ outcomes: [{ channel: 'webhook', ok: true, attempts: 3 }], error: null });
  });

  it('records a failure after three attempts, without the webhook’s secret URL', async () => {
    const hook = await receiver(500);
    const { waits, sleep } = fakeSleep();
    const url = `${hook.url}/services/T000/B000/s3cr3t`;
    const result = await notifyTeam(record, { email: null, webhook: { url } }, { sleep });
    expect(hook.received).toHaveLength(3);
    expect(waits).toEqual([1_000, 4_000]);
    expect(result.error).toBe(
      'webhook: HTTP 500: {"message":"receiver failing on purpose"} after 3 attempt(s)',
    );
    expect(outcomeColumns(result, new Date())).toEqual({ notified_at: null, notify_error: result.error });
  });

  it('does not retry what a retry cannot fix (4xx), and names no URL when nobody answers', async () => {
    const resend = await receiver(422);
    const down = await closedPortUrl();
    const { sleep } = fakeSleep();
    const result = await notifyTeam(
      record,
      {
        email: { apiKey: 're_secret', apiBase: resend.url, to: ['t@example.com'], from: 's@example.com' },
        webhook: { url: `${down}/hook/s3cr3t` },
      },
      { sleep },
    );
    expect(resend.received).toHaveLength(1);
    expect(result.outcomes.map(({ channel, ok, attempts }) => [channel, ok, attempts])).toEqual([
      ['email', false, 1],
      ['webhook', false, 3],
    ]);
    expect(result.error).toMatch(
      /^email: HTTP 422: .* after 1 attempt\(s\); webhook: fetch failed \(ECONNREFUSED\) after 3 attempt\(s\)$/,
    );
    expect(result.error).not.toMatch(/s3cr3t|re_secret|127\.0\.0\.1/);
  });

  it('says so when no channel is configured, and marks a partial delivery', () => {
    expect(outcomeColumns({ outcomes: [], error: null }, new Date())).toEqual({
      notified_at: null,
      notify_error: NOT_CONFIGURED_ERROR,
    });
    const partial = outcomeColumns(
      {
        outcomes: [
          { channel: 'email', ok: false, attempts: 3, error: 'HTTP 500' },
          { channel: 'webhook', ok: true, attempts: 1 },
        ],
        error: 'email: HTTP 500 after 3 attempt(s)',
      },
      new Date('2026-11-24T00:00:00Z'),
    );
    expect(partial).toEqual({
      notified_at: '2026-11-24T00:00:00.000Z',
      notify_error: 'email: HTTP 500 after 3 attempt(s)',
    });
  });
});
