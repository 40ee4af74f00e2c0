import { existsSync, readFileSync, statSync } from 'node:fs';
import { basename, join } from 'node:path';

/** One entry of Vite's build manifest (dist/.vite/manifest.json), keyed by source path. */
interface ManifestChunk {
  file: string;
  src?: string;
  name?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
}
type Manifest = Record<string, ManifestChunk>;

export interface WireSize {
  bytes: number;
  files: string[];
}

/** Reads the production build's chunk graph, failing loudly when there is no build to measure. */
export function readManifest(distDir: string): Manifest {
  const path = join(distDir, '.vite', 'manifest.json');
  if (!existsSync(path)) {
    throw new Error(
      `No production build with a manifest at ${path}: build the web app first (npm run build -w apps/web, or bash scripts/bootstrap).`,
    );
  }
  return JSON.parse(readFileSync(path, 'utf8')) as Manifest;
}

/**
 * The JavaScript a first-time visitor of a route downloads, as brotli bytes on the wire: the entry chunks
 * (the app's and src/early.ts), the route's lazy chunks (named by source module), and everything they import
 * statically. Lazy imports inside them (modals, say) load later, on demand, and are not counted.
 */
export function routeWireSize(distDir: string, manifest: Manifest, routeSources: string[]): WireSize {
  const entries = Object.keys(manifest).filter((key) => manifest[key]?.isEntry);
  if (entries.length === 0) throw new Error('The manifest has no entry chunk.');
  const routeChunks = routeSources.map((source) => lazyChunkOf(manifest, source));
  const files = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || files.has(chunk.file)) return;
    files.add(chunk.file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const key of [...entries, ...routeChunks]) visit(key);
  const scripts = [...files].filter((file) => file.endsWith('.js')).sort();
  return { bytes: scripts.reduce((sum, file) => sum + brotliBytes(distDir, file), 0), files: scripts };
}

/**
 * The manifest key of the lazy chunk that starts with a page module. Usually the module's own path; but when
 * the chunk also holds code the page's own lazy dialogs share, Rollup gives it no source, only the page's
 * name (src/app/dashboard-home.tsx becomes `_dashboard-home-<hash>.js`, named "dashboard-home").
 */
function lazyChunkOf(manifest: Manifest, source: string): string {
  if (manifest[source]?.isDynamicEntry) return source;
  const name = basename(source).replace(/\.[cm]?[jt]sx?$/, '');
  const named = Object.keys(manifest).filter((key) => {
    const chunk = manifest[key];
    return chunk?.isDynamicEntry && !chunk.src && chunk.name === name;
  });
  if (named.length === 1 && named[0]) return named[0];
  throw new Error(
    `${source} is not a lazy chunk of the build: it moved (update the route list) or something imports it statically.`,
  );
}

/** What the server sends a brotli-capable browser: the .br copy, or the file itself when the build kept none. */
function brotliBytes(distDir: string, file: string): number {
  const compressed = join(distDir, `${file}.br`);
  return statSync(existsSync(compressed) ? compressed : join(distDir, file)).size;
}
