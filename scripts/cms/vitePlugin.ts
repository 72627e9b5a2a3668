/**
 * Serves the article editor at /admin: its page and starter (scripts/cms/admin/), the config generated
 * from the article schema (scripts/cms/config.ts) and Decap CMS's prebuilt bundle from node_modules, so
 * nothing loads from another origin. The build copies the same files into dist/admin/; no page of the
 * site imports any of it, the sitemap lists only routes, and public/_headers gives /admin/* its own CSP.
 */
import { createReadStream, existsSync } from 'node:fs';
import { copyFile, mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import type { Plugin } from 'vite';
import { cmsConfigYaml } from './config.ts';

const adminSource = resolve(import.meta.dirname, 'admin');

/** Decap's bundle and the chunks and WebAssembly it loads beside itself (no source maps). */
export function decapDistDir(): string {
  return join(dirname(createRequire(import.meta.url).resolve('decap-cms/package.json')), 'dist');
}

export async function decapFiles(): Promise<string[]> {
  return (await readdir(decapDistDir()))
    .filter((name) => name === 'decap-cms.js' || /^\d+\.decap-cms\.js$/.test(name) || name.endsWith('.wasm'))
    .sort();
}

const contentTypes: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.yml': 'text/yaml; charset=utf-8',
  '.wasm': 'application/wasm',
};

/** Writes the editor into `<outDir>/admin/`. */
export async function writeAdmin(outDir: string): Promise<void> {
  const target = join(outDir, 'admin');
  await mkdir(target, { recursive: true });
  for (const name of ['index.html', 'init.js']) await copyFile(join(adminSource, name), join(target, name));
  await writeFile(join(target, 'config.yml'), cmsConfigYaml());
  for (const name of await decapFiles()) await copyFile(join(decapDistDir(), name), join(target, name));
}

export function articleEditor(): Plugin {
  let outDir = 'dist';
  let ssr = false;
  return {
    name: 'rupantaran:article-editor',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
      ssr = Boolean(config.build.ssr);
    },
    async writeBundle() {
      if (!ssr) await writeAdmin(outDir);
    },
    configureServer(server) {
      server.middlewares.use((req, res, next) => {
        const path = new URL(req.url ?? '/', 'http://dev').pathname;
        if (path === '/admin') {
          res.statusCode = 301;
          res.setHeader('Location', '/admin/');
          res.end();
          return;
        }
        if (!path.startsWith('/admin/')) return next();
        const name = path.slice('/admin/'.length) || 'index.html';
        const send = (body: string | NodeJS.ReadableStream, type: string) => {
          res.setHeader('Content-Type', type);
          res.setHeader('Cache-Control', 'no-store');
          res.setHeader('X-Robots-Tag', 'noindex');
          if (typeof body === 'string') res.end(body);
          else body.pipe(res);
        };
        const extension = name.slice(name.lastIndexOf('.'));
        if (name === 'config.yml') return send(cmsConfigYaml(), contentTypes['.yml'] ?? '');
        if (name === 'index.html' || name === 'init.js') {
          readFile(join(adminSource, name), 'utf8').then(
            (text) => send(text, contentTypes[extension] ?? ''),
            next,
          );
          return;
        }
        decapFiles().then((files) => {
          const file = join(decapDistDir(), name);
          if (!files.includes(name) || !existsSync(file)) return next();
          send(createReadStream(file), contentTypes[extension] ?? 'application/octet-stream');
        }, next);
      });
    },
  };
}
