import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { preview } from 'vite';
import { startStaticServer } from '../../../scripts/serve/staticServer';
import { localSupabase } from '../../../server/vitePlugin';

const projectRoot = join(import.meta.dirname, '..', '..', '..');

export interface RunningServer {
  url: string;
  port: number;
  close(): Promise<void>;
}

/**
 * `npm start`'s server: `vite preview` with the project's vite.config.ts (so its plugins), serving
 * `<root>/dist`. The config leaves the backend out under Vitest; `backend` adds it back as npm start
 * has it, on an in-memory database.
 */
export async function startPreview(root: string, { backend = false } = {}): Promise<RunningServer> {
  const server = await preview({
    root,
    configFile: join(projectRoot, 'vite.config.ts'),
    logLevel: 'silent',
    preview: { host: '127.0.0.1', port: 0, strictPort: false, open: false },
    plugins: backend ? [localSupabase({ dataDir: 'memory://', projectRoot: root })] : [],
  });
  const { port } = server.httpServer.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}`, port, close: () => server.close() };
}

/** scripts/serve, as e2e and the bench start it. */
export async function startStatic(dist: string, { backend = false } = {}): Promise<RunningServer> {
  const server = await startStaticServer({ dir: dist, withBackend: backend });
  const port = Number(new URL(server.url).port);
  return { url: server.url, port, close: () => server.close() };
}
