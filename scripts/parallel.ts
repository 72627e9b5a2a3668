/**
 * Runs npm scripts side by side and reports each one's output in one piece once it ends; fails if any
 * fails. An argument `a > b` runs `b` after `a` succeeds, in the same slot. `npm test` runs every step
 * through it: each leaves a core idle at times (waiting on a child process, a socket, the disk), and on
 * a two-core CI machine the others fill those gaps, where a barrier between two groups of steps left
 * the tail of each group alone. The e2e suite needs only the build, so it follows the build, not the
 * slowest step.
 *
 * Steps after `--background` run at a lower CPU priority (nice 10): they take the cores the others
 * leave. `npm test` puts the build and the e2e suite in front, its longest chain, and lets the unit and
 * story suites and the static checks fill the gaps, so the two cores stay busy to the end.
 *
 *   tsx scripts/parallel.ts "build > test:e2e" --background lint typecheck test:unit
 */
import { spawn } from 'node:child_process';

interface Outcome {
  script: string;
  code: number;
  output: string;
  seconds: number;
}

function run(script: string, background: boolean): Promise<Outcome> {
  const started = performance.now();
  const npm = ['npm', 'run', '--silent', ...script.split(' ')];
  const [command = 'npm', ...args] = background ? ['nice', '-n', '10', ...npm] : npm;
  return new Promise((resolve) => {
    const child = spawn(command, args, { env: process.env });
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

function report(outcome: Outcome): Outcome {
  const verdict = outcome.code === 0 ? 'passed' : `FAILED (exit ${outcome.code})`;
  process.stdout.write(
    `\n> ${outcome.script}: ${verdict} in ${outcome.seconds.toFixed(1)} s\n${outcome.output}`,
  );
  return outcome;
}

/** The steps of one slot in turn, stopping at the first that fails. */
async function runChain(chain: string[], background: boolean): Promise<boolean> {
  for (const script of chain) if (report(await run(script, background)).code !== 0) return false;
  return true;
}

const argv = process.argv.slice(2);
const split = argv.includes('--background') ? argv.indexOf('--background') : argv.length;
const slots = argv.map((argument, index) => ({
  chain: argument.split('>').map((script) => script.trim()),
  background: index > split,
}));
const passed = await Promise.all(
  slots.filter((_, index) => index !== split).map((slot) => runChain(slot.chain, slot.background)),
);
process.exitCode = passed.every(Boolean) ? 0 : 1;
