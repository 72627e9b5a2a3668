/**
 * `npm run bench`: builds the site, serves it like a static host (compression, _headers), runs
 * Lighthouse on every route, and writes
 * bench/results.json and bench/results.md (raw Lighthouse JSON in bench/out/, git-ignored). Exits
 * non-zero when anything is over bench/budgets.json.
 *
 *   npm run bench -- [--no-build] [--routes /,/consultation] [--runs 1] [--worst 10] [--worst-runs 3] [--peer DIR]
 *
 * Every route once, then the ten worst (lowest performance, then slowest LCP) and every route over a
 * budget twice more, the median of their three runs replacing the single one: the whole site, and the
 * peer, in under a quarter of an hour. The first run counts among the three: measured again three
 * times, a route took 30 runs more of about 7.5 s each, for a median the first run can only move as
 * one of three. `--peer DIR` then measures a peer's build beside ours (scripts/bench/peer.ts) into
 * bench/peer.md.
 */
import { existsSync } from 'node:fs';
import type { Result } from 'lighthouse';
import { readFile, rm } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { startStaticServer, type StaticServer } from '../serve/staticServer.ts';
import { checkBudgets, loadBudgets, routesToMeasureAgain } from './budgets.ts';
import { buildOutputs, buildSite, type BuildOutput } from './builds.ts';
import { BrowserSession } from './browserSession.ts';
import { measureRoute, type BuildFacts } from './measure.ts';
import { parseBenchOptions } from './options.ts';
import { writeResults, type ReportMeta, type RunFailure } from './report.ts';
import { comparePeer, writePeerResults } from './peer.ts';
import { median } from './stats.ts';
import {
  describeFirstTaps,
  firstTapPaths,
  firstTapViolations,
  measureFirstTaps,
  type FirstTap,
} from './firstTap.ts';
import { describeThroughput, measureThroughput } from './throughput.ts';
import type { RouteResult } from './types.ts';
import { GzipSizes, loadManifest, supabaseFiles } from '../viteManifest.ts';

const root = resolve(import.meta.dirname, '..', '..');
const benchDir = join(root, 'bench');
const seconds = (since: number) => ((performance.now() - since) / 1000).toFixed(0);

/** The prerendered routes' paths, from the build's sitemap (the prerender lists every route in it). */
async function readRoutePaths(distDir: string): Promise<string[]> {
  const sitemap = await readFile(join(distDir, 'sitemap.xml'), 'utf8');
  return [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1] as string).pathname);
}

async function factsFor(output: BuildOutput, server: StaticServer): Promise<BuildFacts> {
  const manifest = await loadManifest(output.dir);
  return {
    name: output.name,
    baseUrl: server.url,
    manifest,
    gzipSizes: new GzipSizes(output.dir),
    supabaseFiles: supabaseFiles(manifest),
  };
}

function summary(result: RouteResult): string {
  const m = result.median;
  return (
    `${result.build} perf ${m.performance} a11y ${m.accessibility} bp ${m.bestPractices} seo ${m.seo} ` +
    `LCP ${Math.round(m.lcp)} FCP ${Math.round(m.fcp)} TBT ${Math.round(m.tbt)} CLS ${m.cls.toFixed(3)} ` +
    `JS ${(result.jsBeforeInteractionGzip / 1000).toFixed(1)} kB gz`
  );
}

async function main(): Promise<number> {
  const started = performance.now();
  const options = parseBenchOptions(process.argv.slice(2));
  const outputs = buildOutputs(root);
  if (options.build) await buildSite(root, (line) => console.info(line));

  const allRoutes = await readRoutePaths(outputs[0]?.dir ?? join(root, 'dist'));
  const unknown = (options.routes ?? []).filter((path) => !allRoutes.includes(path));
  if (unknown.length > 0) throw new Error(`Not in dist/sitemap.xml: ${unknown.join(', ')}`);
  const paths = options.routes ?? allRoutes;
  const budgets = await loadBudgets(join(benchDir, 'budgets.json'));
  const rawDir = join(benchDir, 'out');
  await rm(rawDir, { recursive: true, force: true });

  // Before Lighthouse, so the two never compete for the CPU.
  console.info('Measuring the local backend’s insert throughput…');
  const throughput = await measureThroughput();
  console.info(describeThroughput(throughput));

  console.info('Serving the build (compressing every text file first)…');
  const servers = await Promise.all(
    outputs.map((output) => startStaticServer({ dir: output.dir, precompress: true })),
  );
  const session = new BrowserSession();
  const results: RouteResult[] = [];
  const failures: RunFailure[] = [];
  const benchmarkIndexes: number[] = [];
  let lighthouseVersion = '';
  let userAgent = '';
  let remeasured = 0;
  let firstTaps: FirstTap[] = [];
  const meta = (): ReportMeta => ({
    generatedAt: new Date().toISOString(),
    lighthouseVersion,
    userAgent,
    runsPerRoute: options.runs,
    remeasured: { routes: remeasured, runs: options.worstRuns },
    firstTaps,
    benchmarkIndex: benchmarkIndexes.length > 0 ? median(benchmarkIndexes) : 0,
    durationSeconds: Math.round((performance.now() - started) / 1000),
    routesMeasured: new Set(results.map((result) => result.path)).size,
    routesInBuild: allRoutes.length,
    throughput,
  });
  try {
    const builds = await Promise.all(
      outputs.map((output, index) => factsFor(output, servers[index] as StaticServer)),
    );
    console.info(
      `Lighthouse: ${paths.length} route(s) × ${builds.length} builds × ${options.runs} run(s), one at a time.`,
    );
    /** Each route's first-pass runs, which its re-runs count among theirs. */
    const firstRuns = new Map<string, Result[]>();
    const key = (build: BuildFacts, path: string) => `${build.name} ${path}`;
    for (const [index, path] of paths.entries()) {
      const routeStarted = performance.now();
      const lines: string[] = [];
      for (const build of builds) {
        const measured = await measureRoute({ session, build, path, runs: options.runs, rawDir });
        for (const reason of measured.failures) failures.push({ build: build.name, path, reason });
        benchmarkIndexes.push(...measured.benchmarkIndexes);
        firstRuns.set(key(build, path), measured.lhrs);
        if (measured.lhr) {
          lighthouseVersion = measured.lhr.lighthouseVersion;
          userAgent = measured.lhr.environment.hostUserAgent;
        }
        if (measured.result) {
          results.push(measured.result);
          lines.push(summary(measured.result));
        } else lines.push(`${build.name}: every run failed (${measured.failures.join('; ')})`);
      }
      const counter = `[${String(index + 1).padStart(2)}/${paths.length}]`;
      console.info(`${counter} ${path} (${seconds(routeStarted)} s, ${seconds(started)} s total)`);
      for (const line of lines) console.info(`        ${line}`);
      // Partial results after every route, so an interrupted run still leaves numbers behind.
      await writeResults(benchDir, meta(), results, checkBudgets(results, budgets), failures);
    }
    const again = routesToMeasureAgain(results, checkBudgets(results, budgets), options.worst);
    if (again.length > 0 && options.worstRuns > options.runs) {
      remeasured = again.length;
      console.info(
        `The ${again.length} worst or over-budget route(s) again, to ${options.worstRuns} runs each…`,
      );
      for (const path of again)
        for (const build of builds) {
          const earlier = firstRuns.get(key(build, path)) ?? [];
          const runs = options.worstRuns - earlier.length;
          const measured = await measureRoute({ session, build, path, runs, rawDir, earlier });
          for (const reason of measured.failures) failures.push({ build: build.name, path, reason });
          if (!measured.result) continue;
          const index = results.findIndex((r) => r.path === path && r.build === build.name);
          results.splice(index, 1, measured.result);
          console.info(`        ${path}: ${summary(measured.result)}`);
        }
    }
    const tapPaths = firstTapPaths.filter((path) => paths.includes(path));
    if (tapPaths.length > 0) {
      console.info("The phone menu's first tap, on this machine and throttled like the bench's phone…");
      firstTaps = await measureFirstTaps((servers[0] as StaticServer).url, tapPaths);
      console.info(describeFirstTaps(firstTaps).replace(/^/gm, '        '));
    }
    if (options.peer) {
      const dir = existsSync(join(options.peer, 'dist')) ? join(options.peer, 'dist') : options.peer;
      console.info(`Measuring the peer in ${dir} interleaved with ours…`);
      const peerServer = await startStaticServer({ dir, precompress: true });
      try {
        const comparisons = await comparePeer({
          session,
          oursUrl: (servers[0] as StaticServer).url,
          peerUrl: peerServer.url,
          runs: Math.max(options.worstRuns, 3),
          log: (line) => console.info(`        ${line}`),
        });
        await writePeerResults(benchDir, comparisons, new Date().toISOString());
        console.info('Wrote bench/peer.md and bench/peer.json.');
      } finally {
        await peerServer.close();
      }
    }
  } finally {
    session.close();
    await Promise.all(servers.map((server) => server.close()));
  }

  const violations = [
    ...checkBudgets(results, budgets),
    ...firstTapViolations(firstTaps, budgets.firstTapMs),
  ];
  await writeResults(benchDir, meta(), results, violations, failures);
  console.info(`\nWrote bench/results.json and bench/results.md in ${seconds(started)} s.`);
  for (const failure of failures)
    console.error(`Lighthouse failed on ${failure.build} ${failure.path}: ${failure.reason}`);
  if (violations.length === 0 && failures.length === 0) {
    console.info('Everything is within budget.');
    return 0;
  }
  if (violations.length > 0) console.error(`\nOver budget (${violations.length}):`);
  for (const v of violations) console.error(`  ${v.path}: ${v.metric} ${v.actual} (budget ${v.limit})`);
  return 1;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error);
    process.exit(2);
  },
);
