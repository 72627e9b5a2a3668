/**
 * Vitest global setup (unit project): one migrated PGlite, dumped once, that openTestDatabase()
 * copies for each test file instead of running initdb and every migration again (4–6 s each).
 *
 * The dump is cached under node_modules/.cache (server/pgliteTemplate.ts), so a fresh clone builds it
 * once, and the e2e servers that run after the unit suite start from it too.
 */
import { existsSync, mkdirSync, renameSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import type { TestProject } from 'vitest/node';
import { PGlite } from '@electric-sql/pglite';
import { applyMigrations } from '../../server/migrations';
import { migrationsDir } from '../../server/paths';
import { pgliteTemplateFile } from '../../server/pgliteTemplate';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A `dumpDataDir()` tarball of a freshly migrated database (tests/db/support.ts opens copies). */
    pgliteTemplate: string;
  }
}

export default async function setup(project: TestProject): Promise<void> {
  const file = pgliteTemplateFile();
  if (!existsSync(file)) {
    const db = await PGlite.create('memory://');
    try {
      await applyMigrations(db, migrationsDir());
      const dump = await db.dumpDataDir('none');
      mkdirSync(dirname(file), { recursive: true });
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
