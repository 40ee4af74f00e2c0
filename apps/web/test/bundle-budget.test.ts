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
    files: 10,
  },
  {
    route: 'dashboard (/dashboard), signed in',
    // The home (the file list) comes in the frame's chunk (see dashboardPages in dashboard-layout.tsx).
    sources: ['src/app/dashboard-layout.tsx'],
    limit: 190 * KB,
    files: 10,
  },
];

describe('JavaScript over the wire (brotli) for a first-time visitor, read from the production build', () => {
  let manifest: ReturnType<typeof readManifest>;
  beforeAll(() => {
    manifest = readManifest(DIST);
  });

  // Files count too: a browser on HTTP/1.1 fetches six at a time, and 35 small chunks of the dashboard once
  // held a first visit's file list back by a few hundred milliseconds.
  for (const { route, sources, limit, files: maxFiles } of BUDGETS) {
    it(`${route} [${sources.join(', ')}] stays under ${limit / KB} KB in at most ${maxFiles} files`, () => {
      const { bytes, files } = routeWireSize(DIST, manifest, sources);
      console.log(
        `${route}: ${(bytes / KB).toFixed(1)} KB brotli of JavaScript in ${files.length} files (budget ${limit / KB} KB)`,
      );
      expect(bytes).toBeLessThan(limit);
      expect(files.length).toBeLessThanOrEqual(maxFiles);
    });
  }
});
