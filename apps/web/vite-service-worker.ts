import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import type { Plugin, Rollup } from 'vite';

const SOURCE = new URL('./service-worker/sw.js', import.meta.url);

/**
 * Writes dist/sw.js from service-worker/sw.js: its cache version is a hash of the build's file names (a new
 * build empties the old caches), and its app shell is the entry's script, its static imports and their CSS
 * (cached on install, so the app opens offline). Build only: `vite dev` registers no service worker.
 */
export function serviceWorker(): Plugin {
  return {
    name: 'transcribe:service-worker',
    apply: 'build',
    async generateBundle(_options, bundle) {
      const source = await readFile(SOURCE, 'utf8');
      const names = Object.keys(bundle).sort();
      const version = createHash('sha256').update(names.join('\n')).digest('hex').slice(0, 16);
      const shell = shellFiles(bundle).map((file) => `/${file}`);
      this.emitFile({
        type: 'asset',
        fileName: 'sw.js',
        source: source
          .replace("'__VERSION__'", JSON.stringify(version))
          .replace('__SHELL__', JSON.stringify(shell)),
      });
    },
  };
}

/** The entry chunks, the chunks they import statically (transitively) and the CSS those import. */
export function shellFiles(bundle: Rollup.OutputBundle): string[] {
  const files = new Set<string>();
  const visit = (fileName: string) => {
    const chunk = bundle[fileName];
    if (chunk?.type !== 'chunk' || files.has(fileName)) return;
    files.add(fileName);
    for (const css of chunk.viteMetadata?.importedCss ?? []) files.add(css);
    for (const imported of chunk.imports) visit(imported);
  };
  for (const output of Object.values(bundle))
    if (output.type === 'chunk' && output.isEntry) visit(output.fileName);
  return [...files].sort();
}
