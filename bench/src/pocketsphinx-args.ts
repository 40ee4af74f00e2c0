import { join } from 'node:path';
import {
  DEBIAN_ACOUSTIC_MODEL,
  DICTIONARY_FILE,
  LANGUAGE_MODEL_FILE,
} from '../../apps/server/dist/pipeline/engines/pocketsphinx.js';

const MODELS = new URL('../../models', import.meta.url).pathname;

/**
 * pocketsphinx_continuous's arguments for reading 16 kHz PCM from `input` with the built-in engine's
 * models and pocketsphinx's default search settings: the baseline the benches compare against.
 */
export function pocketsphinxArgs(input: string): string[] {
  return ['-infile', input, '-time', 'yes', '-logfn', '/dev/null', '-hmm', DEBIAN_ACOUSTIC_MODEL].concat([
    '-lm',
    join(MODELS, LANGUAGE_MODEL_FILE),
    '-dict',
    join(MODELS, DICTIONARY_FILE),
  ]);
}
