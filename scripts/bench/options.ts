import { parseArgs } from 'node:util';

export interface BenchOptions {
  build: boolean;
  /** Route paths to measure; undefined means every route in dist/sitemap.xml. */
  routes: string[] | undefined;
  runs: number;
  /** The worst routes of the first pass measured again with `worstRuns` runs, their medians kept. */
  worst: number;
  worstRuns: number;
  /** A peer site's static build, measured interleaved with ours on its comparable pages. */
  peer: string | undefined;
}

export const USAGE =
  '`npm run bench -- [--no-build] [--routes /,/consultation] [--runs 1] [--worst 10] [--worst-runs 3] [--peer DIR]`';

export function parseBenchOptions(argv: string[]): BenchOptions {
  const { values } = parseArgs({
    args: argv,
    options: {
      'no-build': { type: 'boolean', default: false },
      routes: { type: 'string' },
      runs: { type: 'string', default: '1' },
      worst: { type: 'string', default: '10' },
      'worst-runs': { type: 'string', default: '3' },
      peer: { type: 'string' },
    },
  });
  const runs = Number(values.runs);
  if (!Number.isInteger(runs) || runs < 1) throw new Error(`--runs must be a positive integer\n${USAGE}`);
  const worst = Number(values.worst);
  const worstRuns = Number(values['worst-runs']);
  if (!Number.isInteger(worst) || worst < 0 || !Number.isInteger(worstRuns) || worstRuns < 1)
    throw new Error(`--worst must be 0 or more, --worst-runs 1 or more\n${USAGE}`);
  const routes = values.routes
    ?.split(',')
    .map((route) => route.trim())
    .filter(Boolean)
    .map((route) => (route.startsWith('/') ? route : `/${route}`));
  return {
    build: !values['no-build'],
    routes: routes?.length ? routes : undefined,
    runs,
    worst,
    worstRuns,
    peer: values.peer,
  };
}
