/**
 * `npm run requests -- --report`: which weeks, landing pages, sources, languages and help topics
 * the consultation requests came from, with counts and shares. The same grouping as the hosted
 * view public.consultation_leads_report (supabase/migrations/20261125110000_lead_attribution.sql);
 * tests/db/attribution.test.ts holds the two to the same answer.
 */
import type { StoredConsultationRequest } from './storedRequests.ts';

export const REPORT_DIMENSIONS = ['week', 'landing page', 'source', 'language', 'help topic'] as const;
export type ReportDimension = (typeof REPORT_DIMENSIONS)[number];

export interface ReportLine {
  value: string;
  leads: number;
  /** Percent of all requests, one decimal. */
  share: number;
}

export type ConversionReport = Record<ReportDimension, ReportLine[]>;

type ReportRow = Pick<
  StoredConsultationRequest,
  'created_at' | 'help_topic' | 'landing_path' | 'utm_source' | 'referrer_host' | 'page_language'
>;

/** Nepal Standard Time is UTC+5:45 all year; weeks start on Monday there, as date_trunc('week') does. */
const NEPAL_OFFSET_MS = (5 * 60 + 45) * 60_000;

export function weekOf(iso: string): string {
  const local = new Date(new Date(iso).getTime() + NEPAL_OFFSET_MS);
  if (Number.isNaN(local.getTime())) return '(unknown)';
  const daysSinceMonday = (local.getUTCDay() + 6) % 7;
  local.setUTCDate(local.getUTCDate() - daysSinceMonday);
  return local.toISOString().slice(0, 10);
}

/** utm_source, else the referring site; "(direct)" for a visit with neither, "(unknown)" without attribution. */
export function sourceOf(row: Pick<ReportRow, 'utm_source' | 'referrer_host' | 'landing_path'>): string {
  return row.utm_source ?? row.referrer_host ?? (row.landing_path ? '(direct)' : '(unknown)');
}

function valuesOf(row: ReportRow): Record<ReportDimension, string> {
  return {
    week: weekOf(row.created_at),
    'landing page': row.landing_path ?? '(unknown)',
    source: sourceOf(row),
    language: row.page_language ?? '(unknown)',
    'help topic': row.help_topic,
  };
}

/** Most leads first, then by value; weeks newest first. */
export function conversionReport(rows: readonly ReportRow[]): ConversionReport {
  const report = {} as ConversionReport;
  for (const dimension of REPORT_DIMENSIONS) {
    const counts = new Map<string, number>();
    for (const row of rows) {
      const value = valuesOf(row)[dimension];
      counts.set(value, (counts.get(value) ?? 0) + 1);
    }
    report[dimension] = [...counts]
      .map(([value, leads]) => ({ value, leads, share: Math.round((1000 * leads) / rows.length) / 10 }))
      .sort((a, b) =>
        dimension === 'week'
          ? b.value.localeCompare(a.value)
          : b.leads - a.leads || a.value.localeCompare(b.value),
      );
  }
  return report;
}

const HEADINGS: Record<ReportDimension, string> = {
  week: 'By week (Monday, Nepal time)',
  'landing page': 'By landing page (first page of the visit)',
  source: 'By source (utm_source, else the referring site)',
  language: 'By language of the form page',
  'help topic': 'By help topic',
};

export function formatReport(report: ConversionReport, total: number): string {
  const sections = REPORT_DIMENSIONS.map((dimension) => {
    const lines = report[dimension];
    const width = Math.max(8, ...lines.map((line) => line.value.length));
    const countWidth = Math.max(5, ...lines.map((line) => String(line.leads).length));
    const body = lines.map(
      (line) =>
        `  ${line.value.padEnd(width)}  ${String(line.leads).padStart(countWidth)}  ${line.share.toFixed(1).padStart(5)}%`,
    );
    return [
      HEADINGS[dimension],
      `  ${'value'.padEnd(width)}  ${'leads'.padStart(countWidth)}  share`,
      ...body,
    ].join('\n');
  });
  return [`Leads: ${total}`, ...sections].join('\n\n');
}
