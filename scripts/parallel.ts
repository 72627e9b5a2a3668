/**
 * Runs npm scripts side by side and reports each one's output in one piece once it ends; fails if any
 * fails. `npm test` runs everything before the e2e suite through it: each step leaves a core idle at
 * times (waiting on a child process, a socket, the disk), and on a two-core CI machine the others
 * fill those gaps, where a barrier between two groups of steps left the tail of each group alone.
 *
 * The first script is the longest, and the group ends when it does: it keeps the normal priority and
 * the others run under `nice`, so they take the time it leaves rather than stretch it. Side by side on
 * equal terms the unit suite took 350 s of a fresh clone's run (184 s alone), the last 140 s of them
 * alone after everything else had finished.
 *
 *   tsx scripts/parallel.ts test:unit lint format:check typecheck
 */
import { spawn } from 'node:child_process';

interface Outcome {
  script: string;
  code: number;
  output: string;
  seconds: number;
}

/** How far the scripts after the first step back (nice(1): 0 is normal, 19 the lowest). */
const yieldingNiceness = '10';

function run(script: string, yielding: boolean): Promise<Outcome> {
  const started = performance.now();
  const npmArgs = ['run', '--silent', ...script.split(' ')];
  const niced = yielding && process.platform !== 'win32';
  const command = niced ? 'nice' : 'npm';
  const args = niced ? ['-n', yieldingNiceness, 'npm', ...npmArgs] : npmArgs;
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

const scripts = process.argv.slice(2);
const outcomes = await Promise.all(
  scripts.map((script, index) =>
    run(script, index > 0).then((outcome) => {
      const verdict = outcome.code === 0 ? 'passed' : `FAILED (exit ${outcome.code})`;
      process.stdout.write(
        `\n> ${outcome.script}: ${verdict} in ${outcome.seconds.toFixed(1)} s\n${outcome.output}`,
      );
      return outcome;
    }),
  ),
);
process.exitCode = outcomes.some((outcome) => outcome.code !== 0) ? 1 : 0;
