import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkBudgets, routesToMeasureAgain } from '../../scripts/bench/budgets';
import { firstTapViolations } from '../../scripts/bench/firstTap';
import type { Budgets, MedianMetrics, RouteResult } from '../../scripts/bench/types';

const budgets = JSON.parse(
  readFileSync(join(import.meta.dirname, '..', '..', 'bench', 'budgets.json'), 'utf8'),
) as Budgets;

const withinBudget: MedianMetrics = {
  performance: 99,
  accessibility: 100,
  bestPractices: 100,
  seo: 100,
  lcp: 1200,
  tbt: 30,
  cls: 0.005,
  fcp: 900,
  totalBytes: 200_000,
  jsBytes: 100_000,
  documentBytes: 12_000,
};

function result(
  path: string,
  overrides: Partial<RouteResult> = {},
  median: Partial<MedianMetrics> = {},
): RouteResult {
  return {
    build: 'prerender',
    path,
    runs: 3,
    median: { ...withinBudget, ...median },
    jsBeforeInteractionGzip: 100_000,
    pageModules: [],
    loadsSupabase: false,
    diagnostics: { lcpPhases: [], layoutShifts: [], opportunities: [], failingAudits: [] },
    ...overrides,
  };
}

describe('bench/budgets.json', () => {
  it('holds the numbers of DESIGN.md', () => {
    expect(budgets.scores).toEqual({ performance: 99, accessibility: 100, bestPractices: 100, seo: 100 });
    expect(budgets.cls).toBe(0.01);
    expect(budgets.tbtMs).toBe(50);
    expect(budgets.lcpMs).toEqual({ '*': 1200 });
    expect(budgets.lcpAfterFcpMs).toBe(400);
    // The consultation page is exempt in both languages; every other page of each holds the budget.
    expect(budgets.jsBeforeInteraction).toEqual({
      maxGzipBytes: 110_000,
      exceptRoutes: ['/consultation', '/ne/consultation'],
    });
    expect(budgets.supabaseAllowedOn).toEqual(['/consultation', '/ne/consultation']);
    expect(budgets.firstTapMs).toBe(100);
    expect(budgets.firstRoundTrip).toEqual({
      maxDocumentBytes: 14_600,
      exceptUnder: ['/blog/', '/ne/blog/'],
    });
  });

  it('holds the first tap on the settled page to its budget on this machine, not the throttled phone nor the tap at once', () => {
    const taps = [
      { path: '/', fastMs: 100, phoneMs: 4000, atReadyMs: 150, runs: 3 },
      { path: '/ne', fastMs: 170.4, phoneMs: 900, atReadyMs: 90, runs: 3 },
    ];
    expect(firstTapViolations(taps, budgets.firstTapMs)).toEqual([
      { path: '/ne', metric: 'first tap on the phone menu (ms)', actual: 170, limit: '≤ 100' },
    ]);
    expect(firstTapViolations(taps, undefined)).toEqual([]);
  });
});

describe('checkBudgets', () => {
  it('passes routes within every limit, limits included', () => {
    expect(
      checkBudgets([result('/', {}, { performance: 99, cls: 0.01, tbt: 50, lcp: 1200, fcp: 800 })], budgets),
    ).toEqual([]);
  });

  it('reports each metric over its limit', () => {
    const violations = checkBudgets(
      [result('/', {}, { performance: 98, seo: 92, cls: 0.02, tbt: 51, lcp: 1201, fcp: 900 })],
      budgets,
    );
    expect(violations.map((v) => v.metric)).toEqual([
      'performance score',
      'SEO score',
      'CLS',
      'TBT (ms)',
      'LCP (ms)',
    ]);
    expect(violations[0]).toEqual({ path: '/', metric: 'performance score', actual: 98, limit: '≥ 99' });
  });

  it('applies the LCP limit to every route, and holds LCP within 0.4 s of FCP', () => {
    expect(checkBudgets([result('/ne/about', {}, { lcp: 1201, fcp: 700 })], budgets)).toEqual([
      { path: '/ne/about', metric: 'LCP (ms)', actual: 1201, limit: '≤ 1200' },
      { path: '/ne/about', metric: 'LCP after FCP (ms)', actual: 501, limit: '≤ 400' },
    ]);
    expect(checkBudgets([result('/about', {}, { lcp: 1150, fcp: 800 })], budgets)).toEqual([]);
  });

  it('limits JavaScript before interaction on content pages but not on the consultation page', () => {
    const heavy = { jsBeforeInteractionGzip: 180_000 };
    expect(checkBudgets([result('/consultation', heavy)], budgets)).toEqual([]);
    expect(checkBudgets([result('/blog', heavy)], budgets)).toEqual([
      { path: '/blog', metric: 'JS before interaction (gzip bytes)', actual: 180_000, limit: '≤ 110000' },
    ]);
  });

  it("holds every document but an article's within a new connection's first round trip", () => {
    const over = { documentBytes: 14_601 };
    expect(checkBudgets([result('/ne/services', {}, over), result('/blog', {}, over)], budgets)).toEqual(
      ['/ne/services', '/blog'].map((path) => ({
        path,
        metric: 'document with headers (bytes)',
        actual: 14_601,
        limit: '≤ 14600',
      })),
    );
    const articles = ['/blog/ai-agents-guide', '/ne/blog/ai-agents-guide'];
    expect(
      checkBudgets(
        articles.map((path) => result(path, {}, { documentBytes: 25_000 })),
        budgets,
      ),
    ).toEqual([]);
    expect(checkBudgets([result('/ne', {}, { documentBytes: 14_600 })], budgets)).toEqual([]);
  });

  it('allows supabase-js on the consultation page only', () => {
    expect(checkBudgets([result('/consultation', { loadsSupabase: true })], budgets)).toEqual([]);
    expect(checkBudgets([result('/', { loadsSupabase: true })], budgets).map((v) => v.metric)).toEqual([
      'supabase-js loaded',
    ]);
  });
});

describe('routesToMeasureAgain', () => {
  it('takes the worst routes and every route over a budget, each once', () => {
    const results = [
      result('/', {}, { performance: 100, tbt: 0 }),
      result('/a', {}, { performance: 97, tbt: 185 }),
      result('/b', {}, { performance: 100, lcp: 1100 }),
      result('/c', {}, { performance: 100, tbt: 61 }),
      result('/d', {}, { performance: 99, lcp: 1150 }),
    ];
    const violations = checkBudgets(results, budgets);
    expect(violations.map((violation) => violation.path)).toEqual(['/a', '/a', '/c']);
    // The two worst by score then LCP, then /c, over on TBT though its score is 100.
    expect(routesToMeasureAgain(results, violations, 2)).toEqual(['/a', '/d', '/c']);
    expect(routesToMeasureAgain(results, [], 0)).toEqual([]);
  });
});
