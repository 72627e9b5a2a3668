/** bench/results.json and bench/results.md: every route's figures, what is over budget, and why. */
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { format, resolveConfig } from 'prettier';
import type { Diagnostics } from './diagnostics.ts';
import { describeFirstTaps, type FirstTap } from './firstTap.ts';
import { describeThroughput, type Throughput } from './throughput.ts';
import type { BudgetViolation, BuildName, RouteResult } from './types.ts';

export interface ReportMeta {
  generatedAt: string;
  lighthouseVersion: string;
  userAgent: string;
  runsPerRoute: number;
  /** How many routes the first pass found worst or over budget, measured again to this many runs. */
  remeasured?: { routes: number; runs: number };
  /** Lighthouse's CPU benchmark over all runs (median): below ~1000 the host is slower than Lighthouse assumes. */
  benchmarkIndex: number;
  durationSeconds: number;
  routesMeasured: number;
  routesInBuild: number;
  /** The local backend's insert rate, measured before Lighthouse starts. */
  throughput?: Throughput;
  /** The phone menu's first tap (scripts/bench/firstTap.ts), measured after Lighthouse. */
  firstTaps?: FirstTap[];
}

export interface RunFailure {
  build: BuildName;
  path: string;
  reason: string;
}

const kB = (bytes: number) => (bytes / 1000).toFixed(1);
/** A new connection's first round trip: ten TCP segments of 1,460 bytes, as Lighthouse simulates it. */
const firstRoundTripBytes = 14_600;
const ms = (value: number) => Math.round(value).toString();

/** A document's size, marked (›) past the first round trip: its first paint waits a round trip more. */
export const documentCell = (bytes: number) => `${kB(bytes)}${bytes > firstRoundTripBytes ? ' ›' : ''}`;

interface Column {
  title: string;
  cell: (result: RouteResult) => string;
}

const columns: Column[] = [
  { title: 'Perf', cell: (r) => String(r.median.performance) },
  { title: 'A11y', cell: (r) => String(r.median.accessibility) },
  { title: 'BP', cell: (r) => String(r.median.bestPractices) },
  { title: 'SEO', cell: (r) => String(r.median.seo) },
  { title: 'LCP ms', cell: (r) => ms(r.median.lcp) },
  { title: 'FCP ms', cell: (r) => ms(r.median.fcp) },
  { title: 'TBT ms', cell: (r) => ms(r.median.tbt) },
  { title: 'CLS', cell: (r) => r.median.cls.toFixed(3) },
  { title: 'Document kB', cell: (r) => documentCell(r.median.documentBytes) },
  { title: 'Transfer kB', cell: (r) => kB(r.median.totalBytes) },
  { title: 'JS transfer kB', cell: (r) => kB(r.median.jsBytes) },
  { title: 'JS before interaction kB gz', cell: (r) => kB(r.jsBeforeInteractionGzip) },
];

function byBuild(results: readonly RouteResult[], build: BuildName): Map<string, RouteResult> {
  return new Map(results.filter((r) => r.build === build).map((r) => [r.path, r]));
}

function resultsTable(results: readonly RouteResult[], paths: readonly string[]): string {
  const prerender = byBuild(results, 'prerender');
  const header = ['Route', ...columns.map((c) => c.title)];
  const rows = paths.map((path) => {
    const p = prerender.get(path);
    return [`\`${path}\``, ...columns.map((column) => (p ? column.cell(p) : '—'))];
  });
  return [header, header.map(() => '---'), ...rows].map((row) => `| ${row.join(' | ')} |`).join('\n');
}

function worstRoutes(results: readonly RouteResult[], count: number): RouteResult[] {
  return [...byBuild(results, 'prerender').values()]
    .sort((a, b) => a.median.performance - b.median.performance || b.median.lcp - a.median.lcp)
    .slice(0, count);
}

function diagnosticsSection(result: RouteResult): string {
  const d: Diagnostics = result.diagnostics;
  const lines = [`### \`${result.path}\` (prerendered, performance ${result.median.performance})`, ''];
  lines.push(`- LCP element: ${d.lcpElement ? `\`${d.lcpElement.replace(/`/g, "'")}\`` : 'not reported'}`);
  if (d.lcpPhases.length > 0)
    lines.push(`- LCP phases: ${d.lcpPhases.map((phase) => `${phase.phase} ${phase.ms} ms`).join(', ')}`);
  if (d.layoutShifts.length > 0)
    lines.push(
      `- Layout shifts: ${d.layoutShifts.map((s) => `${s.score.toFixed(3)} on \`${s.element.replace(/`/g, "'")}\``).join('; ')}`,
    );
  lines.push(
    `- Page modules (Vite manifest): ${result.pageModules.map((key) => `\`${key}\``).join(', ') || 'none'}`,
  );
  if (d.opportunities.length > 0) {
    lines.push('- Top performance audits:');
    for (const o of d.opportunities)
      lines.push(
        `  - ${o.title} (\`${o.id}\`)${o.displayValue ? `: ${o.displayValue}` : ''}${o.savings ? ` — est. ${o.savings}` : ''}`,
      );
  }
  if (d.failingAudits.length > 0)
    lines.push(`- Failing audits: ${d.failingAudits.map((a) => `${a.category} \`${a.id}\``).join(', ')}`);
  return lines.join('\n');
}

export function markdownReport(
  meta: ReportMeta,
  results: readonly RouteResult[],
  violations: readonly BudgetViolation[],
  failures: readonly RunFailure[] = [],
): string {
  const paths = [...new Set(results.map((r) => r.path))];
  const prerendered = [...byBuild(results, 'prerender').values()];
  const home = prerendered.find((r) => r.path === '/');
  const worstContent = worstRoutes(
    results.filter((r) => r.path !== '/' && r.path !== '/consultation'),
    1,
  )[0];
  const worst = worstRoutes(results, 5);
  const failing = new Map<string, string[]>();
  for (const result of prerendered)
    for (const audit of result.diagnostics.failingAudits)
      failing.set(`${audit.category} \`${audit.id}\``, [
        ...(failing.get(`${audit.category} \`${audit.id}\``) ?? []),
        result.path,
      ]);

  return [
    '# Benchmark results',
    '',
    `Generated ${meta.generatedAt} by \`npm run bench\` in ${Math.round(meta.durationSeconds / 60)} min: Lighthouse ${meta.lighthouseVersion}, ` +
      `mobile form factor, simulated throttling, median of ${meta.runsPerRoute} run(s) per route` +
      (meta.remeasured && meta.remeasured.routes > 0
        ? ` and of ${meta.remeasured.runs} on the ${meta.remeasured.routes} worst or over budget after the first pass, `
        : ', ') +
      `${meta.routesMeasured} of ${meta.routesInBuild} routes. Host CPU benchmark index ${Math.round(meta.benchmarkIndex)} ` +
      '(median). Simulated throttling multiplies the main-thread work it observes by 4, so CPU contention from ' +
      'other processes on the host inflates TBT from run to run; compare routes that share a page module.',
    '',
    ...(meta.throughput ? [describeThroughput(meta.throughput), ''] : []),
    'The production build served by `scripts/serve` with compression and `_headers`. ' +
      'Sizes in kB (1000 bytes); transfer sizes as served (brotli). "Document" is the page with its ' +
      'response headers; › marks one past a new connection’s first round trip (14.6 kB), whose first paint ' +
      'waits a round trip more. ' +
      '"JS before interaction" is every chunk the page requested during the Lighthouse runs, which never ' +
      'interact, each with its static imports, gzipped, from the Vite manifest (0 where the page’s islands all ' +
      'wait for the visitor).',
    '',
    resultsTable(results, paths),
    '',
    ...(meta.firstTaps && meta.firstTaps.length > 0
      ? [
          '## First tap',
          '',
          'The phone menu, from the finger going down to the end of the first frame that draws the drawer, ' +
            'its panel fetched on that tap (scripts/bench/firstTap.ts), tapped on the settled page: on this ' +
            'machine as it is, and on the bench’s phone (slow 4G and four times slower CPU, applied by ' +
            'DevTools throttling, not simulated); and on this machine tapped the moment the page is ready.',
          '',
          describeFirstTaps(meta.firstTaps),
          '',
        ]
      : []),
    '## Over budget',
    '',
    violations.length === 0
      ? 'Nothing: every measured route is within bench/budgets.json.'
      : violations.map((v) => `- \`${v.path}\`: ${v.metric} ${v.actual} (budget ${v.limit})`).join('\n'),
    '',
    ...(failures.length > 0
      ? [
          '## Failed Lighthouse runs',
          '',
          failures.map((f) => `- \`${f.path}\` (${f.build}) ${f.reason}`).join('\n'),
          '',
        ]
      : []),
    '## Worst routes (prerendered build)',
    '',
    worst
      .map(
        (r) =>
          `- \`${r.path}\`: performance ${r.median.performance}, LCP ${ms(r.median.lcp)} ms, TBT ${ms(r.median.tbt)} ms, CLS ${r.median.cls.toFixed(3)}`,
      )
      .join('\n'),
    '',
    ...(failing.size > 0
      ? [
          '## Failing accessibility, best-practices and SEO audits',
          '',
          [...failing]
            .map(([audit, routes]) => `- ${audit}: ${routes.map((p) => `\`${p}\``).join(', ')}`)
            .join('\n'),
          '',
        ]
      : []),
    '## Diagnostics',
    '',
    ...[home, worstContent]
      .filter((r): r is RouteResult => Boolean(r))
      .filter((r, index, all) => all.indexOf(r) === index)
      .flatMap((r) => [diagnosticsSection(r), '']),
  ].join('\n');
}

export async function writeResults(
  benchDir: string,
  meta: ReportMeta,
  results: readonly RouteResult[],
  violations: readonly BudgetViolation[],
  failures: readonly RunFailure[] = [],
): Promise<void> {
  await mkdir(benchDir, { recursive: true });
  const outputs: Array<[string, string]> = [
    ['results.json', JSON.stringify({ meta, violations, failures, results })],
    ['results.md', markdownReport(meta, results, violations, failures)],
  ];
  for (const [name, text] of outputs) await writeFormatted(join(benchDir, name), text);
}

/** Writes a results file as Prettier formats it: the results are committed, and `npm run format:check` covers them. */
export async function writeFormatted(filepath: string, text: string): Promise<void> {
  const options = (await resolveConfig(filepath)) ?? {};
  await writeFile(filepath, await format(text, { ...options, filepath }));
}
