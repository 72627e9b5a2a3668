import { linkSync, readFileSync, statSync, unlinkSync, writeFileSync } from 'node:fs';
import { hostname } from 'node:os';
import { randomBytes } from 'node:crypto';

/**
 * One process per PGlite data directory: two processes writing one directory silently lose rows.
 * The lock is a JSON file holding the owner's pid, created atomically (write a temporary file, then
 * hard-link it into place, which fails if the lock exists). A lock whose process is gone is stale
 * and taken over.
 */
export interface LockOwner {
  pid: number;
  host: string;
  since: string;
}

export class DataDirLockedError extends Error {
  constructor(
    readonly dataDir: string,
    readonly owner: LockOwner,
  ) {
    super(
      `The local database ${dataDir} is in use by process ${owner.pid} (since ${owner.since}). ` +
        'Stop that dev/preview server first, or point LOCAL_DB_DIR at another directory.',
    );
    this.name = 'DataDirLockedError';
  }
}

export interface HeldLock {
  readonly path: string;
  release(): void;
}

/** A lock file this young may still be being written; older unreadable ones are leftovers. */
const UNREADABLE_GRACE_MS = 5_000;

export function isProcessAlive(pid: number): boolean {
  if (!Number.isInteger(pid) || pid <= 0) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

export function readLockOwner(lockPath: string): LockOwner | null {
  try {
    const parsed: unknown = JSON.parse(readFileSync(lockPath, 'utf8'));
    if (typeof parsed !== 'object' || parsed === null) return null;
    const { pid, host, since } = parsed as Record<string, unknown>;
    if (typeof pid !== 'number') return null;
    return { pid, host: typeof host === 'string' ? host : '', since: typeof since === 'string' ? since : '' };
  } catch {
    return null;
  }
}

function ageMs(path: string): number {
  try {
    return Date.now() - statSync(path).mtimeMs;
  } catch {
    return Number.POSITIVE_INFINITY;
  }
}

function removeIfPresent(path: string): void {
  try {
    unlinkSync(path);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
}

/** The live owner of `dataDir`'s lock other than this process, if any. */
export function liveLockOwner(lockPath: string): LockOwner | null {
  const owner = readLockOwner(lockPath);
  return owner && owner.pid !== process.pid && isProcessAlive(owner.pid) ? owner : null;
}

export function acquireLock(lockPath: string, dataDir: string): HeldLock {
  const owner: LockOwner = { pid: process.pid, host: hostname(), since: new Date().toISOString() };
  const draft = `${lockPath}.${process.pid}.${randomBytes(4).toString('hex')}.tmp`;
  writeFileSync(draft, `${JSON.stringify(owner)}\n`, { mode: 0o600 });
  try {
    for (let attempt = 0; attempt < 5; attempt += 1) {
      try {
        linkSync(draft, lockPath);
        return { path: lockPath, release: () => releaseIfOurs(lockPath) };
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      }
      const existing = readLockOwner(lockPath);
      if (existing === null) {
        if (ageMs(lockPath) < UNREADABLE_GRACE_MS) {
          throw new DataDirLockedError(dataDir, { pid: -1, host: '', since: 'just now' });
        }
      } else if (existing.pid !== process.pid && isProcessAlive(existing.pid)) {
        throw new DataDirLockedError(dataDir, existing);
      }
      // Stale (its process is gone) or a leftover of this very process: take it over.
      removeIfPresent(lockPath);
    }
    throw new Error(`Could not take the lock ${lockPath}: it keeps changing hands`);
  } finally {
    removeIfPresent(draft);
  }
}

function releaseIfOurs(lockPath: string): void {
  if (readLockOwner(lockPath)?.pid === process.pid) removeIfPresent(lockPath);
}
