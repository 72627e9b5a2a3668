import type { Diagnostics } from './diagnostics.ts';

/** The build the benchmark measures (a name, so results stay comparable with earlier rounds' files). */
export type BuildName = 'prerender';

/** What one Lighthouse run yields. Scores are 0–100, times in ms, sizes in bytes. */
export interface RunMetrics {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  lcp: number;
  tbt: number;
  cls: number;
  fcp: number;
  /** Everything transferred (compressed as served). */
  totalBytes: number;
  /** Script responses only (compressed as served). */
  jsBytes: number;
  /**
   * The page's own document with its response headers, as transferred: within a new connection's
   * first round trip (ten TCP segments, 14.6 kB, as Lighthouse simulates it) or a round trip later.
   */
  documentBytes: number;
  scriptUrls: string[];
}

export type NumericMetric = Exclude<keyof RunMetrics, 'scriptUrls'>;

export const NUMERIC_METRICS: readonly NumericMetric[] = [
  'performance',
  'accessibility',
  'bestPractices',
  'seo',
  'lcp',
  'tbt',
  'cls',
  'fcp',
  'totalBytes',
  'jsBytes',
  'documentBytes',
];

export type MedianMetrics = Record<NumericMetric, number>;

export interface RouteResult {
  build: BuildName;
  path: string;
  runs: number;
  /** The median of each metric over the runs, taken separately. */
  median: MedianMetrics;
  /** Gzipped size of the entry chunk's static-import closure plus the page's chunks (Vite manifest). */
  jsBeforeInteractionGzip: number;
  /** The manifest keys of the page modules counted above, for the report. */
  pageModules: string[];
  /** Whether any run loaded the supabase-js chunk. */
  loadsSupabase: boolean;
  /** From the run whose performance score was the median. */
  diagnostics: Diagnostics;
}

export interface Budgets {
  scores: { performance: number; accessibility: number; bestPractices: number; seo: number };
  cls: number;
  tbtMs: number;
  /** LCP limits by route path; '*' for every route without one of its own. */
  lcpMs: Record<string, number>;
  /** How long after its first contentful paint a route's largest may come. */
  lcpAfterFcpMs?: number;
  jsBeforeInteraction: { maxGzipBytes: number; exceptRoutes: string[] };
  /**
   * The document with its headers, as transferred: within a new connection's first round trip (ten TCP
   * segments), or its first paint waits a round trip more. Routes under `exceptUnder` (the articles,
   * whose text alone is 5–10 kB after brotli) may take two.
   */
  firstRoundTrip?: { maxDocumentBytes: number; exceptUnder: string[] };
  /** The only routes that may load the supabase-js chunk before interaction. */
  supabaseAllowedOn: string[];
  /** The phone menu's first tap, finger down to drawer drawn, on this machine unthrottled (firstTap.ts). */
  firstTapMs?: number;
  /** Which build the budget applies to. */
  build: BuildName;
}

export interface BudgetViolation {
  path: string;
  metric: string;
  actual: number | string;
  limit: number | string;
}
