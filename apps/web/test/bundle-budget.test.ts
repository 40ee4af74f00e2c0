import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import { readManifest, routeWireSize } from './wire-size';

// A path string, not a URL: under jsdom the global URL is not the one node:url accepts.
const DIST = resolve(dirname(fileURLToPath(import.meta.url)), '../dist');
const KB = 1024;

/**
 * Each route's lazy page modules, as routes.tsx loads them. If a page moves, its path here must follow
 * (the test fails and says so rather than measuring the wrong thing).
 */
const BUDGETS = [
  {
    route: 'landing page (/), first visit',
    sources: ['src/features/landing/components/landing-page.tsx'],
    limit: 150 * KB,
  },
  {
    route: 'dashboard (/dashboard), signed in',
    sources: ['src/app/dashboard-layout.tsx', 'src/app/dashboard-home.tsx'],
    limit: 190 * KB,
  },
];

describe('JavaScript over the wire (brotli) for a first-time visitor, read from the production build', () => {
  let manifest: ReturnType<typeof readManifest>;
  beforeAll(() => {
    manifest = readManifest(DIST);
  });

  for (const { route, sources, limit } of BUDGETS) {
    it(`${route} [${sources.join(', ')}] stays under ${limit / KB} KB`, () => {
      const { bytes, files } = routeWireSize(DIST, manifest, sources);
      console.log(
        `${route}: ${(bytes / KB).toFixed(1)} KB brotli of JavaScript in ${files.length} files (budget ${limit / KB} KB)`,
      );
      expect(bytes).toBeLessThan(limit);
    });
  }
});
