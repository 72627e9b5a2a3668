/**
 * Writes the migrated PGlite template the e2e servers start from (server/pgliteTemplate.ts) unless
 * it is there: `npm run test:e2e` runs it first.
 */
import { describeError } from './db.ts';
import { ensurePgliteTemplate } from './pgliteTemplate.ts';

try {
  await ensurePgliteTemplate();
} catch (error) {
  console.error(`Could not write the database template: ${describeError(error)}`);
  process.exitCode = 1;
}
