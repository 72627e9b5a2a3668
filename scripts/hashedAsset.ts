import { createHash } from 'node:crypto';

/**
 * A file the build writes under assets/, named after its contents (`assets/<name>-<hash>.<extension>`):
 * a new name whenever it changes, so `_headers` can cache it for a year.
 */
export function hashedAssetFile(name: string, contents: string, extension: string): string {
  const hash = createHash('sha256').update(contents).digest('hex').slice(0, 10);
  return `assets/${name}-${hash}.${extension}`;
}
