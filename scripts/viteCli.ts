import { join } from 'node:path';

/**
 * Vite's command-line entry, for starting Vite with node itself (`node <viteCli> preview`): through
 * npx each start cost most of a second more (`vite --version`: 1.1 s against 0.4 s).
 */
export const viteCli = join(import.meta.dirname, '../node_modules/vite/bin/vite.js');
