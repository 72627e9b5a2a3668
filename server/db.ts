import { existsSync, mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { acquireLock, type HeldLock } from './lock.ts';
import { applyMigrations } from './migrations.ts';
import { isMemoryDataDir, lockFileFor, migrationsDir as defaultMigrationsDir } from './paths.ts';

export interface OpenOptions {
  /** A directory, or `memory://` (tests). */
  dataDir: string;
  migrationsDir?: string;
  warn?: (message: string) => void;
}

export interface LocalDatabase {
  readonly db: PGlite;
  readonly dataDir: string;
  /** How the open went, for logs and the benchmark figures. */
  readonly startup: { freshDataDir: boolean; milliseconds: number; migrationsApplied: string[] };
  close(): Promise<void>;
}

/**
 * Opens PGlite on `dataDir` (initialising it when new: ~4 s and ~0.8 GB of scratch memory; an
 * existing directory opens in well under a second), takes the directory's lock, and applies
 * pending migrations from supabase/migrations. Use acquireSharedDatabase when a process may open
 * the same directory more than once.
 */
export async function openLocalDatabase(options: OpenOptions): Promise<LocalDatabase> {
  const started = performance.now();
  const { dataDir } = options;
  const onDisk = !isMemoryDataDir(dataDir);
  let lock: HeldLock | undefined;
  if (onDisk) {
    mkdirSync(dirname(dataDir), { recursive: true });
    lock = acquireLock(lockFileFor(dataDir), dataDir);
  }
  const freshDataDir = !onDisk || !existsSync(join(dataDir, 'PG_VERSION'));
  let db: PGlite | undefined;
  try {
    db = await PGlite.create(dataDir);
    const migrationsApplied = await applyMigrations(
      db,
      options.migrationsDir ?? defaultMigrationsDir(),
      options.warn,
    );
    const opened = db;
    let closing: Promise<void> | undefined;
    return {
      db: opened,
      dataDir,
      startup: { freshDataDir, milliseconds: Math.round(performance.now() - started), migrationsApplied },
      close() {
        closing ??= opened.close().finally(() => lock?.release());
        return closing;
      },
    };
  } catch (error) {
    await db?.close().catch(() => undefined);
    lock?.release();
    throw error;
  }
}

interface SharedEntry {
  opening: Promise<LocalDatabase>;
  users: number;
}

/**
 * Vite restarts a server (config edit, `r` key) by creating the new one before closing the old,
 * and re-bundles the config, so this module can be loaded twice in one process. The registry lives
 * on globalThis so both instances share one PGlite per directory instead of locking each other out.
 */
const REGISTRY_KEY = Symbol.for('rupantaran.localBackend.databases');

interface Registry {
  open: Map<string, SharedEntry>;
  /** Directories whose database is still closing: reopening must wait, or the lock would be lost. */
  closing: Map<string, Promise<void>>;
}

function registry(): Registry {
  const holder = globalThis as typeof globalThis & { [REGISTRY_KEY]?: Registry };
  holder[REGISTRY_KEY] ??= { open: new Map(), closing: new Map() };
  return holder[REGISTRY_KEY];
}

export interface SharedDatabaseHandle {
  readonly ready: Promise<LocalDatabase>;
  /** Closes the database (and drops the lock) when the last user releases it. */
  release(): Promise<void>;
}

let memoryDatabases = 0;

export function acquireSharedDatabase(options: OpenOptions): SharedDatabaseHandle {
  const { open, closing } = registry();
  // Each in-memory database is private: sharing one between servers would mix their data.
  const key = isMemoryDataDir(options.dataDir)
    ? `${options.dataDir}#${(memoryDatabases += 1)}`
    : options.dataDir;
  let entry = open.get(key);
  if (!entry) {
    const previousClose = closing.get(key) ?? Promise.resolve();
    const opening = previousClose.then(() => openLocalDatabase(options));
    const created: SharedEntry = { opening, users: 0 };
    opening.catch(() => {
      if (open.get(key) === created) open.delete(key);
    });
    open.set(key, created);
    entry = created;
  }
  entry.users += 1;
  const shared = entry;
  let released = false;
  return {
    ready: shared.opening,
    async release() {
      if (released) return;
      released = true;
      shared.users -= 1;
      if (shared.users > 0) return;
      if (open.get(key) === shared) open.delete(key);
      const closed = shared.opening.then((database) => database.close()).catch(() => undefined);
      closing.set(key, closed);
      await closed;
      if (closing.get(key) === closed) closing.delete(key);
    },
  };
}

/** Closes every database this process opened; for signal handlers. */
export async function closeAllSharedDatabases(): Promise<void> {
  const { open, closing } = registry();
  const entries = [...open.values()];
  open.clear();
  await Promise.all([
    ...entries.map((entry) => entry.opening.then((database) => database.close()).catch(() => undefined)),
    ...closing.values(),
  ]);
}
