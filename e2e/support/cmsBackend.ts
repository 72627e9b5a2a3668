/**
 * Decap CMS's local proxy (decap-server, the backend `npm run cms` uses) on a temporary copy of
 * content/, so the editor e2e writes real files without touching the repository's articles.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { cp, mkdtemp, rm } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { basename, dirname, join, resolve } from 'node:path';

const root = resolve(import.meta.dirname, '../..');

/** Six above the preview server (the dev-parity server takes two above it). */
export const cmsBackendPort = Number(process.env.E2E_CMS_PORT ?? Number(process.env.E2E_PORT ?? 4321) + 6);

export interface CmsBackend {
  /** The temporary repository the proxy reads and writes: holds a copy of content/. */
  dir: string;
  stop: () => Promise<void>;
}

export async function startCmsBackend(): Promise<CmsBackend> {
  const dir = await mkdtemp(join(tmpdir(), 'cms-e2e-'));
  await cp(join(root, 'content'), join(dir, 'content'), { recursive: true });
  const server = join(
    dirname(createRequire(import.meta.url).resolve('decap-server/package.json')),
    'dist/index.js',
  );
  // cwd is the copy, so the proxy's dotenv finds no .env of ours; the environment names everything.
  const child: ChildProcess = spawn(process.execPath, [server], {
    cwd: dir,
    env: {
      PATH: process.env.PATH ?? '',
      PORT: String(cmsBackendPort),
      BIND_HOST: '127.0.0.1',
      MODE: 'fs',
      GIT_REPO_DIRECTORY: dir,
      LOG_LEVEL: process.env.CMS_E2E_LOG ?? 'warn',
    },
    stdio: ['ignore', process.env.CMS_E2E_LOG ? 'inherit' : 'ignore', 'pipe'],
  });
  let errors = '';
  child.stderr?.on('data', (chunk: Buffer) => (errors += chunk.toString()));
  const stop = async () => {
    if (child.exitCode === null) {
      const exited = new Promise((done) => child.once('exit', done));
      child.kill();
      await exited;
    }
    await rm(dir, { recursive: true, force: true });
  };
  const deadline = Date.now() + 20_000;
  for (;;) {
    try {
      const response = await fetch(`http://127.0.0.1:${cmsBackendPort}/api/v1`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ action: 'info' }),
      });
      // Its own proxy, not another one left on the port: it names the copy as its repository.
      if (response.ok && ((await response.json()) as { repo?: string }).repo === basename(dir))
        return { dir, stop };
    } catch {
      // Not listening yet.
    }
    if (child.exitCode !== null || Date.now() > deadline) {
      await stop();
      throw new Error(`decap-server did not start on port ${cmsBackendPort}: ${errors}`);
    }
    await new Promise((done) => setTimeout(done, 200));
  }
}
