import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { defineConfig, type Alias } from 'vite';
import react from '@vitejs/plugin-react';
import { blogArticles } from './scripts/blog/vitePlugin.ts';
import { articleEditor } from './scripts/cms/vitePlugin.ts';
import { devPages } from './scripts/vite/devPages.ts';
import { islandChunks } from './scripts/vite/islandChunks.ts';
import { pageIcons } from './scripts/vite/pageIcons.ts';
import { productionPreview } from './scripts/vite/productionPreview.ts';
import { siteConfigCheck } from './scripts/vite/siteConfigCheck.ts';
import { localSupabase } from './server/vitePlugin.ts';
import { analyticsSource } from './scripts/viteManifest.ts';

// The embedded local Supabase stand-in is mounted by server/vitePlugin.ts (dev and preview servers).
// BUILD_OUT_DIR lets several builds (e.g. the benchmark's SPA variant) live side by side.
const outDir = process.env.BUILD_OUT_DIR ?? 'dist';

/**
 * react-router's package exports only its development build, whose dev-only warnings stay switched on
 * in production bundles (remix-run/react-router#12532, #14102). It ships the production build beside
 * it, identical but for that switch; builds use it.
 */
function reactRouterProductionBuild(): Alias[] {
  const dist = join(dirname(createRequire(import.meta.url).resolve('react-router/package.json')), 'dist');
  return [
    { find: /^react-router$/, replacement: join(dist, 'production/index.mjs') },
    { find: /^react-router\/dom$/, replacement: join(dist, 'production/dom-export.mjs') },
  ];
}

/**
 * V8's explicit compile hint (Chrome 136+; other engines ignore the comment). Every browser chunk is
 * code that runs as soon as it arrives: the page's islands, or code loaded on a visitor's intent. Left to
 * its heuristics, V8 compiles most functions lazily, on the main thread, the first time they run, which
 * was the largest part of the work blocking it after load. With the hint it compiles them while
 * streaming the module in, on a background thread. After minification, so the minifier cannot drop it.
 */
const compileHint = '//# allFunctionsCalledOnLoad';

export default defineConfig(({ command, isSsrBuild }) => {
  return {
    resolve: { alias: command === 'build' ? reactRouterProductionBuild() : [] },
    // Test runners reuse this config but have no use for the embedded database.
    plugins: [
      siteConfigCheck(),
      pageIcons(),
      blogArticles(),
      articleEditor(),
      react(),
      ...(process.env.VITEST ? [] : [localSupabase()]),
      productionPreview(),
      devPages(),
    ],
    server: {
      port: Number(process.env.PORT ?? 5173),
      watch: { ignored: ['**/.data/**', '**/dist/**', '**/dist-*/**'] },
    },
    preview: { port: Number(process.env.PORT ?? 4173), strictPort: true },
    build: {
      outDir: isSsrBuild ? `${outDir}-ssr` : outDir,
      manifest: !isSsrBuild,
      ssrManifest: false,
      sourcemap: false,
      target: 'es2022',
      assetsInlineLimit: 0,
      // The fonts are referenced only by the prerendered HTML (the islands never load them), so the
      // prerender bundle emits them and scripts/prerender.ts copies them into the site.
      ssrEmitAssets: true,
      // The analytics chunk is an entry of its own, built whether or not the site config turns analytics
      // on: the prerender decides (scripts/deferHydration.ts), so switching them needs no second build.
      rolldownOptions: isSsrBuild
        ? {}
        : {
            input: ['index.html', analyticsSource],
            // Vite drops an app's entry exports: the loader calls this chunk's `start`. 'allow-extension'
            // (not 'exports-only'): islandChunks leaves the helpers in the entry, which then exports them.
            preserveEntrySignatures: 'allow-extension',
            output: { postBanner: compileHint, codeSplitting: islandChunks() },
          },
    },
    // Bundle everything into the prerender bundle so it runs the same code the browser gets, in
    // production mode like the browser's: dev-mode MUI labels its class names, so every style hash would
    // differ and the client would re-insert (and re-parse) all the prerendered CSS while hydrating.
    ssr: isSsrBuild ? { noExternal: true } : undefined,
    define: isSsrBuild ? { 'process.env.NODE_ENV': JSON.stringify('production') } : undefined,
  };
});
