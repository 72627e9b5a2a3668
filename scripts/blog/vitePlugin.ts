import { join } from 'node:path';
import type { Plugin } from 'vite';
import { lookup } from 'mime-types';
import { blogError, contentDir, loadBlog, type LoadedBlog } from './articles.ts';
import {
  articleImageAsset,
  articleImageName,
  articleImageRendition,
  articleImageRenditions,
} from './images.ts';
import type { MediaFormat } from '../../src/content/media-manifest.ts';

const virtualId = 'virtual:blog-articles';
const resolvedId = `\0${virtualId}`;

/**
 * The articles as a module (`virtual:blog-articles`): content/blog/ read, checked and parsed at build
 * time, so the pages render plain data and no Markdown code reaches any bundle a browser loads. A
 * broken article stops `npm run build` and `npm run dev` with every problem named by file and field.
 * The client build also writes each picture's sizes and formats to dist/media/blog/; the dev server
 * renders them on request.
 */
export function blogArticles(options: { contentRoot?: string } = {}): Plugin {
  // The folder holding content/blog/: the project, unless a test points it at a copy.
  let root = options.contentRoot ?? process.cwd();
  let isSsrBuild = false;
  let loading: Promise<LoadedBlog> | undefined;
  const load = () => (loading ??= loadBlog(root));

  async function checked(): Promise<LoadedBlog> {
    const blog = await load();
    if (blog.problems.length > 0) {
      const error = blogError(blog.problems);
      // The message says all there is: a stack into the loader would only bury it.
      error.stack = error.message;
      throw error;
    }
    return blog;
  }

  // The dev server (and the story tests) render only the size asked for, each once however many
  // requests ask at the same time: a whole picture's twelve renditions took seconds of CPU per request.
  // Only renders in progress are kept here; a later request reads the cache, which follows the
  // picture's content, so an edited picture is rendered anew.
  const serving = new Map<string, Promise<Buffer | undefined>>();
  async function renderPicture(url: string): Promise<Buffer | undefined> {
    const blog = await load();
    const match = /^\/media\/(blog\/[^/]+)-(\d+)\.(avif|webp|jpg)$/.exec(url);
    if (!match) return undefined;
    const [, name, width, format] = match;
    const picture = blog.pictures.find((path) => articleImageName(path) === name);
    if (!picture || !(await articleImageAsset(root, picture)).widths.includes(Number(width)))
      return undefined;
    return (await articleImageRendition(root, picture, Number(width), format as MediaFormat)).data;
  }
  function servePicture(url: string): Promise<Buffer | undefined> {
    let rendering = serving.get(url);
    if (!rendering) {
      rendering = renderPicture(url);
      serving.set(url, rendering);
      const done = () => serving.delete(url);
      rendering.then(done, done);
    }
    return rendering;
  }

  return {
    name: 'rupantaran:blog-articles',
    configResolved(config) {
      root = options.contentRoot ?? config.root;
      isSsrBuild = Boolean(config.build.ssr);
    },
    async buildStart() {
      await checked();
    },
    async configureServer(server) {
      await checked();
      server.watcher.add(join(root, contentDir));
      const reload = (file: string) => {
        if (!file.startsWith(join(root, contentDir))) return;
        loading = undefined;
        const module = server.moduleGraph.getModuleById(resolvedId);
        if (module) server.moduleGraph.invalidateModule(module);
        server.ws.send({ type: 'full-reload' });
      };
      for (const event of ['add', 'change', 'unlink'] as const) server.watcher.on(event, reload);
      server.middlewares.use((request, response, next) => {
        const url = (request.url ?? '').split('?')[0] ?? '';
        if (!url.startsWith('/media/blog/')) return next();
        servePicture(url).then(
          (data) => {
            if (!data) return next();
            response.setHeader('Content-Type', lookup(url) || 'application/octet-stream');
            response.end(data);
          },
          (error: unknown) => next(error),
        );
      });
    },
    resolveId(id) {
      return id === virtualId ? resolvedId : undefined;
    },
    async load(id) {
      if (id !== resolvedId) return undefined;
      const blog = await checked();
      for (const file of blog.files) this.addWatchFile(file);
      return `export const articles = ${JSON.stringify(blog.articles)};\n`;
    },
    async generateBundle() {
      if (isSsrBuild) return;
      const blog = await checked();
      for (const picture of blog.pictures) {
        for (const rendition of await articleImageRenditions(root, picture)) {
          this.emitFile({ type: 'asset', fileName: rendition.fileName, source: rendition.data });
        }
      }
    },
  };
}
