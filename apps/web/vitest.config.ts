import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineProject } from 'vitest/config';

export default defineProject({
  plugins: [react()],
  resolve: {
    alias: {
      // '@/lib/cn' is src/lib/cn.ts (as in tsconfig.json's paths); '@tanstack/...' and the like are untouched.
      '@': fileURLToPath(new URL('./src', import.meta.url)),
      '@transcribe/contract': fileURLToPath(new URL('../../packages/contract/src/index.ts', import.meta.url)),
      // The tests run in jsdom under Node, which would pick tus-js-client's Node build (node:http, files);
      // the app ships its browser build (XMLHttpRequest, localStorage), so the tests take that one too.
      'tus-js-client': 'tus-js-client/lib.esm/browser/index.js',
    },
  },
  test: {
    name: 'web',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}', 'test/**/*.test.ts'],
    setupFiles: ['src/test/setup.ts'],
    // A hang guard: npm test runs these beside the server's heavy tests.
    testTimeout: 30_000,
  },
});
