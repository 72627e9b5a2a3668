import { readFile } from 'node:fs/promises';
import type { BudgetViolation, Budgets, RouteResult } from './types.ts';

export async function loadBudgets(path: string): Promise<Budgets> {
  return JSON.parse(await readFile(path, 'utf8')) as Budgets;
}

const SCORE_LABELS: Record<keyof Budgets['scores'], string> = {
  performance: 'performance score',
  accessibility: 'accessibility score',
  bestPractices: 'best-practices score',
  seo: 'SEO score',
};

/** Everything over budget, route by route, for the build the budget applies to. */
export function checkBudgets(results: readonly RouteResult[], budgets: Budgets): BudgetViolation[] {
  const violations: BudgetViolation[] = [];
  const over = (path: string, metric: string, actual: number | string, limit: number | string) =>
    violations.push({ path, metric, actual, limit });

  for (const result of results.filter((candidate) => candidate.build === budgets.build)) {
    const { path, median } = result;
    for (const [key, label] of Object.entries(SCORE_LABELS) as Array<[keyof Budgets['scores'], string]>) {
      if (median[key] < budgets.scores[key]) over(path, label, median[key], `≥ ${budgets.scores[key]}`);
    }
    if (median.cls > budgets.cls) over(path, 'CLS', Number(median.cls.toFixed(3)), `≤ ${budgets.cls}`);
    if (median.tbt > budgets.tbtMs) over(path, 'TBT (ms)', Math.round(median.tbt), `≤ ${budgets.tbtMs}`);
    // A route's own limit, else the one for every route ('*').
    const lcpLimit = budgets.lcpMs[path] ?? budgets.lcpMs['*'];
    if (lcpLimit !== undefined && median.lcp > lcpLimit)
      over(path, 'LCP (ms)', Math.round(median.lcp), `≤ ${lcpLimit}`);
    if (budgets.lcpAfterFcpMs !== undefined && median.lcp - median.fcp > budgets.lcpAfterFcpMs)
      over(path, 'LCP after FCP (ms)', Math.round(median.lcp - median.fcp), `≤ ${budgets.lcpAfterFcpMs}`);
    const js = budgets.jsBeforeInteraction;
    if (!js.exceptRoutes.includes(path) && result.jsBeforeInteractionGzip > js.maxGzipBytes)
      over(
        path,
        'JS before interaction (gzip bytes)',
        result.jsBeforeInteractionGzip,
        `≤ ${js.maxGzipBytes}`,
      );
    const trip = budgets.firstRoundTrip;
    if (
      trip !== undefined &&
      !trip.exceptUnder.some((prefix) => path.startsWith(prefix)) &&
      median.documentBytes > trip.maxDocumentBytes
    )
      over(path, 'document with headers (bytes)', median.documentBytes, `≤ ${trip.maxDocumentBytes}`);
    if (result.loadsSupabase && !budgets.supabaseAllowedOn.includes(path))
      over(path, 'supabase-js loaded', 'yes', `only on ${budgets.supabaseAllowedOn.join(', ')}`);
  }
  return violations;
}

/**
 * The routes to measure again: the `count` worst (lowest performance, then slowest LCP) and every route
 * over a budget, so no route is judged over on one run. TBT above all: simulated throttling multiplies
 * the main-thread time it observes by four, so a run that shares the host's two cores with anything
 * else can put a route 100 ms over that its median keeps at 0.
 */
export function routesToMeasureAgain(
  results: readonly RouteResult[],
  violations: readonly BudgetViolation[],
  count: number,
): string[] {
  const worst = [...results]
    .sort((a, b) => a.median.performance - b.median.performance || b.median.lcp - a.median.lcp)
    .slice(0, count)
    .map((result) => result.path);
  return [...new Set([...worst, ...violations.map((violation) => violation.path)])];
}
