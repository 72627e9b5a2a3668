/**
 * The part of a Lighthouse result someone fixing the page needs first: what the LCP element is and
 * where its time goes, what shifted, the performance audits with the largest estimated savings, and
 * which audits cost the other categories their points.
 */
import type { Result } from 'lighthouse';

export interface Diagnostics {
  lcpElement?: string;
  lcpPhases: Array<{ phase: string; ms: number }>;
  layoutShifts: Array<{ element: string; score: number }>;
  opportunities: Array<{ id: string; title: string; displayValue?: string; savings: string }>;
  failingAudits: Array<{ category: string; id: string; title: string }>;
}

interface NodeValue {
  type?: string;
  snippet?: string;
  nodeLabel?: string;
  selector?: string;
}

interface TableLike {
  type?: string;
  items?: Array<Record<string, unknown>>;
}

function describeNode(node: unknown): string {
  const value = node as NodeValue | undefined;
  if (!value || value.type !== 'node') return '';
  const text = value.snippet ?? value.selector ?? value.nodeLabel ?? '';
  return text.length > 160 ? `${text.slice(0, 157)}…` : text;
}

function tables(details: unknown): TableLike[] {
  const value = details as TableLike | undefined;
  if (!value) return [];
  if (value.type === 'list') return (value.items ?? []) as TableLike[];
  return [value];
}

function lcp(lhr: Result): Pick<Diagnostics, 'lcpElement' | 'lcpPhases'> {
  const [elementTable, phaseTable] = tables(lhr.audits['largest-contentful-paint-element']?.details);
  const lcpElement = describeNode(elementTable?.items?.[0]?.node) || undefined;
  const lcpPhases = (phaseTable?.items ?? []).map((item) => ({
    phase: String(item.phase),
    ms: Math.round(Number(item.timing)),
  }));
  return { lcpElement, lcpPhases };
}

function layoutShifts(lhr: Result): Diagnostics['layoutShifts'] {
  const [table] = tables(lhr.audits['layout-shifts']?.details);
  return (table?.items ?? [])
    .map((item) => ({ element: describeNode(item.node), score: Number(item.score) }))
    .filter((shift) => shift.score >= 0.001)
    .slice(0, 3);
}

function savingsOf(audit: Result['audits'][string]): { text: string; weight: number } {
  const entries = Object.entries(audit.metricSavings ?? {}).filter(([, value]) => (value ?? 0) > 0);
  const text = entries
    .map(([metric, value]) =>
      metric === 'CLS' ? `${metric} −${(value ?? 0).toFixed(3)}` : `${metric} −${Math.round(value ?? 0)} ms`,
    )
    .join(', ');
  // CLS savings are fractions; scale them to be comparable with milliseconds for ranking only.
  const weight = entries.reduce(
    (sum, [metric, value]) => sum + (metric === 'CLS' ? (value ?? 0) * 5000 : (value ?? 0)),
    0,
  );
  return { text, weight };
}

function opportunities(lhr: Result): Diagnostics['opportunities'] {
  const refs = lhr.categories.performance?.auditRefs ?? [];
  return refs
    .filter((ref) => ref.group !== 'metrics')
    .map((ref) => ({ ref, audit: lhr.audits[ref.id] }))
    .filter(({ audit }) => audit && audit.score !== null && audit.score < 0.9)
    .map(({ ref, audit }) => {
      const found = audit as Result['audits'][string];
      return { id: ref.id, title: found.title, displayValue: found.displayValue, ...savingsOf(found) };
    })
    .sort((a, b) => b.weight - a.weight)
    .slice(0, 6)
    .map(({ id, title, displayValue, text }) => ({ id, title, displayValue, savings: text }));
}

function failingAudits(lhr: Result): Diagnostics['failingAudits'] {
  const failing: Diagnostics['failingAudits'] = [];
  for (const category of ['accessibility', 'best-practices', 'seo']) {
    for (const ref of lhr.categories[category]?.auditRefs ?? []) {
      const audit = lhr.audits[ref.id];
      if (ref.weight > 0 && audit && audit.score !== null && audit.score < 1)
        failing.push({ category, id: ref.id, title: audit.title });
    }
  }
  return failing;
}

export function extractDiagnostics(lhr: Result): Diagnostics {
  return {
    ...lcp(lhr),
    layoutShifts: layoutShifts(lhr),
    opportunities: opportunities(lhr),
    failingAudits: failingAudits(lhr),
  };
}
