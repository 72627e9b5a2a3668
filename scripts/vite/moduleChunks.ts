import { relative } from 'node:path';
import type { Plugin } from 'vite';

/** Where the client build records which chunk each source module went into. */
export const moduleChunksFile = '.vite/module-chunks.json';

export type ModuleChunks = Record<string, string>;

/**
 * Writes, beside Vite's manifest, the chunk each source module ended up in (paths relative to the
 * project root, as the manifest names modules). The manifest names a module only when it is an entry
 * of its own; an island's module is also imported statically by the client-only app, so only this
 * tells the prerender which chunk an island's code is in.
 */
export function moduleChunks(): Plugin {
  let root = '';
  return {
    name: 'rupantaran:module-chunks',
    apply: 'build',
    configResolved(config) {
      root = config.root;
    },
    generateBundle(_options, bundle) {
      if (this.environment.config.build.ssr) return;
      const chunks: ModuleChunks = {};
      for (const output of Object.values(bundle)) {
        if (output.type !== 'chunk') continue;
        for (const id of output.moduleIds) {
          if (id.startsWith('\0')) continue;
          chunks[relative(root, id)] = output.fileName;
        }
      }
      this.emitFile({ type: 'asset', fileName: moduleChunksFile, source: JSON.stringify(chunks, null, 1) });
    },
  };
}
