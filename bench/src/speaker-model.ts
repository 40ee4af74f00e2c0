import { mkdirSync, symlinkSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { type Embed, SPEAKER_EMBEDDING_FILE, speakerEmbedder } from '@transcribe/server/pipeline';

export interface VoicePrints {
  /** The embedding model's voice prints; undefined for the built-in MFCC statistics. */
  embed?: Embed;
  /** What the results were measured with. */
  label: string;
}

/**
 * `BENCH_SPEAKER_MODEL=<file.onnx>`: diarise with that sherpa-onnx speaker-embedding model's voice prints,
 * as the server does when MODELS_DIR holds one, instead of the built-in MFCC statistics. The file is
 * linked into `workDir` under the name the server looks for, and loaded the same way (a file sherpa-onnx
 * cannot load stops the bench with the server's message).
 */
export async function benchVoicePrints(workDir: string): Promise<VoicePrints> {
  const model = process.env.BENCH_SPEAKER_MODEL;
  if (!model) return { label: 'built-in MFCC statistics (BENCH_SPEAKER_MODEL not set)' };
  const dir = join(workDir, 'speaker-model');
  mkdirSync(dir, { recursive: true });
  symlinkSync(resolve(model), join(dir, SPEAKER_EMBEDDING_FILE));
  return { embed: await speakerEmbedder(dir), label: `the embedding model ${resolve(model)}` };
}
