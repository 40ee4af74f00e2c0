import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';

/** One entry of Vite's build manifest (dist/.vite/manifest.json), keyed by source path. */
interface ManifestChunk {
  file: string;
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
 * The JavaScript a first-time visitor of a route downloads, as brotli bytes on the wire: the entry chunk,
 * the route's lazy chunks (named by source module), and everything they import statically. Lazy imports
 * inside them (modals, say) load later, on demand, and are not counted.
 */
export function routeWireSize(distDir: string, manifest: Manifest, routeSources: string[]): WireSize {
  const entry = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
  if (!entry) throw new Error('The manifest has no entry chunk.');
  for (const source of routeSources) {
    if (!manifest[source]?.isDynamicEntry) {
      throw new Error(
        `${source} is not a lazy chunk of the build: it moved (update the route list) or something imports it statically.`,
      );
    }
  }
  const files = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || files.has(chunk.file)) return;
    files.add(chunk.file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const key of [entry, ...routeSources]) visit(key);
  const scripts = [...files].filter((file) => file.endsWith('.js')).sort();
  return { bytes: scripts.reduce((sum, file) => sum + brotliBytes(distDir, file), 0), files: scripts };
}

/** What the server sends a brotli-capable browser: the .br copy, or the file itself when the build kept none. */
function brotliBytes(distDir: string, file: string): number {
  const compressed = join(distDir, `${file}.br`);
  return statSync(existsSync(compressed) ? compressed : join(distDir, file)).size;
}
