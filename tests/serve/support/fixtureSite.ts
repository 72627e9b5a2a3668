import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { renderHeadersTemplate } from '../../../scripts/headers';

const projectRoot = join(import.meta.dirname, '..', '..', '..');

/** Large enough to be compressed (scripts/serve/compression.ts). */
export const bigScript = `export const greeting = ${JSON.stringify('namaste '.repeat(400))};\n`;
/** 300 distinct-enough bytes, so a wrong range shows in the body. */
export const clip = Array.from({ length: 300 }, (_, index) => String.fromCharCode(65 + (index % 26))).join(
  '',
);

/**
 * A tiny build: pages, hashed assets, media, hidden files and the `_headers` the real build writes
 * (the project's public/_headers template, filled in as scripts/headers.ts does).
 */
export function createFixtureSite(): { root: string; dist: string; remove(): void } {
  const root = mkdtempSync(join(tmpdir(), 'serve-fixture-'));
  const dist = join(root, 'dist');
  const headers = renderHeadersTemplate(readFileSync(join(projectRoot, 'public', '_headers'), 'utf8'), {
    scriptHashes: ["'sha256-AAAA'"],
    supabaseOrigin: '',
  });
  const files: Record<string, string> = {
    'index.html': '<!doctype html><title>Home</title><h1>Home</h1>',
    'about.html': '<!doctype html><title>About</title><h1>About</h1>',
    'blog/index.html': '<!doctype html><title>Blog</title><h1>Blog</h1>',
    '404.html': '<!doctype html><title>Not found</title><h1>404</h1>',
    'ne/404.html': '<!doctype html><html lang="ne"><title>भेटिएन</title><h1>404</h1>',
    'assets/app-AbC123.js': bigScript,
    'media/clip.mp4': clip,
    '.vite/manifest.json': '{}',
    _headers: headers,
  };
  for (const [relative, contents] of Object.entries(files)) {
    mkdirSync(dirname(join(dist, relative)), { recursive: true });
    writeFileSync(join(dist, relative), contents);
  }
  return { root, dist, remove: () => rmSync(root, { recursive: true, force: true }) };
}
