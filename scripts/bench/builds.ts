/**
 * What the benchmark measures: the production build (client + SSR + prerender, `dist`), with its final
 * _headers. (Earlier rounds compared it with a client-only SPA build; the prerendered islands site won
 * on every route, so that variant and the code that existed only for it are gone.)
 */
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import type { BuildName } from './types.ts';

export interface BuildOutput {
  name: BuildName;
  dir: string;
}

export function buildOutputs(root: string): BuildOutput[] {
  return [{ name: 'prerender', dir: join(root, 'dist') }];
}

function run(command: string, args: string[], root: string, env: NodeJS.ProcessEnv = {}): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
    child.on('error', reject);
    child.on('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`${command} ${args.join(' ')} exited with ${code}`)),
    );
  });
}

export async function buildSite(root: string, log: (line: string) => void): Promise<void> {
  const started = performance.now();
  log('Building the production site (npm run build)…');
  // Set explicitly so the build lands in dist whatever the caller's shell says.
  await run('npm', ['run', 'build'], root, { BUILD_OUT_DIR: 'dist' });
  log(`  done in ${((performance.now() - started) / 1000).toFixed(1)} s`);
}
