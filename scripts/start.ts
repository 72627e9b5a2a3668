/**
 * `npm start`: build the production site when the sources changed since the last build, then serve it
 * with `vite preview` on PORT (4173). Through the Vite plugins it serves the build as production does
 * (scripts/vite/productionPreview.ts: the build's `_headers`, CSP included, and 404.html) with the
 * embedded local backend on the same origin (server/vitePlugin.ts).
 */
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';

const root = resolve(import.meta.dirname, '..');
// The prerender writes the sitemap after every page, so its age is the age of a complete build.
const stamp = join(root, 'dist', 'sitemap.xml');
const inputs = [
  'src',
  'theme',
  'public',
  'index.html',
  'vite.config.ts',
  'package-lock.json',
  'scripts/prerender.ts',
  'scripts/deferHydration.ts',
  'scripts/viteManifest.ts',
  'scripts/headers.ts',
];

function newestMtime(path: string): number {
  if (!existsSync(path)) return 0;
  const stats = statSync(path);
  if (!stats.isDirectory()) return stats.mtimeMs;
  return readdirSync(path).reduce(
    (newest, entry) => Math.max(newest, newestMtime(join(path, entry))),
    stats.mtimeMs,
  );
}

function needsBuild(): boolean {
  if (!existsSync(stamp)) return true;
  const built = statSync(stamp).mtimeMs;
  return inputs.some((input) => newestMtime(join(root, input)) > built);
}

if (needsBuild()) {
  console.info('Building the site (sources changed since the last build)…');
  const build = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
} else {
  console.info('The build is up to date; serving dist/.');
}

const port = process.env.PORT ?? '4173';
const preview = spawn(
  'npx',
  ['vite', 'preview', '--port', port, '--strictPort', '--host', process.env.HOST ?? 'localhost'],
  {
    cwd: root,
    stdio: 'inherit',
  },
);
const stop = (signal: NodeJS.Signals) => preview.kill(signal);
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
preview.on('exit', (code) => process.exit(code ?? 0));
