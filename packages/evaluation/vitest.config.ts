import { defineProject } from 'vitest/config';

export default defineProject({
  test: { name: 'evaluation', include: ['src/**/*.test.ts'] },
});
