// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { formatTable } from './requestsTable.ts';

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
      },
      {
        id: '2',
        created_at: '2026-11-21T04:00:00.000Z',
        full_name: 'Sita Sharma',
        phone_number: null,
        email: 'sita@example.com',
        help_topic: 'For Business',
      },
    ]);
    const lines = table.split('\n');
    expect(lines[0]).toMatch(/^Received\s+Name\s+Phone\s+Email\s+Topic$/);
    expect(lines).toHaveLength(4);
    expect(lines[3]).toContain('sita@example.com');
  });
});
