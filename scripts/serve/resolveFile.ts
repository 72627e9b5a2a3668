/**
 * A static host's URL-to-file mapping (pretty URLs, directory indexes, private host files), kept
 * because send serves exactly the path it is given and knows nothing of `_headers` or 404.html.
 */
import { stat } from 'node:fs/promises';
import type { Stats } from 'node:fs';
import { join, resolve, sep } from 'node:path';

export interface ResolvedFile {
  path: string;
  stats: Stats;
}

/** Files a host publishes but never serves (host configuration and build metadata). */
function isPrivate(segments: readonly string[]): boolean {
  return (
    segments.some((segment) => segment.startsWith('.')) ||
    ['_headers', '_redirects'].includes(segments[0] ?? '')
  );
}

async function fileAt(path: string): Promise<ResolvedFile | undefined> {
  try {
    const stats = await stat(path);
    return stats.isFile() ? { path, stats } : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Maps a URL path to a file in `root` the way static hosts with "pretty URLs" do: the file itself,
 * then `<path>.html`, then `<path>/index.html`. Returns undefined for anything outside `root`,
 * hidden, or missing.
 */
export async function resolveFile(root: string, pathname: string): Promise<ResolvedFile | undefined> {
  let decoded: string;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    return undefined;
  }
  if (decoded.includes('\0')) return undefined;
  const segments = decoded.split('/').filter((segment) => segment !== '');
  if (segments.includes('..') || isPrivate(segments)) return undefined;
  const base = resolve(root);
  const target = resolve(base, ...segments);
  if (target !== base && !target.startsWith(`${base}${sep}`)) return undefined;

  const candidates = decoded.endsWith('/')
    ? [join(target, 'index.html')]
    : [target, `${target}.html`, join(target, 'index.html')];
  for (const candidate of candidates) {
    const found = await fileAt(candidate);
    if (found) return found;
  }
  return undefined;
}

/** Changes whenever the file does: the ETag and the compression cache's key. */
export function fileVersion(stats: Stats): string {
  return `${stats.size.toString(36)}-${Math.floor(stats.mtimeMs).toString(36)}`;
}
