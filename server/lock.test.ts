// @vitest-environment node
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { acquireLock, DataDirLockedError, isProcessAlive, liveLockOwner, readLockOwner } from './lock.ts';

const dir = mkdtempSync(join(tmpdir(), 'rupantaran-lock-'));
const lockPath = join(dir, 'pglite.lock');

afterEach(() => rmSync(lockPath, { force: true }));
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
});
