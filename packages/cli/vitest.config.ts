import { defineProject } from 'vitest/config';

// Each test drives the built CLI (dist/main.js) against a real server process, so builds come first: `npx tsc -b`.
export default defineProject({
  test: {
    name: 'cli',
    include: ['test/**/*.test.ts'],
    testTimeout: 120_000,
    hookTimeout: 60_000,
  },
});
