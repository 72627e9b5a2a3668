/**
 * Vitest global setup (unit project): one migrated PGlite, dumped once, that openTestDatabase()
 * copies for each test file instead of running initdb and every migration again (4–6 s each).
 *
 * The dump is cached under node_modules/.cache by a hash of the migrations and PGlite's version, so
 * a changed or added migration builds a new one; a fresh clone builds it once per run.
 */
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { PGlite } from '@electric-sql/pglite';
import { applyMigrations, listMigrations } from '../../server/migrations';
import { migrationsDir, PROJECT_ROOT } from '../../server/paths';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A `dumpDataDir()` tarball of a freshly migrated database (tests/db/support.ts opens copies). */
    pgliteTemplate: string;
  }
}

function templateKey(): string {
  const hash = createHash('sha256');
  const pglite = JSON.parse(
    readFileSync(join(PROJECT_ROOT, 'node_modules', '@electric-sql', 'pglite', 'package.json'), 'utf8'),
  ) as { version: string };
  hash.update(pglite.version);
  for (const migration of listMigrations(migrationsDir())) {
    hash.update(migration.version).update(migration.name).update(readFileSync(migration.path));
  }
  return hash.digest('hex').slice(0, 16);
}

export default async function setup(project: TestProject): Promise<void> {
  const cacheDir = join(PROJECT_ROOT, 'node_modules', '.cache', 'rupantaran-pglite');
  const file = join(cacheDir, `template-${templateKey()}.tar`);
  if (!existsSync(file)) {
    const db = await PGlite.create('memory://');
    try {
      await applyMigrations(db, migrationsDir());
      const dump = await db.dumpDataDir('none');
      mkdirSync(cacheDir, { recursive: true });
      // Written beside and renamed: a run started meanwhile never reads half a file.
      const partial = `${file}.${process.pid}.partial`;
      writeFileSync(partial, Buffer.from(await dump.arrayBuffer()));
      renameSync(partial, file);
    } finally {
      await db.close();
    }
  }
  project.provide('pgliteTemplate', file);
}
