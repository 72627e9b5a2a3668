import { spawn, spawnSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readFileSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import {
  acquireLock,
  acquireLockWhenFree,
  currentProcessIdentity,
  DataDirLockedError,
  ForeignLockError,
  isProcessAlive,
  liveLockOwner,
  readLockOwner,
} from './lock.ts';

const dir = mkdtempSync(join(tmpdir(), 'rupantaran-lock-'));
const lockPath = join(dir, 'pglite.lock');

afterEach(() => {
  rmSync(lockPath, { force: true });
  rmSync(`${lockPath}.takeover`, { force: true });
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function exitedPid(): number {
  return Number(
    spawnSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))']).stdout.toString(),
  );
}

describe('data directory lock', () => {
  it('is created with our pid and removed on release', () => {
    const lock = acquireLock(lockPath, dir);
    expect(readLockOwner(lockPath)).toMatchObject({ pid: process.pid });
    expect(liveLockOwner(lockPath)).toBeNull();
    lock.release();
    expect(existsSync(lockPath)).toBe(false);
  });

  it('refuses a lock held by another live process', () => {
    writeFileSync(lockPath, JSON.stringify({ pid: process.ppid, host: 'h', since: 'earlier' }));
    expect(() => acquireLock(lockPath, dir)).toThrow(DataDirLockedError);
    expect(liveLockOwner(lockPath)).toMatchObject({ pid: process.ppid });
  });

  it('refuses, at once and with a clear message, a lock file another user planted (issue 23 item 5)', async () => {
    // A live holder's lock, as a planted one would claim to be; owned by another uid.
    writeFileSync(lockPath, JSON.stringify({ pid: process.ppid, host: 'h', since: 'earlier' }));
    const ownUid = process.getuid?.() ?? 0;
    const otherUid = ownUid === 0 ? 65534 : ownUid;
    if (ownUid !== 0) return; // Only root can give a file away; the check itself is uid arithmetic.
    chownSync(lockPath, otherUid, otherUid);
    expect(() => acquireLock(lockPath, dir)).toThrow(ForeignLockError);
    expect(() => acquireLock(lockPath, dir)).toThrow(/belongs to another user \(uid 65534\).*LOCAL_DB_DIR/);
    // Not waited for: acquireLockWhenFree rejects instead of polling forever.
    await expect(acquireLockWhenFree(lockPath, dir, { firstDelayMs: 10 })).rejects.toThrow(ForeignLockError);
  });

  it('takes over a lock whose process has exited', () => {
    const pid = exitedPid();
    expect(isProcessAlive(pid)).toBe(false);
    writeFileSync(lockPath, JSON.stringify({ pid, host: 'h', since: 'earlier' }));
    acquireLock(lockPath, dir).release();
  });

  it('waits out a fresh unreadable lock but takes over an old one', () => {
    writeFileSync(lockPath, '');
    expect(() => acquireLock(lockPath, dir)).toThrow(DataDirLockedError);
    const old = new Date(Date.now() - 60_000);
    utimesSync(lockPath, old, old);
    acquireLock(lockPath, dir).release();
  });

  it('does not release a lock that another process has since taken', () => {
    const lock = acquireLock(lockPath, dir);
    writeFileSync(lockPath, JSON.stringify({ pid: process.ppid, host: 'h', since: 'later' }));
    lock.release();
    expect(existsSync(lockPath)).toBe(true);
  });

  it('records the start time, so a lock naming a pid since given to another process is stale', () => {
    const lock = acquireLock(lockPath, dir);
    const own = readLockOwner(lockPath);
    lock.release();
    if (process.platform !== 'linux') return;
    expect(own?.start).toMatch(/^\d+$/);
    // process.ppid is alive, but it is not the process that wrote this lock.
    writeFileSync(lockPath, JSON.stringify({ pid: process.ppid, host: 'h', since: 'earlier', start: '1' }));
    expect(liveLockOwner(lockPath)).toBeNull();
    acquireLock(lockPath, dir).release();
    const parentStart = readFileSync(`/proc/${process.ppid}/stat`, 'utf8').split(') ')[1]?.split(' ')[19];
    writeFileSync(
      lockPath,
      JSON.stringify({ pid: process.ppid, host: 'h', since: 'earlier', start: parentStart }),
    );
    expect(() => acquireLock(lockPath, dir)).toThrow(DataDirLockedError);
    expect(currentProcessIdentity().start).toBe(own?.start);
  });

  it.runIf(process.platform === 'linux')('takes over a lock whose process is a zombie', async () => {
    // `sleep` becomes the parent of the backgrounded `sleep 0.3` and never reaps it.
    const shell = spawn('sh', ['-c', 'sleep 0.3 & echo $!; exec sleep 30'], {
      stdio: ['ignore', 'pipe', 'ignore'],
    });
    try {
      const zombie = Number(
        await new Promise<string>((resolve) =>
          shell.stdout.once('data', (data: Buffer) => resolve(String(data))),
        ),
      );
      await expect
        .poll(() => readFileSync(`/proc/${zombie}/stat`, 'utf8').split(') ')[1]?.[0], { timeout: 5_000 })
        .toBe('Z');
      expect(() => process.kill(zombie, 0)).not.toThrow(); // what used to count as alive
      expect(isProcessAlive(zombie)).toBe(false);
      writeFileSync(lockPath, JSON.stringify({ pid: zombie, host: 'h', since: 'earlier' }));
      acquireLock(lockPath, dir).release();
    } finally {
      shell.kill('SIGKILL');
    }
  });

  it('clears a takeover marker left by a process that died mid-takeover', () => {
    writeFileSync(lockPath, JSON.stringify({ pid: exitedPid(), host: 'h', since: 'earlier' }));
    writeFileSync(`${lockPath}.takeover`, JSON.stringify({ pid: exitedPid(), host: 'h', since: 'earlier' }));
    acquireLock(lockPath, dir).release();
    expect(existsSync(`${lockPath}.takeover`)).toBe(false);
  });

  it('waits for a lock held by a live process and takes it once that process exits', async () => {
    const holder = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 600)'], { stdio: 'ignore' });
    const exited = new Promise((resolve) => holder.once('exit', resolve));
    writeFileSync(lockPath, JSON.stringify({ pid: holder.pid, host: 'h', since: 'now' }));
    let told: DataDirLockedError | undefined;
    const started = Date.now();
    const lock = await acquireLockWhenFree(lockPath, dir, { onHeld: (error) => (told = error) });
    await exited;
    expect(told?.owner.pid).toBe(holder.pid);
    expect(Date.now() - started).toBeGreaterThanOrEqual(500);
    expect(readLockOwner(lockPath)?.pid).toBe(process.pid);
    lock.release();
  });

  it('stops waiting when aborted', async () => {
    writeFileSync(lockPath, JSON.stringify({ pid: process.ppid, host: 'h', since: 'now' }));
    const controller = new AbortController();
    const waiting = acquireLockWhenFree(lockPath, dir, { signal: controller.signal });
    setTimeout(() => controller.abort(new Error('closed')), 250);
    await expect(waiting).rejects.toThrow('closed');
  });
});
