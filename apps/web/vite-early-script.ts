import type { HtmlTagDescriptor, Plugin } from 'vite';

/**
 * Builds `entry` (src/early.ts) as a script of its own, first in the page's head, so it runs as soon as its
 * one kilobyte arrives instead of after the app's whole entry has loaded and run. (Vite would fold a second
 * script tag of index.html into the one entry.) The app imports it too, so it stays one small chunk.
 */
export function earlyScript(entry = 'src/early.ts'): Plugin {
  return {
    name: 'transcribe:early-script',
    config: () => ({ build: { rollupOptions: { input: { index: 'index.html', early: entry } } } }),
    transformIndexHtml: {
      order: 'post',
      handler(_html, { bundle }): HtmlTagDescriptor[] {
        // The dev server serves the source as it is.
        const chunk = Object.values(bundle ?? {}).find(
          (output) => output.type === 'chunk' && output.isEntry && output.facadeModuleId?.endsWith(entry),
        );
        if (bundle && !chunk) throw new Error(`early-script: no chunk was built from ${entry}`);
        const src = chunk ? `/${chunk.fileName}` : `/${entry}`;
        return [
          { tag: 'script', attrs: { type: 'module', crossorigin: true, src }, injectTo: 'head-prepend' },
        ];
      },
    },
  };
}
