/**
 * Renders one URL to HTML for the prerender script (scripts/prerender.ts); never shipped to browsers.
 */
import { StrictMode, type ReactNode } from 'react';
import type { EmotionCache } from '@emotion/cache';
import { prerenderToNodeStream } from 'react-dom/static';
import { StaticRouter } from 'react-router-dom';
import createEmotionServer from '@emotion/server/create-instance';
import { AppProviders } from './app/AppProviders';
import { AppRoutes } from './app/AppRoutes';
import { IslandProviders, themedProviders } from './app/IslandProviders';
import { PhoneMenuPanel } from './app/layout/PhoneMenuPanel';
import { useLanguageLinkTarget } from './components/i18n/useLanguageLinkTarget';
import { LocaleContext } from './lib/i18n/LocaleContext';
import { IslandRoot } from './app/IslandRoot';
import { islandNameOf, islandSourceOf, type IslandModule } from './app/islands';
import {
  IslandCollector,
  IslandCollectorContext,
  islandPlaceholder,
  type CollectedIsland,
} from './lib/islands/Island';
import { findRoute, notFoundProbePaths, notFoundRoute, pagesByLanguage, prerenderPaths } from './app/routes';
import { localizedPath, type Locale } from './lib/i18n/locale';
import { createEmotionCache } from './lib/emotionCache';
import { preloadedFontUrls } from '../theme/fonts';

export { notFoundProbePaths, pagesByLanguage, prerenderPaths, preloadedFontUrls };

/** Every island by its component, for naming the islands a page renders. */
const islandNames = new Map<unknown, string>(
  Object.entries(import.meta.glob<IslandModule>('/src/**/*.island.tsx', { eager: true })).map(
    ([path, module]) => [module.default, islandNameOf(path)],
  ),
);

/** Island name → its module in the build manifest, for the page's loader (scripts/deferHydration.ts). */
export const islandSources: Readonly<Record<string, string>> = Object.fromEntries(
  [...islandNames.values()].map((name) => [name, islandSourceOf(name)]),
);

const islandsWhere = (test: (island: IslandModule['default']) => boolean): readonly string[] =>
  [...islandNames.entries()]
    .filter(([island]) => test(island as IslandModule['default']))
    .map(([, name]) => name);

/** The islands that hydrate inside the theme's providers: their loader preloads the theme's code too. */
export const themedIslands = islandsWhere((island) => island.themed);

/** The islands that wait for the visitor: the loader fetches what their first use opens with them. */
export const islandsWaitingForVisitor = islandsWhere((island) => island.load === 'interaction');
export { site } from './content/site';
export { blogFeeds } from './app/blogFeeds';
export { brokenArticleLinks } from './app/articleLinks';
export { previewCardSources } from './components/article/previewCards';
export { fontFacesStyleTag } from './components/theme/fontFaces';
export { colorSchemeScript } from './components/theme/colorSchemeScript';
export { fontFaceCss } from '../theme/fonts';
export { fontFamily } from '../theme/tokens';

export interface RenderedPage {
  /** Title, meta and link tags React hoisted to the front of the output. */
  head: string;
  /** The page body that goes into #root. */
  html: string;
  /** Critical CSS as <style data-emotion> tags. */
  styles: string;
  /**
   * The same CSS as Emotion's chunks (global styles one by one, then the page's component rules), and
   * each component rule by its id: scripts/siteStyles.ts splits them into the site-wide stylesheet and
   * what the page's first screen needs.
   */
  styleChunks: { key: string; ids: string[]; css: string }[];
  rules: Readonly<Record<string, string>>;
  /** The page's language, for <html lang>. */
  locale: Locale;
}

async function streamToString(stream: NodeJS.ReadableStream): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream)
    chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as string));
  return Buffer.concat(chunks).toString('utf8');
}

/** React emits hoistable tags first when rendering a fragment; split them off so they can go into <head>. */
function splitHoistedHead(markup: string): { head: string; html: string } {
  const hoisted = /^(?:<title>[\s\S]*?<\/title>|<meta\b[^>]*\/?>|<link\b[^>]*\/?>)+/;
  const match = hoisted.exec(markup);
  if (!match) return { head: '', html: markup };
  return { head: match[0], html: markup.slice(match[0].length) };
}

/**
 * Marks the style tags as already placed (`data-s`). Importing @emotion/react creates a default cache
 * that moves every unmarked server-rendered Emotion <style> to the end of <head>, to get them out of
 * React's way when they sit inline in the body. Ours are already in <head>, and moving them makes the
 * browser drop and re-apply all the page's CSS (11 ms on /consultation on the bench host). Our own
 * cache still adopts them: it selects by key, not by this attribute.
 */
function markAsSettled(styleTags: string): string {
  return styleTags.replaceAll('<style data-emotion=', '<style data-s="" data-emotion=');
}

/**
 * An Emotion cache for one server render, and the rules that render produced: every one, not only
 * those whose class is in the HTML. MUI composes styled components, and the intermediate classes it
 * registers on the way are generated again while hydrating; shipped with the page, the client finds
 * them already inserted instead of compiling and inserting them during hydration.
 */
function serverStyles() {
  const cache = createEmotionCache();
  // compat: collect styles for extraction instead of emitting inline <style> tags next to elements.
  cache.compat = true;
  const emotionServer = createEmotionServer(cache);
  const everyRule = (html: string) => {
    const everyClass = Object.keys(cache.inserted).map((id) => `${cache.key}-${id}`);
    return emotionServer.extractCriticalToChunks(`${html}\n${everyClass.join(' ')}`);
  };
  return { cache, emotionServer, everyRule };
}

async function renderToHtml(element: ReactNode, identifierPrefix?: string): Promise<string> {
  const { prelude } = await prerenderToNodeStream(element, {
    identifierPrefix,
    // Without this React moves large Suspense content into <div hidden> and swaps it in with a
    // script, so visitors without JavaScript (and some crawlers) would see only the fallback.
    progressiveChunkSize: Number.POSITIVE_INFINITY,
    onError(error) {
      throw error;
    },
  });
  return streamToString(prelude);
}

/** An island rendered as the browser will hydrate it: a root of its own, from its props' JSON. */
async function renderIsland(island: CollectedIsland, cache: EmotionCache, locale: Locale): Promise<string> {
  return renderToHtml(
    <IslandRoot
      locale={locale}
      Component={island.Component}
      props={island.props}
      Providers={island.themed ? themedProviders(cache) : undefined}
    />,
    island.id,
  );
}

/** Whether a path is a page of the site (the dev server answers the others with the 404 page and status). */
export function isKnownPath(pathname: string): boolean {
  return findRoute(pathname).route !== notFoundRoute;
}

/** The phone menu as prerendered: nothing marked current, its language link to the other home page. */
function PrerenderedPhoneMenu() {
  return <PhoneMenuPanel language={useLanguageLinkTarget()} />;
}

/**
 * The phone menu's panel in `locale` with the rules that style it, as one fragment of HTML: the file
 * the page's loader fetches when the visitor reaches for the menu (src/lib/phoneMenu/phoneMenu.ts).
 * The page's own styles carry the theme's variables and fonts, which the rules use.
 */
export async function renderPhoneMenu(locale: Locale): Promise<string> {
  const { cache, everyRule } = serverStyles();
  const html = await renderToHtml(
    <StrictMode>
      <LocaleContext value={locale}>
        <StaticRouter location={localizedPath('/', locale)}>
          <IslandProviders cache={cache}>
            <PrerenderedPhoneMenu />
          </IslandProviders>
        </StaticRouter>
      </LocaleContext>
    </StrictMode>,
  );
  const { styles } = everyRule(html);
  return `<style>${styles.map((chunk) => chunk.css).join('')}</style>${html}`;
}

export async function render(url: string): Promise<RenderedPage> {
  const { locale } = findRoute(new URL(url, 'http://render').pathname);
  const { cache, emotionServer, everyRule } = serverStyles();
  const islands = new IslandCollector((component) => islandNames.get(component));

  const markup = await renderToHtml(
    <StrictMode>
      <IslandCollectorContext value={islands}>
        <AppProviders cache={cache}>
          <StaticRouter location={url}>
            <AppRoutes />
          </StaticRouter>
        </AppProviders>
      </IslandCollectorContext>
    </StrictMode>,
  );
  const { head, html: page } = splitHoistedHead(markup);
  let html = page;
  for (const island of islands.islands) {
    const islandHtml = await renderIsland(island, cache, locale);
    html = html.replace(islandPlaceholder(island.id), () => islandHtml);
  }
  const chunks = everyRule(html);
  const styles = markAsSettled(emotionServer.constructStyleTagsFromChunks(chunks));
  const rules = Object.fromEntries(
    chunks.styles
      .filter((chunk) => chunk.key === cache.key)
      .flatMap((chunk) => chunk.ids)
      .map((id) => [id, String(cache.inserted[id])]),
  );
  return { head, html, styles, styleChunks: chunks.styles, rules, locale };
}
