import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'scripts',
    include: ['**/*.test.ts'],
    exclude: ['**/node_modules/**'],
    // A hang guard: npm test runs these beside the server's heavy tests.
    testTimeout: 30_000,
  },
});
