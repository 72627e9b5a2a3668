/**
 * One migrated PGlite, dumped once (`dumpDataDir()`), that test databases start from instead of
 * running initdb and every migration again (4–6 s each, longer on a busy machine). The unit suite's
 * global setup writes it, and so does `npm run test:e2e` before its servers start (they load it
 * through LOCAL_DB_TEMPLATE): in `npm test` the e2e suite starts right after the build, before the unit
 * suite may have written it.
 *
 * Its file name carries a hash of the migrations and PGlite's version, so a changed or added
 * migration means a new template; a database opened from an older one is still migrated on open.
 */
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { applyMigrations, listMigrations } from './migrations.ts';
import { isMemoryDataDir, migrationsDir, PROJECT_ROOT } from './paths.ts';

function templateKey(root: string): string {
  const hash = createHash('sha256');
  const pglite = JSON.parse(
    readFileSync(join(root, 'node_modules', '@electric-sql', 'pglite', 'package.json'), 'utf8'),
  ) as { version: string };
  hash.update(pglite.version);
  for (const migration of listMigrations(migrationsDir(root))) {
    hash.update(migration.version).update(migration.name).update(readFileSync(migration.path));
  }
  return hash.digest('hex').slice(0, 16);
}

/** Where the template for today's migrations lives (it may not have been written yet). */
export function pgliteTemplateFile(root: string = PROJECT_ROOT): string {
  return join(root, 'node_modules', '.cache', 'rupantaran-pglite', `template-${templateKey(root)}.tar`);
}

/** Writes the template for today's migrations unless it is there; returns its path. */
export async function ensurePgliteTemplate(root: string = PROJECT_ROOT): Promise<string> {
  const file = pgliteTemplateFile(root);
  if (existsSync(file)) return file;
  // Loaded here, not at the top: playwright.config.ts reads the template's path from this module in
  // every worker, and PGlite took about 0.3 s of that start-up.
  const { PGlite } = await import('@electric-sql/pglite');
  const db = await PGlite.create('memory://');
  try {
    await applyMigrations(db, migrationsDir(root));
    const dump = await db.dumpDataDir('none');
    mkdirSync(dirname(file), { recursive: true });
    // Written beside and renamed: a run started meanwhile (the unit suite's setup, the e2e
    // servers) never reads half a file.
    const partial = `${file}.${process.pid}.partial`;
    writeFileSync(partial, Buffer.from(await dump.arrayBuffer()));
    renameSync(partial, file);
  } finally {
    await db.close();
  }
  return file;
}

/** The dumps read so far: about 40 MB each, and a test file opens several databases. */
const readTemplates = new Map<string, Blob>();

/** LOCAL_DB_TEMPLATE's dump for an in-memory database, when it names one; test servers only. */
export function memoryDatabaseTemplate(
  dataDir: string,
  env: NodeJS.ProcessEnv = process.env,
): Blob | undefined {
  const file = env.LOCAL_DB_TEMPLATE;
  if (!file || !isMemoryDataDir(dataDir) || !existsSync(file)) return undefined;
  let template = readTemplates.get(file);
  if (!template) {
    template = new Blob([readFileSync(file)]);
    readTemplates.set(file, template);
  }
  return template;
}
