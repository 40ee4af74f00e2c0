import { mkdir, symlink, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { ACOUSTIC_MODEL_DIR } from '../engines/pocketsphinx.js';
import { BASE_MODEL_FILES } from './tools.js';

/** What recognition uses of a voice's adaptation. */
export interface VoiceModelAdaptation {
  /** The MLLR transform (mllr_matrix text). */
  transform: string;
  /** The means MAP-adapted on top of the transform (a sphinx means file): used in its place when present. */
  means?: Uint8Array | undefined;
}

/**
 * The adaptation as pocketsphinx options, its files written into `dir`: MAP-adapted means as an acoustic
 * model of their own (the engine's other files linked beside them, for -hmm), else the transform (-mllr).
 */
export async function adaptationOptions(
  adaptation: VoiceModelAdaptation,
  dir: string,
): Promise<{ mllrPath?: string; acousticModel?: string }> {
  await mkdir(dir, { recursive: true });
  if (adaptation.means) {
    const model = join(dir, 'model');
    await mkdir(model);
    for (const file of BASE_MODEL_FILES.filter((name) => name !== 'means')) {
      await symlink(join(ACOUSTIC_MODEL_DIR, file), join(model, file));
    }
    await writeFile(join(model, 'means'), adaptation.means);
    return { acousticModel: model };
  }
  const mllrPath = join(dir, 'mllr_matrix');
  await writeFile(mllrPath, adaptation.transform);
  return { mllrPath };
}
