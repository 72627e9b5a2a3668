import { describe, expect, inject, it } from 'vitest';
import { openLocalDatabase } from '../../server/db';
import { memoryDatabaseTemplate, pgliteTemplateFile } from '../../server/pgliteTemplate';

describe('the migrated template test servers start from', () => {
  it('is the file the global setup wrote for these migrations', () => {
    expect(inject('pgliteTemplate')).toBe(pgliteTemplateFile());
  });

  it('is loaded only for an in-memory database, and only when the file is there', () => {
    const file = pgliteTemplateFile();
    expect(memoryDatabaseTemplate('memory://', { LOCAL_DB_TEMPLATE: file })).toBeInstanceOf(Blob);
    expect(memoryDatabaseTemplate('/tmp/some-data-dir', { LOCAL_DB_TEMPLATE: file })).toBeUndefined();
    expect(memoryDatabaseTemplate('memory://', { LOCAL_DB_TEMPLATE: `${file}.missing` })).toBeUndefined();
    expect(memoryDatabaseTemplate('memory://', {})).toBeUndefined();
  });

  it('is read once per process, however many databases start from it', () => {
    const env = { LOCAL_DB_TEMPLATE: pgliteTemplateFile() };
    expect(memoryDatabaseTemplate('memory://', env)).toBe(memoryDatabaseTemplate('memory://', env));
  });

  it('gives a server the migrated schema without applying a migration again', async () => {
    process.env.LOCAL_DB_TEMPLATE = pgliteTemplateFile();
    const database = await openLocalDatabase({ dataDir: 'memory://' });
    try {
      expect(database.startup.migrationsApplied).toEqual([]);
      const { rows } = await database.db.query<{ count: number }>(
        "select count(*)::int as count from information_schema.tables where table_schema = 'public' and table_name = 'consultation_requests'",
      );
      expect(rows[0]?.count).toBe(1);
    } finally {
      await database.close();
    }
  });
});
