import { linkSync, readFileSync, statSync, unlinkSync, writeFileSync } from 'node:fs';
import { hostname } from 'node:os';
import { randomBytes } from 'node:crypto';

/**
 * One process per PGlite data directory: two processes writing one directory silently lose rows.
 * The lock is a JSON file naming the owner process, created atomically (write a temporary file,
 * then hard-link it into place, which fails if the lock exists). A lock whose process is gone is
 * stale and taken over. "Gone" includes a zombie (killed, not yet reaped: `kill(pid, 0)` still
 * succeeds on it) and a recycled pid (another process that got the same number): on Linux the lock
 * records the owner's start time and boot, and both must still match.
 */
export interface LockOwner {
  pid: number;
  host: string;
  since: string;
  /** /proc/<pid>/stat field 22 (start time in clock ticks since boot); absent off Linux. */
  start?: string;
  /** /proc/sys/kernel/random/boot_id: start times only compare within one boot. */
  boot?: string;
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

interface ProcessStat {
  /** R, S, D, Z (zombie), X (dead), … */
  state: string;
  start: string;
}

/** The state and start time of `pid` from /proc; null when /proc has no such process. */
function readProcessStat(pid: number): ProcessStat | null | 'unknown' {
  let text: string;
  try {
    text = readFileSync(`/proc/${pid}/stat`, 'utf8');
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    // ENOENT with a working /proc means no such process; anything else (no /proc: macOS, Windows;
    // hidepid) means we cannot tell from here.
    return code === 'ENOENT' && procAvailable() ? null : 'unknown';
  }
  // The command name (field 2) is in parentheses and may itself contain spaces or ')'.
  const fields = text.slice(text.lastIndexOf(')') + 2).split(' ');
  const state = fields[0];
  const start = fields[19]; // field 22 overall: fields 3.. start at index 0
  if (state === undefined || start === undefined) return 'unknown';
  return { state, start };
}

let procChecked: boolean | undefined;
function procAvailable(): boolean {
  if (procChecked === undefined) {
    try {
      statSync(`/proc/${process.pid}/stat`);
      procChecked = true;
    } catch {
      procChecked = false;
    }
  }
  return procChecked;
}

function readBootId(): string | undefined {
  try {
    return readFileSync('/proc/sys/kernel/random/boot_id', 'utf8').trim() || undefined;
  } catch {
    return undefined;
  }
}

/** This process, as a lock or an announcement records it. */
export function currentProcessIdentity(): { pid: number; start?: string; boot?: string } {
  const stat = readProcessStat(process.pid);
  const boot = readBootId();
  return {
    pid: process.pid,
    ...(stat !== null && stat !== 'unknown' ? { start: stat.start } : {}),
    ...(boot !== undefined ? { boot } : {}),
  };
}

function signalSaysAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * Whether the process a lock (or announcement) names is still running: not exited, not a zombie,
 * and, when the record carries a start time, the very same process rather than a later one that
 * was given the same pid.
 */
export function isProcessAlive(pid: number, identity: { start?: string; boot?: string } = {}): boolean {
  if (!Number.isInteger(pid) || pid <= 0) return false;
  const stat = readProcessStat(pid);
  if (stat === null) return false;
  if (stat === 'unknown') return signalSaysAlive(pid);
  if (stat.state === 'Z' || stat.state === 'X' || stat.state === 'x') return false;
  if (identity.boot !== undefined) {
    const boot = readBootId();
    if (boot !== undefined && boot !== identity.boot) return false;
  }
  return identity.start === undefined || identity.start === stat.start;
}

function isOwnerAlive(owner: LockOwner): boolean {
  return isProcessAlive(owner.pid, owner);
}

/** An owner that is this very process (not merely one that once had our pid). */
function isSelf(owner: LockOwner): boolean {
  return owner.pid === process.pid && sameProcess(owner, currentProcessIdentity());
}

export function readLockOwner(lockPath: string): LockOwner | null {
  try {
    const parsed: unknown = JSON.parse(readFileSync(lockPath, 'utf8'));
    if (typeof parsed !== 'object' || parsed === null) return null;
    const { pid, host, since, start, boot } = parsed as Record<string, unknown>;
    if (typeof pid !== 'number') return null;
    return {
      pid,
      host: typeof host === 'string' ? host : '',
      since: typeof since === 'string' ? since : '',
      ...(typeof start === 'string' ? { start } : {}),
      ...(typeof boot === 'string' ? { boot } : {}),
    };
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

/** Whether two records (lock owner, announcement) name the same process. */
export function sameProcess(
  a: { pid: number; start?: string; boot?: string },
  b: { pid: number; start?: string; boot?: string },
): boolean {
  if (a.pid !== b.pid) return false;
  if (a.boot !== undefined && b.boot !== undefined && a.boot !== b.boot) return false;
  return a.start === undefined || b.start === undefined || a.start === b.start;
}

/** Who holds the lock now, this process included; null when it is free or stale. */
export function lockHolder(lockPath: string): LockOwner | null {
  const owner = readLockOwner(lockPath);
  return owner && (isSelf(owner) || isOwnerAlive(owner)) ? owner : null;
}

/** The live owner of `dataDir`'s lock other than this process, if any. */
export function liveLockOwner(lockPath: string): LockOwner | null {
  const owner = readLockOwner(lockPath);
  return owner && !isSelf(owner) && isOwnerAlive(owner) ? owner : null;
}

type Verdict = { kind: 'free' } | { kind: 'held'; owner: LockOwner } | { kind: 'stale'; inode: number };

/** What the file at `path` (a lock or a takeover marker) means for us. */
function judge(path: string): Verdict {
  let inode: number;
  try {
    inode = statSync(path).ino;
  } catch {
    return { kind: 'free' };
  }
  const owner = readLockOwner(path);
  if (owner === null) {
    return ageMs(path) < UNREADABLE_GRACE_MS
      ? { kind: 'held', owner: { pid: -1, host: '', since: 'just now' } }
      : { kind: 'stale', inode };
  }
  // A leftover of this very process (a server it closed without releasing) is ours to take.
  if (isSelf(owner) || !isOwnerAlive(owner)) return { kind: 'stale', inode };
  return { kind: 'held', owner };
}

function sameInode(path: string, inode: number): boolean {
  try {
    return statSync(path).ino === inode;
  } catch {
    return false;
  }
}

/**
 * Removes the stale lock at `lockPath`. Two processes that both saw the same stale lock must not
 * both remove "it": the second would delete the lock the first has just created. So a takeover
 * runs under a second, short-lived lock (`<lock>.takeover`, taken the same atomic way), and
 * re-checks the lock under it. Returns 'busy' when another process is mid-takeover.
 */
function removeStaleLock(lockPath: string, draft: string, dataDir: string): 'done' | 'busy' {
  const marker = `${lockPath}.takeover`;
  try {
    linkSync(draft, marker);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    const verdict = judge(marker);
    if (verdict.kind === 'held') return 'busy';
    // The process taking over died in the middle (a window of microseconds): clear its marker.
    if (verdict.kind === 'stale' && sameInode(marker, verdict.inode)) removeIfPresent(marker);
    return 'done';
  }
  try {
    const verdict = judge(lockPath);
    if (verdict.kind === 'held') throw new DataDirLockedError(dataDir, verdict.owner);
    if (verdict.kind === 'stale' && sameInode(lockPath, verdict.inode)) removeIfPresent(lockPath);
    return 'done';
  } finally {
    removeIfPresent(marker);
  }
}

/**
 * A lock file that another user owns: in a shared directory anyone may plant one, and waiting for
 * it would wait forever. Not a DataDirLockedError, so nothing waits: the server stops with this.
 */
export class ForeignLockError extends Error {
  constructor(
    readonly lockPath: string,
    readonly uid: number,
  ) {
    super(
      `The lock file ${lockPath} belongs to another user (uid ${uid}), not to you (uid ${process.getuid?.() ?? '?'}). ` +
        'The local database must live in a directory only you control: point LOCAL_DB_DIR at one, or remove that file if you trust it.',
    );
    this.name = 'ForeignLockError';
  }
}

function refuseForeignLock(lockPath: string): void {
  const ownUid = process.getuid?.();
  if (ownUid === undefined) return;
  let uid: number;
  try {
    uid = statSync(lockPath).uid;
  } catch {
    return;
  }
  if (uid !== ownUid) throw new ForeignLockError(lockPath, uid);
}

export function acquireLock(lockPath: string, dataDir: string): HeldLock {
  const owner: LockOwner = {
    ...currentProcessIdentity(),
    host: hostname(),
    since: new Date().toISOString(),
  };
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
      refuseForeignLock(lockPath);
      const verdict = judge(lockPath);
      if (verdict.kind === 'held') throw new DataDirLockedError(dataDir, verdict.owner);
      if (verdict.kind === 'stale' && removeStaleLock(lockPath, draft, dataDir) === 'busy') {
        // Someone else is taking it over right now; the caller's retry will see who won.
        throw new DataDirLockedError(dataDir, { pid: -1, host: '', since: 'just now' });
      }
    }
    throw new Error(`Could not take the lock ${lockPath}: it keeps changing hands`);
  } finally {
    removeIfPresent(draft);
  }
}

export interface WaitOptions {
  signal?: AbortSignal;
  /** Called once, when the lock turns out to be held: to tell the user why nothing happens yet. */
  onHeld?: (error: DataDirLockedError) => void;
  firstDelayMs?: number;
  maxDelayMs?: number;
}

function sleep(ms: number, signal: AbortSignal | undefined): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) {
      reject(signal.reason as Error);
      return;
    }
    const onAbort = () => {
      clearTimeout(timer);
      reject(signal?.reason as Error);
    };
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    signal?.addEventListener('abort', onAbort, { once: true });
  });
}

/**
 * acquireLock, but a lock held by a live process is waited for (100 ms, doubling to 2 s, for as
 * long as it takes) instead of failing: a server started while an old one is still shutting down
 * then takes over the data as soon as the old one lets go. Rejects only on other errors or abort.
 */
export async function acquireLockWhenFree(
  lockPath: string,
  dataDir: string,
  options: WaitOptions = {},
): Promise<HeldLock> {
  let delay = options.firstDelayMs ?? 100;
  const maxDelay = options.maxDelayMs ?? 2_000;
  let told = false;
  for (;;) {
    options.signal?.throwIfAborted();
    try {
      return acquireLock(lockPath, dataDir);
    } catch (error) {
      if (!(error instanceof DataDirLockedError)) throw error;
      if (!told && error.owner.pid !== -1) {
        told = true;
        options.onHeld?.(error);
      }
    }
    await sleep(delay, options.signal);
    delay = Math.min(delay * 2, maxDelay);
  }
}

function releaseIfOurs(lockPath: string): void {
  const owner = readLockOwner(lockPath);
  if (owner !== null && isSelf(owner)) removeIfPresent(lockPath);
}
