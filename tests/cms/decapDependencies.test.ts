/**
 * The editor serves Decap's prebuilt bundle (decap-cms/dist, scripts/cms/vitePlugin.ts), which carries
 * everything it runs. The packages decap-cms lists are what that bundle was built from: 534 packages
 * that nothing here imports, a third of a fresh `npm ci`. package.json's overrides point each of them
 * at an empty stand-in; the admin e2e (e2e/admin.spec.ts) proves the editor still works without them.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = join(import.meta.dirname, '../..');
const standInDir = 'scripts/cms/decap-prebuilt-only';
const standIn = `file:./${standInDir}`;

interface Manifest {
  dependencies?: Record<string, string>;
  devDependencies?: Record<string, string>;
  overrides?: Record<string, string>;
}

const readManifest = (path: string) => JSON.parse(readFileSync(path, 'utf8')) as Manifest;
const site = readManifest(join(root, 'package.json'));
const decap = readManifest(createRequire(import.meta.url).resolve('decap-cms/package.json'));

describe("Decap's build-time dependencies", () => {
  it('are each the site’s own package or the empty stand-in, so a Decap upgrade cannot bring its tree back', () => {
    const own = { ...site.dependencies, ...site.devDependencies };
    const unaccounted = Object.keys(decap.dependencies ?? {}).filter(
      (name) => !(name in own) && site.overrides?.[name] !== standIn,
    );
    expect(unaccounted, 'add them to package.json overrides, pointing at the stand-in').toEqual([]);
  });

  it('are stood in for by a package with no dependencies of its own', () => {
    const stand = readManifest(join(root, standInDir, 'package.json'));
    expect(stand.dependencies ?? {}).toEqual({});
    const stale = Object.entries(site.overrides ?? {})
      .filter(([name, spec]) => spec === standIn && !(name in (decap.dependencies ?? {})))
      .map(([name]) => name);
    expect(stale, 'overrides for packages decap-cms no longer lists').toEqual([]);
  });

  it('are absent from the lockfile: nothing installs the tree the bundle was built from', () => {
    const lock = JSON.parse(readFileSync(join(root, 'package-lock.json'), 'utf8')) as {
      packages: Record<string, { version?: string }>;
    };
    const installed = Object.keys(lock.packages).filter((path) =>
      /node_modules\/(decap-cms-(app|core|ui-default|lib-util)|codemirror)$/.test(path),
    );
    expect(installed.filter((path) => lock.packages[path]?.version !== undefined)).toEqual([]);
  });
});
