// @vitest-environment node
/**
 * The attribution columns on PGlite: the shared vectors decide as the client's rules do, anon may
 * insert the columns but still read nothing, and the report view is for the dashboard's roles only.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LocalDatabase } from '../../server/db';
import { sanitizeFields } from '../../src/features/consultation/sanitize';
import { attributionVectors } from '../fixtures/attributionVectors';
import { insertAs, openTestDatabase, runAs } from './support';

let database: LocalDatabase;

beforeAll(async () => {
  database = await openTestDatabase();
}, 120_000);

afterAll(async () => {
  await database?.close();
});

const request = sanitizeFields({
  fullName: 'Sita Sharma',
  phoneNumber: '',
  email: 'sita@example.com',
  helpTopic: 'Other',
});

describe('attribution constraints', () => {
  it.each(attributionVectors.map((vector) => [vector.label, vector] as const))(
    '%s',
    async (_label, vector) => {
      const outcome = await insertAs(database.db, 'anon', { ...request, [vector.column]: vector.value });
      if (vector.db === 'accepts') expect(outcome).toEqual({ ok: true });
      else expect(outcome).toMatchObject({ ok: false, code: '23514', constraint: vector.db.rejects });
    },
  );

  it('lets anon insert every attribution column and read none of them', async () => {
    const row = {
      ...request,
      email: 'attributed@example.com',
      landing_path: '/blog/ai-agents-guide',
      referrer_host: 'www.facebook.com',
      utm_source: 'facebook',
      utm_medium: 'social',
      utm_campaign: 'dashain',
      utm_content: 'banner',
      utm_term: 'ai',
      form_path: '/ne/consultation',
      page_language: 'ne',
    };
    expect(await insertAs(database.db, 'anon', row, true)).toEqual({ ok: true });
    const read = await runAs(database.db, 'anon', 'select landing_path from public.consultation_requests');
    expect(read.code).toBe('42501');
    const { rows } = await database.db.query(
      `select landing_path, utm_source, utm_campaign, form_path, page_language
       from public.consultation_requests where email = 'attributed@example.com'`,
    );
    expect(rows).toEqual([
      {
        landing_path: '/blog/ai-agents-guide',
        utm_source: 'facebook',
        utm_campaign: 'dashain',
        form_path: '/ne/consultation',
        page_language: 'ne',
      },
    ]);
  });
});
