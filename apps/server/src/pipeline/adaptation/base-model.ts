import { mkdtemp, readFile, rename, rm, stat, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ACOUSTIC_MODEL_DIR } from '../engines/pocketsphinx.js';
import { runTool } from './run-tool.js';
import { mixtureWeightsFile, readSendump } from './sendump.js';
import { BASE_MODEL_FILES } from './tools.js';

/** The engine's acoustic model in the form sphinxtrain's bw reads: where it is and its text mdef. */
export interface BaseModel {
  /** For bw's -hmmdir: the model's files with `mixture_weights` beside them. */
  dir: string;
  /** For bw's -moddeffn. */
  mdef: string;
}

/**
 * Where the prepared model is kept: once per machine in the temp dir (about 8 MB; its own files are
 * links to the Debian package's). Made again when missing or when the package's sendump changed.
 */
export const BASE_MODEL_CACHE = join(tmpdir(), 'transcribe-adaptation-model-v1');

/**
 * The engine's acoustic model made usable by sphinxtrain, once: pocketsphinx ships its mixture weights
 * only quantised (`sendump`) and its model definition only binary, and bw needs `mixture_weights` and a
 * text mdef. Built in a folder of its own and renamed into place, so a concurrent run never sees half of it.
 */
export async function baseModel(signal: AbortSignal, cache = BASE_MODEL_CACHE): Promise<BaseModel> {
  const model = { dir: cache, mdef: join(cache, 'mdef.txt') };
  const source = await sourceKey();
  const current = () => readFile(join(cache, 'source'), 'utf8').catch(() => '');
  if ((await current()) === source) return model;
  const building = await mkdtemp(`${cache}.building-`);
  try {
    for (const file of BASE_MODEL_FILES) await symlink(join(ACOUSTIC_MODEL_DIR, file), join(building, file));
    await runTool(
      'pocketsphinx_mdef_convert',
      ['-text', join(ACOUSTIC_MODEL_DIR, 'mdef'), join(building, 'mdef.txt')],
      signal,
    );
    const sendump = await readFile(join(ACOUSTIC_MODEL_DIR, 'sendump'));
    await writeFile(join(building, 'mixture_weights'), mixtureWeightsFile(readSendump(sendump)));
    await writeFile(join(building, 'source'), source);
    if ((await current()) === source) return model; // another run finished first
    await rm(cache, { recursive: true, force: true }); // a copy of an older model
    await rename(building, cache).catch(async (error: NodeJS.ErrnoException) => {
      // Another run put its copy in place first: use that one.
      if (error.code !== 'ENOTEMPTY' && error.code !== 'EEXIST') throw error;
    });
  } finally {
    await rm(building, { recursive: true, force: true });
  }
  return model;
}

/** What the prepared copy was made from: the sendump's size and time. */
async function sourceKey(): Promise<string> {
  const { size, mtimeMs } = await stat(join(ACOUSTIC_MODEL_DIR, 'sendump'));
  return `${ACOUSTIC_MODEL_DIR} ${size} ${mtimeMs}\n`;
}
