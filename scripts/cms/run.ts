/**
 * `npm run cms`: the article editor against this working copy, with no account and no network. Starts
 * Decap's local proxy (decap-server, writing straight into content/) and the dev server, which serves
 * the editor at /admin/ and re-renders a page when an article file changes. Ctrl-C stops both.
 *
 *   PORT=5173 (dev server)  CMS_PORT=8081 (the proxy; Decap's default)
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import { viteCli } from '../viteCli.ts';

const root = resolve(import.meta.dirname, '../..');
const devPort = process.env.PORT ?? '5173';
const proxyPort = process.env.CMS_PORT ?? '8081';
const proxy = join(
  dirname(createRequire(import.meta.url).resolve('decap-server/package.json')),
  'dist/index.js',
);

const children: ChildProcess[] = [
  spawn(process.execPath, [proxy], {
    cwd: root,
    stdio: 'inherit',
    // fs mode: saves write the files; committing them stays with you (git add, git commit).
    env: { ...process.env, PORT: proxyPort, BIND_HOST: '127.0.0.1', MODE: 'fs', GIT_REPO_DIRECTORY: root },
  }),
  spawn(process.execPath, [viteCli, '--port', devPort, '--strictPort'], {
    cwd: root,
    stdio: 'inherit',
    env: process.env,
  }),
];

const query = proxyPort === '8081' ? '' : `?local_backend=${proxyPort}`;
console.log(
  `\nArticle editor: http://localhost:${devPort}/admin/${query}  (the site: http://localhost:${devPort}/blog)\n`,
);

let stopping = false;
function stop(code: number): void {
  if (stopping) return;
  stopping = true;
  for (const child of children) if (child.exitCode === null) child.kill();
  process.exitCode = code;
}
for (const child of children) child.on('exit', (code) => stop(code ?? 0));
process.on('SIGINT', () => stop(0));
process.on('SIGTERM', () => stop(0));
