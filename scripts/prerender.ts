/**
 * Turns the client build into static HTML: one file per route (dist/<route>/index.html and
 * dist/<route>.html, the latter for `vite preview`), plus 404.html (and <lang>/404.html with its
 * `_redirects` rule), sitemap.xml (written after every
 * page; the benchmark reads its route list from it), the blog's RSS feeds (rss.xml per language), each
 * article's preview card per language (media/og/blog/), robots.txt and _headers (scripts/headers.ts).
 * It stops, naming the file, when an article links to a page that does not exist.
 * Run after `vite build` and `vite build --ssr src/entry-server.tsx`.
 */
import { copyFile, mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { performance } from 'node:perf_hooks';

import { loadEnv } from 'vite';
import { deferAppScripts } from './deferHydration';
import { hashedAssetFile } from './hashedAsset';
import { maskIcons } from './iconMasks';
import { dropUnreadClasses, muiClassesNamedIn } from './unreadClasses';
import { writeHeadersFile } from './headers';
import { assembleDocument, type EntryServer } from './pageDocument';
import { pageStylesheets, splitPage, stylesheetFile } from './siteStyles';
import { sitemapXml } from './sitemap';
import { loadManifest } from './viteManifest';
import { sampleWarning } from './launch/launchCheck';
import { validateSiteConfig } from '../src/content/siteConfigSchema';
import type { AnalyticsSettings } from '../src/lib/analytics/startAnalytics';
import { locales, type Locale } from '../src/lib/i18n/locale';

const root = resolve(import.meta.dirname, '..');
const outDirName = process.env.BUILD_OUT_DIR ?? 'dist';
/**
 * PRERENDER_PATHS (comma-separated routes) prerenders those pages alone, for a build of a variant that
 * a test visits a few pages of (e2e/analytics.spec.ts): a second build of all 64 took it 20–35 s.
 */
const onlyPaths = process.env.PRERENDER_PATHS?.split(',').map((path) => path.trim());
const distDir = join(root, outDirName);

/**
 * Analytics as the site config sets them now (the variables, then .env), or none. Read here, not by
 * the client build: the hydration loader's configuration names the chunk and its settings, so
 * turning analytics on or off takes a prerender, not another build of the app's chunks
 * (e2e/analytics.spec.ts does that).
 */
function analyticsSettings(env: Record<string, string>): AnalyticsSettings | undefined {
  const { analyticsDomain: domain, analyticsEndpoint: endpoint } = validateSiteConfig(env);
  return domain !== '' && endpoint !== '' ? { domain, endpoint } : undefined;
}

function outputFiles(path: string): string[] {
  if (path === '/') return ['index.html'];
  const clean = path.replace(/^\//, '');
  return [`${clean}/index.html`, `${clean}.html`];
}

async function writeOutput(relative: string, contents: string | Buffer): Promise<void> {
  const target = join(distDir, relative);
  await mkdir(dirname(target), { recursive: true });
  await writeFile(target, contents);
}

/** The site's own scripts, as written: unlike MUI's, any class name they spell out they look for. */
async function siteSources(): Promise<string[]> {
  const src = join(root, 'src');
  const files = (await readdir(src, { recursive: true })).filter(
    (file) => /\.tsx?$/.test(file) && !/\.(test|stories)\.tsx?$/.test(file),
  );
  return Promise.all(files.map((file) => readFile(join(src, file), 'utf8')));
}

/**
 * Files the prerender bundle emitted that only the HTML refers to (the fonts): the islands' bundle
 * never imports them, so the client build did not emit them.
 */
async function copyPrerenderAssets(): Promise<void> {
  const from = join(root, `${outDirName}-ssr`, 'assets');
  const files = (await readdir(from)).filter((file) => !/\.(js|mjs|map)$/.test(file));
  await mkdir(join(distDir, 'assets'), { recursive: true });
  for (const file of files) await copyFile(join(from, file), join(distDir, 'assets', file));
}

/**
 * The phone menu's panel in each language, the file the page's loader fetches when the visitor reaches
 * for the menu (src/lib/phoneMenu/phoneMenu.ts), under a name that changes with it (cached for a year).
 */
async function writePhoneMenus(server: EntryServer): Promise<Record<Locale, string>> {
  const files = {} as Record<Locale, string>;
  for (const locale of locales) {
    const fragment = await server.renderPhoneMenu(locale);
    // `.htm`: static hosts redirect an address ending in `.html` to one without (their pretty URLs).
    const file = hashedAssetFile(`phone-menu-${locale}`, fragment, 'htm');
    await writeOutput(file, fragment);
    files[locale] = `/${file}`;
  }
  return files;
}

/** Each article's preview card per language, drawn with the site's fonts (cached between builds). */
async function writeArticleCards(server: EntryServer): Promise<void> {
  const { installMediaFonts } = await import('./media/lib/fonts');
  const { renderArticleOgCached } = await import('./media/articleOg');
  await installMediaFonts(root);
  const sources = server.previewCardSources();
  for (const source of sources) {
    await writeOutput(
      `media/og/blog/${source.locale}/${source.id}.png`,
      await renderArticleOgCached(root, source),
    );
  }
  console.info(`drew ${sources.length} article preview cards`);
}

async function main(): Promise<void> {
  const started = performance.now();
  // The variables the client bundle was built with: .env files, then the process environment.
  const env = loadEnv('production', root, 'VITE_');
  await copyPrerenderAssets();
  // Keep the client build's index.html as the template: the prerender overwrites index.html with the
  // home page, so a second run must not read that as its template.
  const templateCopy = join(root, `${outDirName}-ssr`, 'template.html');
  const built = await readFile(join(distDir, 'index.html'), 'utf8');
  if (built.includes('<!--app-html-->')) await writeFile(templateCopy, built);
  const server = (await import(
    pathToFileURL(join(root, `${outDirName}-ssr`, 'entry-server.js')).href
  )) as EntryServer;
  const unknown = onlyPaths?.filter((path) => !server.prerenderPaths.includes(path)) ?? [];
  if (unknown.length > 0) throw new Error(`PRERENDER_PATHS names no page at: ${unknown.join(', ')}`);
  const paths = onlyPaths ?? server.prerenderPaths;
  const brokenLinks = server.brokenArticleLinks();
  if (brokenLinks.length > 0)
    throw new Error(`Articles link to pages that do not exist:\n  ${brokenLinks.join('\n  ')}`);
  const { template, loader } = await deferAppScripts(
    root,
    await readFile(templateCopy, 'utf8'),
    await loadManifest(distDir),
    {
      sources: server.islandSources,
      themed: server.themedIslands,
      waitingForVisitor: server.islandsWaitingForVisitor,
    },
    { analyticsSettings: analyticsSettings(env), phoneMenu: await writePhoneMenus(server) },
  );
  await writeOutput(loader.path, loader.code);

  // Every page first: each page's stylesheet keeps the order its rules have across the site.
  const probes = Object.entries(server.notFoundProbePaths);
  const pages = new Map<string, Awaited<ReturnType<EntryServer['render']>>>();
  for (const url of [...paths, ...probes.map(([, probe]) => probe)]) pages.set(url, await server.render(url));
  // No @font-face in them: a page inlines the faces its first screen draws with and its loader
  // declares the rest after the first paint; the faces' own sheet is for pages read without
  // JavaScript (scripts/laterStylesheets.ts).
  const rendered = [...pages];
  const sheets = new Map<string, string>();
  /** Each stylesheet written, by file: every rule its pages' elements match. */
  const written = new Map<string, string>();
  for (const [index, pageCss] of pageStylesheets(rendered.map(([, page]) => page)).entries()) {
    const [url, page] = rendered[index] as (typeof rendered)[number];
    // The icons below the page's first screen come with its stylesheet (scripts/iconMasks.ts).
    const icons = maskIcons(page.html);
    const css = pageCss + icons.css;
    pages.set(url, { ...page, html: icons.html });
    const file = stylesheetFile(css);
    if (!written.has(file)) await writeOutput(file, css);
    written.set(file, css);
    sheets.set(url, `/${file}`);
  }
  console.info(`wrote ${written.size} stylesheets for ${pages.size} pages`);
  // The MUI classes that no page stylesheet (the phone menu panel's rules match only its own markup)
  // and none of the site's scripts name leave each page once it is split, since its first screen ends
  // at a distance in characters from the h1 (scripts/unreadClasses.ts).
  const named = muiClassesNamedIn([...written.values(), ...(await siteSources())]);
  const facesSheet = stylesheetFile(server.fontFaceCss, 'fonts');
  await writeOutput(facesSheet, server.fontFaceCss);
  const documentFor = (url: string) => {
    const page = pages.get(url);
    if (!page) throw new Error(`${url} was not rendered`);
    const fonts = {
      allFaces: server.fontFaceCss,
      firstScreenFaces: server.fontFacesStyleTag({ firstScreenOf: page.locale }),
      fontStack: server.fontFamily,
    };
    const split = splitPage(page, [sheets.get(url) as string, `/${facesSheet}`], fonts);
    return assembleDocument(server, template, page, { ...split, html: dropUnreadClasses(split.html, named) });
  };

  for (const path of paths) {
    const document = documentFor(path);
    for (const file of outputFiles(path)) await writeOutput(file, document);
    console.info(`prerendered ${path}`);
  }

  const localeNotFoundRules: string[] = [];
  for (const [locale, probe] of probes) {
    const file = locale === 'en' ? '404.html' : `${locale}/404.html`;
    await writeOutput(file, documentFor(probe));
    if (locale !== 'en') localeNotFoundRules.push(`/${locale}/*  /${file}  404`);
  }
  // Netlify's rule for a language's own 404 page (Cloudflare Pages finds the nearest 404.html itself).
  if (localeNotFoundRules.length > 0) await writeOutput('_redirects', `${localeNotFoundRules.join('\n')}\n`);

  const origin = server.site.origin;
  await writeOutput('sitemap.xml', sitemapXml(origin, server.pagesByLanguage));
  for (const feed of await server.blogFeeds()) {
    await writeOutput(feed.path.replace(/^\//, ''), feed.xml);
    console.info(`wrote ${feed.path} (${Buffer.byteLength(feed.xml)} bytes)`);
  }
  await writeArticleCards(server);
  await writeOutput('robots.txt', `User-agent: *\nAllow: /\n\nSitemap: ${origin}/sitemap.xml\n`);
  const headers = await writeHeadersFile({ root, distDir });
  if (headers)
    console.info(`wrote _headers (${headers.scriptHashes.length} inline script hashes in the CSP)`);
  console.info(`prerendered ${paths.length} routes + 404 in ${Math.round(performance.now() - started)} ms`);
  // Last, so it is the last thing a person building for launch reads.
  const samples = sampleWarning(env);
  if (samples) console.warn(samples);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
