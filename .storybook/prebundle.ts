import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * Every bare module the stories can reach, for Vite's `optimizeDeps.include`.
 *
 * Why: once Vite has a dependency cache it skips its start-up import scan, so the first story that
 * uses a new deep import (say `@mui/material/Rating`) makes Vite re-bundle mid-run and reload the
 * browser, failing whatever tests were in flight. Listing the imports up front means they are
 * bundled before any test starts, and because the list is part of Vite's cache hash, a new import
 * simply invalidates the cache at the next start instead of during a run.
 */
const sourceDirs = ['src', 'theme', '.storybook'];
const skippedFiles = /(\.test\.tsx?|\.d\.ts|entry-server\.tsx)$/;
/**
 * Test tooling is pre-bundled by Vitest and Storybook themselves; server renderers never reach the
 * browser; the icons barrel (only ever imported for types) would drag in thousands of icons.
 */
const skippedModules =
  /^(node:|virtual:|storybook|@storybook\/|vitest|@vitest\/|@testing-library\/|react-dom\/server|react-dom\/static|@mui\/icons-material$)/;
const staticImport = /(?:^|\n)\s*(?:import|export)\s+(?!type\s)(?:[^'";]*?\sfrom\s+)?['"]([^'".][^'"]*)['"]/g;
const dynamicImport = /\bimport\(\s*['"]([^'".][^'"]*)['"]\s*\)/g;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : sourceFiles(path);
    return /\.(ts|tsx)$/.test(entry.name) && !skippedFiles.test(entry.name) ? [path] : [];
  });
}

/** Imports with a query (`?url`, `?raw`) are assets, not modules to pre-bundle. */
export function bareImports(root: string): string[] {
  const found = new Set<string>();
  for (const dir of sourceDirs) {
    for (const file of sourceFiles(join(root, dir))) {
      const code = readFileSync(file, 'utf8');
      for (const match of [...code.matchAll(staticImport), ...code.matchAll(dynamicImport)]) {
        const specifier = match[1];
        if (specifier && !specifier.includes('?') && !skippedModules.test(specifier)) found.add(specifier);
      }
    }
  }
  return [...found].sort();
}
