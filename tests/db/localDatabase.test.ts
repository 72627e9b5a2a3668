/** The on-disk database: cold starts, migrations recorded once, the lock, reading without a server. */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openLocalDatabase } from '../../server/db';
import { DataDirLockedError } from '../../server/lock';
import { listMigrations } from '../../server/migrations';
import { lockFileFor, migrationsDir } from '../../server/paths';
import { readConsultationRequests } from '../../server/requestsStore';
import { insertAs } from './support';

const root = mkdtempSync(join(tmpdir(), 'rupantaran-db-'));
const dataDir = join(root, '.data', 'pglite');
const lockFile = lockFileFor(dataDir);
/** Every migration in supabase/migrations, in the order they apply. */
const allVersions = listMigrations(migrationsDir()).map((migration) => migration.version);

afterAll(() => {
  rmSync(root, { recursive: true, force: true });
});

function deadPid(): number {
  const child = spawnSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))']);
  return Number(child.stdout.toString());
}

describe('local database on disk', () => {
  it('initialises a fresh directory, then reopens it without re-running migrations', async () => {
    const fresh = await openLocalDatabase({ dataDir });
    expect(fresh.startup).toMatchObject({ freshDataDir: true, migrationsApplied: allVersions });
    expect(JSON.parse(readFileSync(lockFile, 'utf8'))).toMatchObject({ pid: process.pid });
    await insertAs(
      fresh.db,
      'anon',
      { full_name: 'Kabita Thapa', phone_number: '9801234567', email: null, help_topic: 'Learn AI Tools' },
      true,
    );
    await fresh.close();
    expect(existsSync(lockFile)).toBe(false);

    const again = await openLocalDatabase({ dataDir });
    expect(again.startup).toMatchObject({ freshDataDir: false, migrationsApplied: [] });
    const { rows } = await again.db.query<{ version: string }>(
      'select version from local_meta.schema_migrations',
    );
    expect(rows.map((row) => row.version).sort()).toEqual(allVersions);
    await again.close();
    console.info(
      `[cold start] fresh data directory ${fresh.startup.milliseconds} ms, existing directory ${again.startup.milliseconds} ms`,
    );
  }, 120_000);

  it('refuses a directory another live process holds, with a clear message', async () => {
    writeFileSync(
      lockFile,
      JSON.stringify({ pid: process.ppid, host: 'test', since: '2026-11-21T05:00:00Z' }),
    );
    try {
      await expect(openLocalDatabase({ dataDir })).rejects.toThrow(DataDirLockedError);
      await expect(openLocalDatabase({ dataDir })).rejects.toThrow(`is in use by process ${process.ppid}`);
      await expect(readConsultationRequests({ dataDir, root })).rejects.toThrow(
        `held by process ${process.ppid}`,
      );
    } finally {
      rmSync(lockFile, { force: true });
    }
  });

  it('takes over a lock left by a process that is gone, and reads the rows directly', async () => {
    writeFileSync(lockFile, JSON.stringify({ pid: deadPid(), host: 'test', since: '2026-11-21T05:00:00Z' }));
    const rows = await readConsultationRequests({ dataDir, root });
    expect(rows).toEqual([
      expect.objectContaining({
        full_name: 'Kabita Thapa',
        phone_number: '9801234567',
        email: null,
        help_topic: 'Learn AI Tools',
      }),
    ]);
    expect(rows[0]?.created_at).toMatch(/^\d{4}-\d\d-\d\dT/);
    expect(existsSync(lockFile)).toBe(false);
  }, 60_000);

  it('reports an empty list for a directory that was never created', async () => {
    await expect(readConsultationRequests({ dataDir: join(root, 'nothing-here'), root })).resolves.toEqual(
      [],
    );
  });
});
