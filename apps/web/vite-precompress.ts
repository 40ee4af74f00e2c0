import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Text formats gain from compression; woff2 and images are compressed already. */
const COMPRESSIBLE = /\.(js|css|svg|html|json|webmanifest|txt)$/;

/**
 * Writes `<file>.br` (brotli, quality 11) and `<file>.gz` (gzip, level 9) beside every compressible file of
 * the build, public files included. The server sends them as they are (Accept-Encoding decides), so the
 * slowest, smallest settings cost build time once instead of CPU on every request.
 */
export function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'transcribe:precompress',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    // closeBundle runs after Vite has also copied public/ into the output, so those files are covered too.
    async closeBundle() {
      const files = (await filesUnder(outDir)).filter((file) => COMPRESSIBLE.test(file));
      await Promise.all(files.map(compressBeside));
    },
  };
}

async function compressBeside(file: string): Promise<void> {
  const plain = await readFile(file);
  const [br, gz] = await Promise.all([
    brotli(plain, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: plain.length,
      },
    }),
    gzipAsync(plain, { level: constants.Z_BEST_COMPRESSION }),
  ]);
  // A tiny file can come out larger; without its .br/.gz the server sends the plain one.
  await Promise.all([
    br.length < plain.length ? writeFile(`${file}.br`, br) : undefined,
    gz.length < plain.length ? writeFile(`${file}.gz`, gz) : undefined,
  ]);
}

/** Every file below dir, skipping dot folders (Vite's .vite/manifest.json is for tools, never served). */
async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true });
  const nested = await Promise.all(
    entries.map((entry) => {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) return entry.name.startsWith('.') ? [] : filesUnder(path);
      return entry.isFile() ? [path] : [];
    }),
  );
  return nested.flat();
}
