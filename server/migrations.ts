import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { PGlite } from '@electric-sql/pglite';

/** Supabase CLI naming: `<14-digit timestamp>_<name>.sql`, applied in timestamp order. */
const MIGRATION_FILE = /^(\d{14})_(.+)\.sql$/;

export interface MigrationFile {
  version: string;
  name: string;
  path: string;
}

export function listMigrations(dir: string): MigrationFile[] {
  return readdirSync(dir)
    .map((file) => ({ file, match: MIGRATION_FILE.exec(file) }))
    .filter((entry): entry is { file: string; match: RegExpExecArray } => entry.match !== null)
    .map(({ file, match }) => ({ version: match[1] ?? '', name: match[2] ?? '', path: join(dir, file) }))
    .sort((a, b) => a.version.localeCompare(b.version));
}

/**
 * Applies the migrations not yet recorded in local_meta.schema_migrations, each in its own
 * transaction together with its record. Returns the versions applied now. An already-applied file
 * whose text changed is reported, not re-run: like the Supabase CLI, changes go in a new migration.
 */
export async function applyMigrations(
  db: PGlite,
  dir: string,
  warn: (message: string) => void = console.warn,
): Promise<string[]> {
  await db.exec(`
    create schema if not exists local_meta;
    create table if not exists local_meta.schema_migrations (
      version text primary key,
      name text not null,
      checksum text not null,
      applied_at timestamptz not null default now()
    );
  `);
  const applied = new Map(
    (
      await db.query<{ version: string; checksum: string }>(
        'select version, checksum from local_meta.schema_migrations',
      )
    ).rows.map((row) => [row.version, row.checksum]),
  );
  const appliedNow: string[] = [];
  for (const migration of listMigrations(dir)) {
    const sql = readFileSync(migration.path, 'utf8');
    const checksum = createHash('sha256').update(sql).digest('hex');
    const previous = applied.get(migration.version);
    if (previous !== undefined) {
      if (previous !== checksum) {
        warn(
          `Migration ${migration.version}_${migration.name} changed after it was applied; add a new migration instead.`,
        );
      }
      continue;
    }
    await db.transaction(async (tx) => {
      await tx.exec(sql);
      await tx.query(
        'insert into local_meta.schema_migrations (version, name, checksum) values ($1, $2, $3)',
        [migration.version, migration.name, checksum],
      );
    });
    appliedNow.push(migration.version);
  }
  return appliedNow;
}
