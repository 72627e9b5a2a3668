/**
 * Serves a build as a static host would:
 *   tsx scripts/serve/serve.ts --dir dist --port 4322 [--host 127.0.0.1] [--with-backend]
 *     [--no-headers] [--no-compress]
 */
import { parseArgs } from 'node:util';
import { startStaticServer } from './staticServer.ts';

const { values } = parseArgs({
  options: {
    dir: { type: 'string', default: 'dist' },
    port: { type: 'string', default: '4322' },
    host: { type: 'string', default: '127.0.0.1' },
    'with-backend': { type: 'boolean', default: false },
    'no-headers': { type: 'boolean', default: false },
    'no-compress': { type: 'boolean', default: false },
  },
});

const port = Number(values.port);
if (!Number.isInteger(port) || port < 0 || port > 65_535) {
  console.error(`--port must be a port number, got "${values.port}"`);
  process.exit(2);
}

const server = await startStaticServer({
  dir: values.dir,
  port,
  host: values.host,
  withBackend: values['with-backend'],
  applyHeaders: !values['no-headers'],
  compress: !values['no-compress'],
  log: (line) => console.warn(line),
});
console.info(
  `Serving ${values.dir} on ${server.url}${
    values['with-backend'] ? ' with the local backend (in-memory database)' : ''
  }`,
);

// Close the database before leaving, then end as the signal would have.
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) {
  process.once(signal, () => {
    void server.close().finally(() => process.exit(0));
  });
}
