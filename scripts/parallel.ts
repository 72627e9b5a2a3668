/**
 * Runs npm scripts in lanes side by side and reports each script's output in one piece once it ends;
 * fails if any fails. In a lane, `a > b` runs `b` only after `a` succeeds (it needs `a`'s result);
 * `a, b` runs `b` after `a` either way, so one run reports every failure.
 *
 * `npm test` runs two lanes: the build and then the e2e suite (one Playwright worker), beside the static
 * checks and then the unit and story suites. Whichever lane ends first leaves a core mostly idle, so
 * the type check goes where it evens them out: in the first lane while the e2e suite was the shorter
 * (the second had ended 50 s after it), back in the second once the unit and story suites got cheaper
 * (the e2e lane then ended 67 s after them, on a fresh clone). The second lane writes the migrated
 * database template first (server/pgliteTemplateCli.ts), which both the unit suite and the e2e servers
 * start from: when both found it missing at the same moment, both wrote it. On the 2-core CI machine
 * every step slows the others; two lanes give the build most of a core, so the e2e suite starts after
 * 40–48 s instead of 160–200 s, and the three static checks have all reported after about a minute
 * (one after another) instead of 71–138 s. Fresh-clone totals on one day: 797, 752 and 781 s with two
 * lanes, 802 s with every step side by side (753–819 s in six runs before). The run is CPU-bound (1.9
 * of 2 cores busy): no ordering shortens it; less work does (1,080 CPU-s and 567 s of steps, then 952
 * and 498 s once repeated checks went and Node got larger semi-spaces, below). Tried and dropped: the
 * other steps at a lower CPU priority (794 s), and the build with the static checks first, then the
 * e2e, unit and story suites together (836 s).
 *
 *   tsx scripts/parallel.ts "build > test:e2e" "typecheck, lint, test:unit"
 */
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';

interface Outcome {
  script: string;
  code: number;
  output: string;
  seconds: number;
}

/**
 * Every Node process of the run (the suites, their servers and workers, lint, Prettier) gets a young
 * generation of 64 MB semi-spaces instead of V8's 16: they allocate fast and keep little, and with the
 * default most of their garbage collection was scavenging a full nursery. Measured alone: the unit
 * suite 238 → 220 CPU-s, Prettier 28 → 26, ESLint 50 → 47. An explicit setting in NODE_OPTIONS wins.
 */
const childEnv: NodeJS.ProcessEnv = {
  ...process.env,
  NODE_OPTIONS: /--max-semi-space-size/.test(process.env.NODE_OPTIONS ?? '')
    ? process.env.NODE_OPTIONS
    : `${process.env.NODE_OPTIONS ?? ''} --max-semi-space-size=64`.trim(),
};

function run(script: string): Promise<Outcome> {
  const started = performance.now();
  return new Promise((resolve) => {
    const child = spawn('npm', ['run', '--silent', ...script.split(' ')], { env: childEnv });
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

/** Scripts in turn, stopping at the first that fails. */
async function runChain(chain: string[]): Promise<boolean> {
  for (const script of chain) if (report(await run(script)).code !== 0) return false;
  return true;
}

/** A lane's chains in turn, each whatever the one before it did. */
async function runLane(lane: string[][]): Promise<boolean> {
  let passed = true;
  for (const chain of lane) passed = (await runChain(chain)) && passed;
  return passed;
}

const lanes = process.argv
  .slice(2)
  .map((argument) => argument.split(',').map((chain) => chain.split('>').map((script) => script.trim())));
/**
 * The machine's busy CPU seconds so far, every process's (/proc/stat, in USER_HZ: 100 on Linux). The
 * run's wall time alone says little on a shared machine whose speed varies by a fifth from one run to
 * the next; its CPU time, and how many cores were busy, say whether the work or the machine changed.
 * Per step it cannot be told apart: the steps overlap, and browsers outlive the processes that start them.
 */
function machineBusySeconds(): number | undefined {
  try {
    const [, ...ticks] = readFileSync('/proc/stat', 'utf8').split('\n')[0]?.trim().split(/\s+/) ?? [];
    const [user, nice, system, , , irq, softirq] = ticks.map(Number);
    const busy = [user, nice, system, irq, softirq].reduce<number>((sum, value) => sum + (value ?? NaN), 0);
    return Number.isFinite(busy) ? busy / 100 : undefined;
  } catch {
    return undefined;
  }
}

const started = { seconds: performance.now() / 1000, busy: machineBusySeconds() };
const passed = await Promise.all(lanes.map(runLane));
const seconds = performance.now() / 1000 - started.seconds;
const busy = machineBusySeconds();
if (busy !== undefined && started.busy !== undefined) {
  const cpu = busy - started.busy;
  process.stdout.write(
    `\n> all steps: ${seconds.toFixed(1)} s, ${cpu.toFixed(0)} CPU-s machine-wide (${(cpu / seconds).toFixed(2)} of ${availableParallelism()} cores busy)\n`,
  );
}
process.exitCode = passed.every(Boolean) ? 0 : 1;
