import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

// The embedded local Supabase stand-in is mounted by server/vitePlugin.ts (dev and preview servers).
export default defineConfig(({ isSsrBuild }) => {
  return {
    plugins: [react()],
    server: { port: 5173, watch: { ignored: ['**/.data/**', '**/dist/**', '**/dist-*/**'] } },
    preview: { port: Number(process.env.PORT ?? 4173), strictPort: true },
    build: {
      outDir: isSsrBuild ? 'dist-ssr' : 'dist',
      manifest: !isSsrBuild,
      ssrManifest: false,
      sourcemap: false,
      target: 'es2022',
      assetsInlineLimit: 0,
    },
    ssr: {
      // Bundle everything so the prerender script runs the same code the browser gets.
      noExternal: true,
    },
  };
});
