import { chmodSync, lstatSync, mkdirSync, readdirSync, readlinkSync, realpathSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { acquireLock, acquireLockWhenFree, type DataDirLockedError, type HeldLock } from './lock.ts';
import { applyMigrations } from './migrations.ts';
import { isMemoryDataDir, lockFileFor, migrationsDir as defaultMigrationsDir } from './paths.ts';
import { memoryDatabaseTemplate } from './pgliteTemplate.ts';
import { pgliteWasmModules } from './pgliteWasm.ts';

/** Where an open stands; a server answers 503 at once while another process holds the lock. */
export type OpenStatus = 'waiting-for-lock' | 'opening' | 'ready' | 'failed';

export interface OpenOptions {
  /** A directory, or `memory://` (tests). */
  dataDir: string;
  /**
   * A `dumpDataDir()` tarball a new database starts from instead of running initdb; the migrations
   * are still checked against it. Tests use one migrated template (about 1 s to load, against 4–6 s
   * for initdb and the migrations).
   */
  loadDataDir?: Blob;
  migrationsDir?: string;
  warn?: (message: string) => void;
  /**
   * Wait for a lock another live process holds (retrying with back-off until it is released or
   * `signal` aborts) instead of failing with DataDirLockedError. Servers wait; the CLI does not.
   */
  waitForLock?: boolean;
  signal?: AbortSignal;
  onLockHeld?: (error: DataDirLockedError) => void;
  onStatus?: (status: OpenStatus) => void;
}

export interface LocalDatabase {
  readonly db: PGlite;
  readonly dataDir: string;
  /** How the open went, for logs and the benchmark figures. */
  readonly startup: { freshDataDir: boolean; milliseconds: number; migrationsApplied: string[] };
  close(): Promise<void>;
}

/** Emscripten's errno numbers (not the host's) for what PGlite's file system reports most. */
const EMSCRIPTEN_ERRNO: Record<number, string> = {
  2: 'EACCES (permission denied)',
  20: 'EEXIST (already exists)',
  28: 'EINVAL (invalid argument)',
  31: 'EISDIR (is a directory)',
  44: 'ENOENT (no such file or directory)',
  54: 'ENOTDIR (not a directory)',
  55: 'ENOTEMPTY (directory not empty)',
  63: 'EPERM (operation not permitted)',
};

/**
 * A readable message for whatever opening the database threw. PGlite's file system rejects with
 * Emscripten's ErrnoError, which is not an Error and has no message (`String()` of it is
 * "[object Object]"), and Emscripten's ExitStatus is a plain object with a message.
 */
export function describeError(error: unknown): string {
  if (error instanceof Error) return error.message || error.name;
  if (typeof error === 'object' && error !== null) {
    const { name, message, errno } = error as { name?: unknown; message?: unknown; errno?: unknown };
    if (typeof message === 'string' && message !== '') return message;
    if (typeof errno === 'number') {
      const what = EMSCRIPTEN_ERRNO[errno] ?? `errno ${errno}`;
      return `The database's file system failed: ${what}${typeof name === 'string' ? ` (${name})` : ''}`;
    }
    try {
      return JSON.stringify(error);
    } catch {
      return Object.prototype.toString.call(error);
    }
  }
  return String(error);
}

/**
 * Takes group and other permissions off `dir` and everything in it (directories 0700, files
 * owner-only). PGlite's file system creates files with mode 0666 and directories 0777 less the
 * umask, so a umask of 0 left every row readable, WAL included, to every local user. Symlinks are
 * left alone (chmod would follow them out of the directory).
 */
export function restrictToOwner(dir: string): void {
  const visit = (path: string, isDirectory: boolean): void => {
    let mode: number;
    try {
      mode = lstatSync(path).mode & 0o7777;
    } catch {
      return; // Removed meanwhile.
    }
    const wanted = isDirectory ? 0o700 : (mode & 0o700) | 0o600;
    if (mode !== wanted) chmodSync(path, wanted);
    if (!isDirectory) return;
    let entries;
    try {
      entries = readdirSync(path, { withFileTypes: true });
    } catch {
      return;
    }
    for (const entry of entries) {
      if (entry.isSymbolicLink()) continue;
      if (entry.isDirectory() || entry.isFile()) visit(join(path, entry.name), entry.isDirectory());
    }
  };
  visit(dir, true);
}

/**
 * The data directory with symbolic links followed (LOCAL_DB_DIR may point at a directory kept on
 * another disk): PGlite's file system does not follow a link itself and failed to open through one.
 * A link to nowhere stops the start with both paths named.
 */
export function followDataDirLink(dataDir: string): string {
  let isLink: boolean;
  try {
    isLink = lstatSync(dataDir).isSymbolicLink();
  } catch {
    return dataDir; // Not there yet: created below.
  }
  if (!isLink) return dataDir;
  try {
    return realpathSync(dataDir);
  } catch {
    throw new Error(
      `LOCAL_DB_DIR ${dataDir} is a symbolic link to ${readlinkSync(dataDir)}, which does not exist. ` +
        'Create that directory, or point LOCAL_DB_DIR at an existing one.',
    );
  }
}

/** Creates the data directory owner-only, or repairs the modes of an existing one. */
function preparePrivateDirectory(dataDir: string): void {
  let existing;
  try {
    existing = statSync(dataDir);
  } catch {
    mkdirSync(dataDir, { mode: 0o700 });
    return;
  }
  if (!existing.isDirectory()) {
    throw new Error(`The local database directory ${dataDir} exists but is not a directory.`);
  }
  restrictToOwner(dataDir);
}

/**
 * Opens PGlite on `dataDir` (initialising it when new: ~4 s and ~0.8 GB of scratch memory; an
 * existing directory opens in well under a second), takes the directory's lock, and applies
 * pending migrations from supabase/migrations. The directory is kept owner-only (0700, files
 * 0600). Use acquireSharedDatabase when a process may open the same directory more than once.
 */
export async function openLocalDatabase(options: OpenOptions): Promise<LocalDatabase> {
  const onDisk = !isMemoryDataDir(options.dataDir);
  const dataDir = onDisk ? followDataDirLink(options.dataDir) : options.dataDir;
  let started = performance.now();
  let lock: HeldLock | undefined;
  if (onDisk) {
    // New ancestors (usually `.data/`) are owner-only too; existing ones (perhaps /tmp) are not ours.
    mkdirSync(dirname(dataDir), { recursive: true, mode: 0o700 });
    if (options.waitForLock) {
      options.onStatus?.('waiting-for-lock');
      lock = await acquireLockWhenFree(lockFileFor(dataDir), dataDir, {
        ...(options.signal ? { signal: options.signal } : {}),
        ...(options.onLockHeld ? { onHeld: options.onLockHeld } : {}),
      });
      // The start-up time reported is the database's, not the wait for another process.
      started = performance.now();
    } else {
      lock = acquireLock(lockFileFor(dataDir), dataDir);
    }
  }
  options.onStatus?.('opening');
  let db: PGlite | undefined;
  try {
    if (onDisk) preparePrivateDirectory(dataDir);
    const freshDataDir = !onDisk || !existsPgVersion(dataDir);
    const loadDataDir = options.loadDataDir ?? memoryDatabaseTemplate(dataDir);
    db = await PGlite.create(dataDir, {
      ...(await pgliteWasmModules()),
      ...(loadDataDir ? { loadDataDir } : {}),
    });
    // initdb has just written hundreds of files with PGlite's permissive modes.
    if (onDisk) restrictToOwner(dataDir);
    const migrationsApplied = await applyMigrations(
      db,
      options.migrationsDir ?? defaultMigrationsDir(),
      options.warn,
    );
    const opened = db;
    const held = lock;
    let closing: Promise<void> | undefined;
    options.onStatus?.('ready');
    return {
      db: opened,
      dataDir,
      startup: { freshDataDir, milliseconds: Math.round(performance.now() - started), migrationsApplied },
      close() {
        closing ??= opened
          .close()
          .then(() => {
            // Files created while the database ran (WAL segments, relations) got PGlite's modes;
            // the directory being 0700 kept them private meanwhile, and this tidies them up.
            if (onDisk) restrictToOwner(dataDir);
          })
          .finally(() => held?.release());
        return closing;
      },
    };
  } catch (error) {
    await db?.close().catch(() => undefined);
    lock?.release();
    throw error;
  }
}

function existsPgVersion(dataDir: string): boolean {
  try {
    return statSync(join(dataDir, 'PG_VERSION')).isFile();
  } catch {
    return false;
  }
}

interface SharedEntry {
  opening: Promise<LocalDatabase>;
  users: number;
  status: OpenStatus;
  /** Stops waiting for the lock when the last user leaves before it was obtained. */
  abort: AbortController;
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
  /**
   * Resolves once this process holds the directory's lock and the database is open and migrated.
   * While another process holds the lock it stays pending (see status()); it rejects when opening
   * fails, or when the handle is released before the lock was obtained.
   */
  readonly ready: Promise<LocalDatabase>;
  status(): OpenStatus;
  /** Closes the database (and drops the lock) when the last user releases it. */
  release(): Promise<void>;
}

let memoryDatabases = 0;

/** Servers use this: they wait for a lock another process holds rather than fail for good. */
export function acquireSharedDatabase(options: OpenOptions): SharedDatabaseHandle {
  const { open, closing } = registry();
  // Each in-memory database is private: sharing one between servers would mix their data.
  const key = isMemoryDataDir(options.dataDir)
    ? `${options.dataDir}#${(memoryDatabases += 1)}`
    : options.dataDir;
  let entry = open.get(key);
  if (!entry) {
    const previousClose = closing.get(key) ?? Promise.resolve();
    const abort = new AbortController();
    const opening = previousClose.then(() =>
      openLocalDatabase({
        waitForLock: true,
        ...options,
        signal: abort.signal,
        onStatus: (status) => {
          created.status = status;
          options.onStatus?.(status);
        },
      }),
    );
    // onStatus above runs only after this, once previousClose has settled.
    const created: SharedEntry = { opening, users: 0, status: 'opening', abort };
    opening.catch(() => {
      created.status = 'failed';
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
    status: () => shared.status,
    async release() {
      if (released) return;
      released = true;
      shared.users -= 1;
      if (shared.users > 0) return;
      if (open.get(key) === shared) open.delete(key);
      if (shared.status === 'waiting-for-lock') {
        shared.abort.abort(new Error('The server closed before the local database was free.'));
      }
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
  for (const entry of entries) {
    if (entry.status === 'waiting-for-lock') entry.abort.abort(new Error('Shutting down.'));
  }
  await Promise.all([
    ...entries.map((entry) => entry.opening.then((database) => database.close()).catch(() => undefined)),
    ...closing.values(),
  ]);
}
