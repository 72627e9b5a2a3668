import { describe, expect, it } from 'vitest';
import { formatTable, notifiedCell } from './requestsTable.ts';

describe('formatTable', () => {
  it('aligns columns by terminal width, so Devanagari names line up', () => {
    const table = formatTable([
      {
        id: '1',
        created_at: '2026-11-21T05:00:00.000Z',
        full_name: 'श्रेया श्रेष्ठ',
        phone_number: '+977 9841234567',
        email: null,
        help_topic: 'Other',
        notified_at: '2026-11-21T05:00:02.000Z',
        notify_error: null,
        booked_for: '2026-11-26T04:15:00.000Z',
        landing_path: '/blog/ai-agents-guide',
        referrer_host: 'l.facebook.com',
        utm_source: 'facebook',
        utm_medium: null,
        utm_campaign: 'dashain',
        form_path: '/ne/consultation',
        page_language: 'ne',
      },
      {
        id: '2',
        created_at: '2026-11-21T04:00:00.000Z',
        full_name: 'Sita Sharma',
        phone_number: null,
        email: 'sita@example.com',
        help_topic: 'For Business',
        notified_at: null,
        notify_error: 'webhook: HTTP 500 after 3 attempt(s)',
      },
    ]);
    const lines = table.split('\n');
    expect(lines[0]).toMatch(
      /^Received\s+Name\s+Phone\s+Email\s+Topic\s+Booked call\s+Team notified\s+Source\s+Campaign\s+Landing page\s+Sent from$/,
    );
    expect(lines[2]).toMatch(/facebook\s+dashain\s+\/blog\/ai-agents-guide\s+\/ne\/consultation \(ne\)$/);
    // The booked call in Nepal time: 04:15 UTC is 10:00 NPT.
    expect(lines[2]).toContain('2026-11-26 10:00 NPT');
    expect(lines).toHaveLength(4);
    expect(lines[3]).toContain('sita@example.com');
    expect(lines[3]).toMatch(/NO: webhook: HTTP 500 after 3 attempt\(s\)$/);
  });

  it('says when the team was not told, why, and when a request is still being sent', () => {
    expect(notifiedCell({ notified_at: null, notify_error: null })).toBe('pending');
    expect(notifiedCell({ notified_at: null, notify_error: 'No notification channel configured' })).toBe(
      'NO: No notification channel configured',
    );
    expect(notifiedCell({ notified_at: null, notify_error: `x${'y'.repeat(100)}` })).toHaveLength(64);
  });
});
