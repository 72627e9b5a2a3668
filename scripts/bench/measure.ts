/** Runs Lighthouse N times on one route of one build and condenses the runs into a RouteResult. */
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Result } from 'lighthouse';
import { extractDiagnostics } from './diagnostics.ts';
import type { BrowserSession } from './browserSession.ts';
import { extractMetrics } from './lighthouse.ts';
import { medianMetrics } from './stats.ts';
import type { BuildName, RouteResult, RunMetrics } from './types.ts';
import type { GzipSizes } from '../viteManifest.ts';
import {
  chunksAmong,
  dynamicEntriesFor,
  jsBeforeInteraction,
  loadsAnyOf,
  scriptsOutsideManifest,
  type ViteManifest,
} from '../viteManifest.ts';

/** One build's manifest facts, loaded once. */
export interface BuildFacts {
  name: BuildName;
  baseUrl: string;
  manifest: ViteManifest;
  gzipSizes: GzipSizes;
  supabaseFiles: Set<string>;
}

export interface Measured {
  /** Undefined when every run failed. */
  result: RouteResult | undefined;
  /** Why runs failed, if any did. */
  failures: string[];
  benchmarkIndexes: number[];
  lhr: Result | undefined;
  /** Every successful run, the earlier ones included. */
  lhrs: Result[];
}

export function slugFor(path: string): string {
  return path === '/' ? 'home' : path.replace(/^\//, '').replace(/\//g, '__');
}

export async function measureRoute(options: {
  session: BrowserSession;
  build: BuildFacts;
  path: string;
  /** New runs to make. */
  runs: number;
  rawDir: string;
  /** Runs of this route made before (the first pass's), counted among this measurement's. */
  earlier?: readonly Result[];
}): Promise<Measured> {
  const { session, build, path, runs, earlier = [] } = options;
  const url = new URL(path, build.baseUrl).href;
  const rawDir = join(options.rawDir, build.name);
  await mkdir(rawDir, { recursive: true });
  const metrics: RunMetrics[] = earlier.map(extractMetrics);
  const lhrs: Result[] = [...earlier];
  const failures: string[] = [];
  for (let run = earlier.length + 1; run <= earlier.length + runs; run += 1) {
    try {
      const lhr = await session.lighthouse(url, (line) => console.warn(line));
      await writeFile(join(rawDir, `${slugFor(path)}.run${run}.json`), JSON.stringify(lhr));
      metrics.push(extractMetrics(lhr));
      lhrs.push(lhr);
    } catch (error) {
      // One broken run must not throw away a 25-minute benchmark: report it and carry on.
      failures.push(`run ${run}: ${error instanceof Error ? error.message : String(error)}`);
    }
  }
  if (metrics.length === 0)
    return { result: undefined, failures, benchmarkIndexes: [], lhr: undefined, lhrs: [] };
  const medians = medianMetrics(metrics);
  // Diagnostics from a real run (the one nearest the median score), not a blend of runs.
  const medianIndex = metrics.reduce(
    (best, run, index) =>
      Math.abs(run.performance - medians.performance) <
      Math.abs((metrics[best] as RunMetrics).performance - medians.performance)
        ? index
        : best,
    0,
  );
  const representative = lhrs[medianIndex] as Result;
  const scriptUrls = [...new Set(metrics.flatMap((run) => run.scriptUrls))];
  const modules = dynamicEntriesFor(build.manifest, scriptUrls);
  return {
    failures,
    result: {
      build: build.name,
      path,
      runs: metrics.length,
      median: medians,
      jsBeforeInteractionGzip: await jsBeforeInteraction(
        build.manifest,
        chunksAmong(build.manifest, scriptUrls),
        build.gzipSizes,
        scriptsOutsideManifest(build.manifest, scriptUrls),
      ),
      pageModules: modules,
      loadsSupabase: loadsAnyOf(build.supabaseFiles, scriptUrls),
      diagnostics: extractDiagnostics(representative),
    },
    benchmarkIndexes: lhrs.slice(earlier.length).map((lhr) => lhr.environment.benchmarkIndex),
    lhr: representative,
    lhrs,
  };
}
