/**
 * Runs npm scripts side by side and reports each one's output in one piece once it ends; fails if any
 * fails. Each step leaves a core idle at times (waiting on a child process, a socket, the disk), and on
 * a two-core CI machine the others fill those gaps. `npm test` runs it twice: the build beside the
 * static checks, then the e2e suite (which needs the build) beside the unit and story suites, with one
 * Playwright worker: beside them a second one spent 150 CPU-s more on the same tests. Before,
 * the e2e suite waited for the slowest step, the unit suite: it ran alone for its last two minutes,
 * and then the e2e suite ran alone.
 *
 *   tsx scripts/parallel.ts build lint typecheck && tsx scripts/parallel.ts test:e2e test:unit
 */
import { spawn } from 'node:child_process';

interface Outcome {
  script: string;
  code: number;
  output: string;
  seconds: number;
}

function run(script: string): Promise<Outcome> {
  const started = performance.now();
  return new Promise((resolve) => {
    const child = spawn('npm', ['run', '--silent', ...script.split(' ')], { env: process.env });
    const chunks: Buffer[] = [];
    child.stdout.on('data', (chunk: Buffer) => chunks.push(chunk));
    child.stderr.on('data', (chunk: Buffer) => chunks.push(chunk));
    const finish = (code: number) =>
      resolve({
        script,
        code,
        output: Buffer.concat(chunks).toString('utf8'),
        seconds: (performance.now() - started) / 1000,
      });
    child.on('error', (error) => {
      chunks.push(Buffer.from(String(error)));
      finish(1);
    });
    child.on('close', (code) => finish(code ?? 1));
  });
}

const scripts = process.argv.slice(2);
const outcomes = await Promise.all(
  scripts.map((script) =>
    run(script).then((outcome) => {
      const verdict = outcome.code === 0 ? 'passed' : `FAILED (exit ${outcome.code})`;
      process.stdout.write(
        `\n> ${outcome.script}: ${verdict} in ${outcome.seconds.toFixed(1)} s\n${outcome.output}`,
      );
      return outcome;
    }),
  ),
);
process.exitCode = outcomes.some((outcome) => outcome.code !== 0) ? 1 : 0;
