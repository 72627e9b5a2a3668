/**
 * Vitest global setup (unit project): one migrated PGlite, dumped once, that openTestDatabase()
 * copies for each test file instead of running initdb and every migration again (4–6 s each).
 *
 * The dump is cached under node_modules/.cache (server/pgliteTemplate.ts), so a fresh clone builds it
 * once, and the e2e servers start from it too.
 */
import type { TestProject } from 'vitest/node';
import { ensurePgliteTemplate } from '../../server/pgliteTemplate';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A `dumpDataDir()` tarball of a freshly migrated database (tests/db/support.ts opens copies). */
    pgliteTemplate: string;
  }
}

export default async function setup(project: TestProject): Promise<void> {
  project.provide('pgliteTemplate', await ensurePgliteTemplate());
}
