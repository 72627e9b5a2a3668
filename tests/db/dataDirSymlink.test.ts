/**
 * Issue 23 item 5: LOCAL_DB_DIR may be a symbolic link (a data directory kept on another disk). The
 * audit found such a server answering 503 for good; the backend follows the link, and a link to
 * nowhere stops the start with a message that names both paths.
 */
import { mkdirSync, mkdtempSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openLocalDatabase } from '../../server/db';
import { insertAs, migratedTemplate } from './support';

const root = mkdtempSync(join(tmpdir(), 'rupantaran-symlink-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

describe('a symlinked data directory', () => {
  it('is followed: the database opens, stores and reopens through the link', async () => {
    const real = join(root, 'elsewhere', 'pglite');
    mkdirSync(real, { recursive: true });
    const link = join(root, 'pglite-link');
    symlinkSync(real, link);
    const first = await openLocalDatabase({ dataDir: link, loadDataDir: migratedTemplate() });
    try {
      expect(
        await insertAs(
          first.db,
          'anon',
          {
            full_name: 'Sita Sharma',
            phone_number: null,
            email: 'sita.link@example.com',
            help_topic: 'Other',
          },
          true,
        ),
      ).toEqual({ ok: true });
    } finally {
      await first.close();
    }
    const again = await openLocalDatabase({ dataDir: link });
    try {
      const { rows } = await again.db.query('select email from public.consultation_requests');
      expect(rows).toEqual([{ email: 'sita.link@example.com' }]);
    } finally {
      await again.close();
    }
  }, 180_000);

  it('fails at start with a clear message when the link leads nowhere', async () => {
    const dangling = join(root, 'dangling-link');
    symlinkSync(join(root, 'missing', 'pglite'), dangling);
    await expect(openLocalDatabase({ dataDir: dangling })).rejects.toThrow(
      /LOCAL_DB_DIR .*dangling-link is a symbolic link to .*missing\/pglite, which does not exist/,
    );
  });
});
