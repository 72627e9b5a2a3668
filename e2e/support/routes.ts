import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { RouteManifestEntry } from '../../scripts/prerender';

/** The prerendered routes, read from the build (generated from the app's route table). */
export const builtRoutes: RouteManifestEntry[] = JSON.parse(
  readFileSync(
    join(import.meta.dirname, '..', '..', process.env.BUILD_OUT_DIR ?? 'dist', 'routes.json'),
    'utf8',
  ),
) as RouteManifestEntry[];
