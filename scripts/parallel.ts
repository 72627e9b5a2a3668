/**
 * Runs npm scripts side by side and fails if any fails. `npm test` runs everything through it: each
 * step leaves a core idle at times (waiting on a child process, a socket, the disk), and on a two-core
 * CI machine the others fill those gaps, where a barrier between two groups of steps left the tail of
 * each group alone.
 *
 * A comma chains scripts: `build,test:e2e` starts the end-to-end tests as soon as the build has passed,
 * while the other steps still run (the unit suite's last minute is mostly waiting on killed servers).
 * A step's output is reported in one piece once it ends; a chained script after the first streams its
 * output as it comes, so a long run shows its progress.
 *
 *   tsx scripts/parallel.ts lint format:check typecheck test:unit build,test:e2e
 */
import { spawn } from 'node:child_process';

interface Outcome {
  script: string;
  code: number;
  output: string;
  seconds: number;
}

function run(script: string, live: boolean): Promise<Outcome> {
  const started = performance.now();
  return new Promise((resolve) => {
    const child = spawn('npm', ['run', '--silent', ...script.split(' ')], { env: process.env });
    const chunks: Buffer[] = [];
    const collect = (chunk: Buffer) => (live ? process.stdout.write(chunk) : chunks.push(chunk));
    child.stdout.on('data', collect);
    child.stderr.on('data', collect);
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

/** The chain's scripts one after another, stopping at the first that fails. */
async function runChain(scripts: readonly string[]): Promise<boolean> {
  for (const [index, script] of scripts.entries()) {
    if (index > 0) process.stdout.write(`\n> ${script}: started (${scripts[index - 1]} passed)\n`);
    if (report(await run(script, index > 0)).code !== 0) return false;
  }
  return true;
}

const chains = process.argv.slice(2).map((step) => step.split(','));
const passed = await Promise.all(chains.map(runChain));
process.exitCode = passed.every(Boolean) ? 0 : 1;
