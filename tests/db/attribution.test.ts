/**
 * The attribution columns on PGlite: the shared vectors decide as the client's rules do, anon may
 * insert the columns but still read nothing, and the report view is for the dashboard's roles only.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LocalDatabase } from '../../server/db';
import { conversionReport, REPORT_DIMENSIONS, type ReportDimension } from '../../server/requestsReport';
import { queryStoredRequests } from '../../server/storedRequests';
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

describe('the conversion report', () => {
  it('is the same in the hosted view and in npm run requests -- --report, and anon may not read it', async () => {
    const rows = [
      {
        email: 'r1@example.com',
        landing_path: '/blog/ai-agents-guide',
        utm_source: 'facebook',
        page_language: 'ne',
      },
      {
        email: 'r2@example.com',
        landing_path: '/blog/ai-agents-guide',
        referrer_host: 'www.google.com',
        page_language: 'en',
      },
      { email: 'r3@example.com', landing_path: '/', page_language: 'en', help_topic: 'For Business' },
      { email: 'r4@example.com' },
    ];
    await database.db.exec('delete from public.consultation_requests');
    for (const row of rows)
      expect(await insertAs(database.db, 'anon', { ...request, ...row }, true)).toEqual({ ok: true });

    const { rows: viewRows } = await database.db.query<{
      dimension: ReportDimension;
      value: string;
      leads: number;
      share_percent: string;
    }>(
      'select dimension, value, leads::int as leads, share_percent::text from public.consultation_leads_report',
    );
    const fromView = Object.fromEntries(
      REPORT_DIMENSIONS.map((dimension) => [
        dimension,
        viewRows
          .filter((row) => row.dimension === dimension)
          .map((row) => ({ value: row.value, leads: row.leads, share: Number(row.share_percent) }))
          .sort((a, b) => a.value.localeCompare(b.value)),
      ]),
    );
    const report = conversionReport(await queryStoredRequests(database.db));
    const fromCli = Object.fromEntries(
      REPORT_DIMENSIONS.map((dimension) => [
        dimension,
        [...report[dimension]].sort((a, b) => a.value.localeCompare(b.value)),
      ]),
    );
    expect(fromCli).toEqual(fromView);
    expect(report.source).toEqual([
      { value: '(direct)', leads: 1, share: 25 },
      { value: '(unknown)', leads: 1, share: 25 },
      { value: 'facebook', leads: 1, share: 25 },
      { value: 'www.google.com', leads: 1, share: 25 },
    ]);
    expect(report['landing page'][0]).toEqual({ value: '/blog/ai-agents-guide', leads: 2, share: 50 });

    for (const role of ['anon', 'authenticated'])
      expect(await runAs(database.db, role, 'select * from public.consultation_leads_report')).toEqual({
        code: '42501',
      });
    expect(
      (await runAs(database.db, 'service_role', 'select * from public.consultation_leads_report')).rows,
    ).toHaveLength(viewRows.length);
  });
});
