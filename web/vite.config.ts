/// <reference types="vitest/config" />
import { fileURLToPath, URL } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { fontPreload } from './vite-plugins/font-preload';
import { precompress } from './vite-plugins/precompress';
import { routeChunks } from './vite-plugins/route-chunks';

const root = fileURLToPath(new URL('.', import.meta.url));
const REACT_PACKAGES =
  /\/node_modules\/(preact|react|react-dom|react-router|scheduler|cookie|set-cookie-parser)\//;
// The app is written against React's API and served on Preact (preact/compat): 41 KB gzipped for the
// runtime instead of React DOM's 101, which is what keeps a first visit of the landing and SEO pages
// under 100 KB (issue 8, web weight). Vitest keeps React, since Testing Library loads react-dom itself;
// the built app, on Preact, is what the e2e suite drives in Chromium.
const PREACT = process.env.VITEST
  ? []
  : [
      { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
      { find: /^react-dom$/, replacement: 'preact/compat' },
      { find: /^react\/jsx-(dev-)?runtime$/, replacement: 'preact/jsx-$1runtime' },
      { find: /^react$/, replacement: 'preact/compat' },
    ];
const apiTarget = process.env.NOCTURNE_API_URL ?? 'http://127.0.0.1:8000';
const proxied = ['/api', '/healthz', '/readyz', '/media'];

export default defineConfig({
  plugins: [react(), tailwindcss(), routeChunks(root), fontPreload(), precompress()],
  resolve: {
    alias: [
      { find: '@', replacement: fileURLToPath(new URL('./src', import.meta.url)) },
      ...PREACT,
    ],
  },
  server: {
    proxy: Object.fromEntries(proxied.map((p) => [p, { target: apiTarget, changeOrigin: false }])),
  },
  build: {
    outDir: 'dist',
    // dist/.vite/manifest.json: the chunk graph, read with route-chunks.json by bench/web_weight.py.
    manifest: true,
    // Maps are written for error reporting but not linked from the bundle.
    sourcemap: 'hidden',
    rollupOptions: {
      output: {
        // React changes less often than the app, so it gets a chunk of its own that a release
        // does not invalidate in the browser's cache. Everything else is left to Rollup, which
        // keeps the AI SDK and the markdown renderer in chunks that only the lazy pages using them
        // import (src/app/pages.ts); naming them here would also pull in their shared
        // dependencies (swr, zod) and so onto every route.
        manualChunks(id) {
          if (REACT_PACKAGES.test(id)) return 'react';
          return undefined;
        },
      },
      onwarn(warning, warn) {
        // zod ships comments Rollup cannot place; harmless.
        if (warning.code === 'INVALID_ANNOTATION' && warning.id?.includes('node_modules')) return;
        warn(warning);
      },
    },
  },
  test: {
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['./src/test/setup.ts'],
    restoreMocks: true,
  },
});
