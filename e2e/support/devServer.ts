import { spawn, type ChildProcess } from 'node:child_process';
import { viteCli } from '../../scripts/viteCli';

export interface DevServer {
  stop(): Promise<void>;
}

async function answers(url: string): Promise<boolean> {
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(5_000) });
    await response.arrayBuffer();
    return true;
  } catch {
    return false;
  }
}

/**
 * `npm run dev`'s server (Vite, pages rendered on request, the backend on an in-memory database) for
 * the dev project only: a Playwright webServer would start it, and initialise its database, for every
 * run, even one that never touches it. Reuses a server already answering, outside CI.
 */
export async function startDevServer(
  baseURL: string,
  { env = {}, timeoutMs = 120_000 }: { env?: NodeJS.ProcessEnv; timeoutMs?: number } = {},
): Promise<DevServer> {
  if (!process.env.CI && (await answers(baseURL))) return { stop: async () => undefined };
  const { hostname, port } = new URL(baseURL);
  const child: ChildProcess = spawn(
    process.execPath,
    [viteCli, '--host', hostname, '--port', port, '--strictPort'],
    {
      env: { ...process.env, LOCAL_DB_DIR: 'memory://', LOCAL_BACKEND_TRUST_FORWARDED_FOR: '1', ...env },
      detached: true,
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.on('exit', resolve));
  const stop = async () => {
    if (child.exitCode !== null || child.pid === undefined) return;
    // The whole group: Vite and anything it started.
    process.kill(-child.pid, 'SIGTERM');
    await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 5_000))]);
    if (child.exitCode === null) process.kill(-child.pid, 'SIGKILL');
  };
  const deadline = Date.now() + timeoutMs;
  while (!(await answers(baseURL))) {
    if (child.exitCode !== null) throw new Error(`The dev server exited (${child.exitCode}):\n${output}`);
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`The dev server did not answer on ${baseURL} within ${timeoutMs / 1000} s:\n${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  return { stop };
}
