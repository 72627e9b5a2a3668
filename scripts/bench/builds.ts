/**
 * The two builds the benchmark compares: the production build (client + SSR + prerender, `dist`) and
 * the same client as a plain single-page app (`dist-spa`: Vite's index.html shell, nothing
 * prerendered), each with its final _headers so both are served the same way.
 */
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { writeHeadersFile } from '../headers.ts';
import type { BuildName } from './types.ts';

export interface BuildOutput {
  name: BuildName;
  dir: string;
  /** Unknown paths fall back to index.html (SPA) instead of 404.html. */
  spa: boolean;
}

export function buildOutputs(root: string): BuildOutput[] {
  return [
    { name: 'prerender', dir: join(root, 'dist'), spa: false },
    { name: 'spa', dir: join(root, 'dist-spa'), spa: true },
  ];
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

export async function buildBoth(root: string, log: (line: string) => void): Promise<void> {
  let started = performance.now();
  log('Building the production site (npm run build)…');
  // Set explicitly so the production build lands in dist, with its islands, whatever the caller's shell says.
  await run('npm', ['run', 'build'], root, { BUILD_OUT_DIR: 'dist', APP_SHELL: '' });
  log(`  done in ${((performance.now() - started) / 1000).toFixed(1)} s`);

  started = performance.now();
  log('Building the client-only SPA variant (APP_SHELL=spa BUILD_OUT_DIR=dist-spa vite build)…');
  await run('npx', ['vite', 'build'], root, { BUILD_OUT_DIR: 'dist-spa', APP_SHELL: 'spa' });
  await writeHeadersFile({ root, distDir: join(root, 'dist-spa') });
  log(`  done in ${((performance.now() - started) / 1000).toFixed(1)} s`);
}
