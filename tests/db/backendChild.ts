/**
 * A dev server with the local backend on a given data directory, as a separate process for
 * lockTakeover.test.ts: `node --import tsx tests/db/backendChild.ts <projectRoot> <dataDir>`.
 * Prints one JSON line `{"url": …}` once listening; SIGTERM closes it cleanly (releasing the lock).
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { createLogger, createServer } from 'vite';
import { localSupabase } from '../../server/vitePlugin';

const [root, dataDir] = process.argv.slice(2);
if (root === undefined || dataDir === undefined) throw new Error('usage: backendChild.ts <root> <dataDir>');
writeFileSync(join(root, 'index.html'), '<!doctype html><title>child</title>');

// Logs go to stderr, which the test shows only when something fails.
const logger = createLogger('info', { allowClearScreen: false });
for (const level of ['info', 'warn', 'error'] as const) {
  logger[level] = (message) => process.stderr.write(`[child ${process.pid} ${level}] ${message}\n`);
}

const server = await createServer({
  root,
  configFile: false,
  customLogger: logger,
  plugins: [localSupabase({ dataDir, projectRoot: root })],
  server: { host: '127.0.0.1', port: 0, hmr: false, watch: null },
});
await server.listen();
process.stdout.write(`${JSON.stringify({ url: server.resolvedUrls?.local[0]?.replace(/\/$/, '') })}\n`);
process.once('SIGTERM', () => {
  void server.close().then(() => process.exit(0));
});
