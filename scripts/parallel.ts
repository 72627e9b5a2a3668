/**
 * Runs npm scripts side by side and reports each one's output in one piece once it ends; fails if any
 * fails. An argument `a > b` runs `b` after `a` succeeds, in the same slot. Each step leaves a core
 * idle at times (waiting on a child process, a socket, the disk), and on a two-core CI machine the
 * others fill those gaps.
 *
 * `npm test` runs every step through it, the e2e suite right after the build, with one Playwright
 * worker: it needs only the build, and waited for the slowest step (the unit suite) before, which then
 * ran its last two minutes alone; beside the unit suite a second e2e worker spent about 150 CPU-s more
 * on the same tests. Measured on a fresh clone: 832 s before, 753–819 s after (four runs). Also tried
 * and dropped: the other steps at a lower CPU priority (794 s: the e2e suite alone does not use both
 * cores), and the build with the static checks first, then the e2e, unit and story suites together
 * (836 s: two browsers and the unit suite at once cost 180 CPU-s more than the same work in sequence).
 *
 *   tsx scripts/parallel.ts lint typecheck test:unit "build > test:e2e"
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

function report(outcome: Outcome): Outcome {
  const verdict = outcome.code === 0 ? 'passed' : `FAILED (exit ${outcome.code})`;
  process.stdout.write(
    `\n> ${outcome.script}: ${verdict} in ${outcome.seconds.toFixed(1)} s\n${outcome.output}`,
  );
  return outcome;
}

/** The steps of one slot in turn, stopping at the first that fails. */
async function runChain(chain: string[]): Promise<boolean> {
  for (const script of chain) if (report(await run(script)).code !== 0) return false;
  return true;
}

const chains = process.argv.slice(2).map((argument) => argument.split('>').map((script) => script.trim()));
const passed = await Promise.all(chains.map(runChain));
process.exitCode = passed.every(Boolean) ? 0 : 1;
