import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { earlyScript } from './vite-early-script';
import { precompress } from './vite-precompress';
import { serviceWorker } from './vite-service-worker';

export default defineConfig({
  plugins: [react(), tailwindcss(), earlyScript(), serviceWorker(), precompress()],
  resolve: {
    alias: {
      // '@/lib/cn' is src/lib/cn.ts (as in tsconfig.json's paths); '@tanstack/...' and the like are untouched.
      '@': fileURLToPath(new URL('./src', import.meta.url)),
      '@transcribe/contract': fileURLToPath(new URL('../../packages/contract/src/index.ts', import.meta.url)),
    },
  },
  server: { proxy: { '/api': 'http://localhost:8080' } },
  // The manifest (dist/.vite/manifest.json) is the chunk graph the bundle budget test reads.
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    manifest: true,
    // What a visitor downloads is held by test/bundle-budget.test.ts (brotli, per route); the shared entry
    // (React, the router) is one chunk on purpose and may exceed Vite's generic 500 kB hint.
    chunkSizeWarningLimit: 600,
    rollupOptions: {
      // zod places comments where Rollup cannot read them as annotations; a dependency's comment is
      // nothing a newcomer's first build should print.
      onwarn(warning, warn) {
        if (warning.code === 'INVALID_ANNOTATION' && warning.id?.includes('node_modules')) return;
        warn(warning);
      },
    },
  },
});
