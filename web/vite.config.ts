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
  /\/node_modules\/(react|react-dom|react-router|scheduler|cookie|set-cookie-parser)\//;
const apiTarget = process.env.NOCTURNE_API_URL ?? 'http://127.0.0.1:8000';
const proxied = ['/api', '/healthz', '/readyz', '/media'];

export default defineConfig({
  plugins: [react(), tailwindcss(), routeChunks(root), fontPreload(), precompress()],
  resolve: {
    alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
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
