/**
 * The data directory holds every stored e-mail and phone number (the WAL too): it must be the
 * owner's alone, however permissive the umask, and an existing directory with loose modes is
 * repaired when the backend opens it.
 */
import { mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { describeError, openLocalDatabase } from '../../server/db';
import { insertAs, loosenPermissions, migratedTemplate } from './support';

const root = mkdtempSync(join(tmpdir(), 'rupantaran-datadir-'));
const dataDir = join(root, '.data', 'pglite');
let previousUmask: number;

beforeAll(() => {
  // The audit's conditions: with umask 0, PGlite created 969 files 0666 and directories 0777.
  previousUmask = process.umask(0);
});

afterAll(() => {
  process.umask(previousUmask);
  rmSync(root, { recursive: true, force: true });
});

/** Every path under `dir` (itself included) whose mode grants group or others anything. */
function exposed(dir: string): string[] {
  const found: string[] = [];
  const visit = (path: string) => {
    const stat = statSync(path);
    if ((stat.mode & 0o077) !== 0) found.push(`${path} ${(stat.mode & 0o777).toString(8)}`);
    if (stat.isDirectory()) for (const name of readdirSync(path)) visit(join(path, name));
  };
  visit(dir);
  return found;
}

function count(dir: string): number {
  let entries = 1;
  if (statSync(dir).isDirectory()) for (const name of readdirSync(dir)) entries += count(join(dir, name));
  return entries;
}

describe('data directory permissions', () => {
  // From the migrated template, which writes the same files as initdb with the same loose modes, in a
  // fraction of the time (tests/db/localDatabase.test.ts runs initdb itself).
  it('creates a fresh directory (and .data) owner-only, and keeps it so after inserts and close', async () => {
    const database = await openLocalDatabase({ dataDir, loadDataDir: migratedTemplate() });
    expect(exposed(join(root, '.data'))).toEqual([]);
    await insertAs(
      database.db,
      'anon',
      { full_name: 'Sita Rai', phone_number: null, email: 'sita@example.com', help_topic: 'Other' },
      true,
    );
    await database.db.exec('checkpoint');
    await database.close();
    expect(exposed(join(root, '.data'))).toEqual([]);
    expect(statSync(dataDir).mode & 0o777).toBe(0o700);
    expect(statSync(join(dataDir, 'global', 'pg_control')).mode & 0o777).toBe(0o600);
  }, 120_000);

  it('repairs an existing directory whose entries are 0666/0777 when it opens', async () => {
    loosenPermissions(dataDir);
    expect(exposed(dataDir)).toHaveLength(count(dataDir));

    const database = await openLocalDatabase({ dataDir });
    try {
      expect(exposed(dataDir)).toEqual([]);
      const { rows } = await database.db.query('select email from public.consultation_requests');
      expect(rows).toEqual([{ email: 'sita@example.com' }]);
    } finally {
      await database.close();
    }
    expect(exposed(dataDir)).toEqual([]);
  }, 120_000);
});

describe('start-up errors', () => {
  it("describes PGlite's file-system errors, which are not Error objects", async () => {
    const file = join(root, 'a-file');
    writeFileSync(file, 'not a database');
    const thrown: unknown = await PGlite.create(file).then(
      () => undefined,
      (error: unknown) => error,
    );
    expect(thrown).toBeDefined();
    expect(String(thrown)).toBe('[object Object]');
    expect(describeError(thrown)).toMatch(/ENOTDIR/);
    await expect(openLocalDatabase({ dataDir: file })).rejects.toThrow('is not a directory');
  }, 60_000);
});
