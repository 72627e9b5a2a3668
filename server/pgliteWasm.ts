import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { setFlagsFromString } from 'node:v8';

export interface PgliteWasmModules {
  pgliteWasmModule: WebAssembly.Module;
  initdbWasmModule: WebAssembly.Module;
}

let compiled: Promise<PgliteWasmModules> | undefined;

/**
 * PGlite's two WebAssembly binaries, compiled once per process. Left to itself PGlite compiles them
 * again for every database it opens, and its optimised code with them: the unit suite opens about forty
 * databases in one process, each 0.3–0.5 CPU-s dearer that way (1.5–2.1 CPU-s against 1.2–1.4 for an
 * open from the migrated template).
 *
 * Compiled by V8's baseline compiler only (Liftoff): the local backend's processes are short-lived
 * (tests, `npm start`, the e2e servers), and V8's background recompilation of Postgres's hot functions
 * cost more than it won back. Three of the unit suite's process-spawning files: 50 CPU-s with it,
 * 64–66 without, and a little faster by the clock (40 s against 44–47).
 */
export function pgliteWasmModules(): Promise<PgliteWasmModules> {
  compiled ??= (async () => {
    setFlagsFromString('--liftoff-only');
    const dist = dirname(createRequire(import.meta.url).resolve('@electric-sql/pglite'));
    const compile = async (file: string) => WebAssembly.compile(await readFile(join(dist, file)));
    const [pgliteWasmModule, initdbWasmModule] = await Promise.all([
      compile('pglite.wasm'),
      compile('initdb.wasm'),
    ]);
    return { pgliteWasmModule, initdbWasmModule };
  })();
  return compiled;
}
