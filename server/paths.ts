import { isAbsolute, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/** PGlite's in-memory mode: nothing on disk, no lock, gone when the process ends. */
export const MEMORY_DATA_DIR = 'memory://';

export const PROJECT_ROOT = resolve(fileURLToPath(new URL('..', import.meta.url)));

export function isMemoryDataDir(dataDir: string): boolean {
  return dataDir.startsWith('memory://');
}

/** LOCAL_DB_DIR (absolute, relative to the project root, or memory://), else `.data/pglite`. */
export function resolveDataDir(env: NodeJS.ProcessEnv = process.env, root: string = PROJECT_ROOT): string {
  const configured = env.LOCAL_DB_DIR?.trim();
  if (!configured) return join(root, '.data', 'pglite');
  if (isMemoryDataDir(configured)) return configured;
  return isAbsolute(configured) ? configured : resolve(root, configured);
}

export function migrationsDir(root: string = PROJECT_ROOT): string {
  return join(root, 'supabase', 'migrations');
}

/** Beside the data directory, not in it: Postgres owns everything inside. */
export function lockFileFor(dataDir: string): string {
  return `${dataDir}.lock`;
}

/** Where running dev/preview servers announce their loopback admin endpoint (see adminEndpoint.ts). */
export function serverRegistryDir(root: string = PROJECT_ROOT): string {
  return join(root, '.data', 'servers');
}
