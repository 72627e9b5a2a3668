import { parseArgs } from 'node:util';

export interface BenchOptions {
  build: boolean;
  /** Route paths to measure; undefined means every route in dist/sitemap.xml. */
  routes: string[] | undefined;
  runs: number;
}

export const USAGE = `npm run bench -- [--no-build] [--routes /,/consultation] [--runs 3]`;

export function parseBenchOptions(argv: string[]): BenchOptions {
  const { values } = parseArgs({
    args: argv,
    options: {
      'no-build': { type: 'boolean', default: false },
      routes: { type: 'string' },
      runs: { type: 'string', default: '3' },
    },
  });
  const runs = Number(values.runs);
  if (!Number.isInteger(runs) || runs < 1) throw new Error(`--runs must be a positive integer\n${USAGE}`);
  const routes = values.routes
    ?.split(',')
    .map((route) => route.trim())
    .filter(Boolean)
    .map((route) => (route.startsWith('/') ? route : `/${route}`));
  return { build: !values['no-build'], routes: routes?.length ? routes : undefined, runs };
}
