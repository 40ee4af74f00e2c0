import { fileURLToPath } from 'node:url';
import { defineProject } from 'vitest/config';

export default defineProject({
  resolve: {
    alias: {
      '@transcribe/contract': fileURLToPath(new URL('../../packages/contract/src/index.ts', import.meta.url)),
      '@transcribe/evaluation': fileURLToPath(
        new URL('../../packages/evaluation/src/index.ts', import.meta.url),
      ),
    },
  },
  test: {
    name: 'server',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    // Hang guards, not speed checks: npm test runs the heavy files beside the rest, so a light test shares
    // the machine with real speech recognition and can take several times its idle time.
    testTimeout: 60_000,
    hookTimeout: 60_000,
  },
});
