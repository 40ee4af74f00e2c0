import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { SAMPLE_RATE } from '../decode.js';
import { installedModels } from '../models/installed-models.js';
import { PipelineError } from '../pipeline-error.js';

/**
 * A speaker-embedding model for sherpa-onnx put in MODELS_DIR by hand under this name (any of 3D-Speaker's
 * or WeSpeaker's ONNX exports); the catalogue's speaker models (`npm run models -- add campplus`) come
 * first. When one is there, voice prints come from it instead of MFCC statistics.
 */
export const SPEAKER_EMBEDDING_FILE = 'speaker-embedding.onnx';

/** The embedding model voice prints come from, and the name the log gives it; undefined: none installed. */
export function speakerModelFile(modelsDir: string): { path: string; name: string } | undefined {
  const installed = installedModels(modelsDir, 'speaker-embedding')[0];
  if (installed) return { path: installed.files.model as string, name: installed.model.name };
  const own = join(modelsDir, SPEAKER_EMBEDDING_FILE);
  return existsSync(own) ? { path: own, name: SPEAKER_EMBEDDING_FILE } : undefined;
}

/** A voice print of a stretch of 16 kHz speech. */
export type Embed = (samples: Float32Array) => Float32Array;

interface SherpaStream {
  acceptWaveform(input: { sampleRate: number; samples: Float32Array }): void;
  inputFinished(): void;
}
interface SherpaExtractor {
  createStream(): SherpaStream;
  compute(stream: SherpaStream, enableExternalBuffer?: boolean): Float32Array;
}
type ExtractorConstructor = new (config: object) => SherpaExtractor;

const loaded = new Map<string, Embed>();
const require = createRequire(import.meta.url);

const PROBE = `const { SpeakerEmbeddingExtractor } = require(process.argv[1]);
const extractor = new SpeakerEmbeddingExtractor({ model: process.argv[2], numThreads: 1, debug: 0 });
if (!(extractor.dim > 0)) process.exit(3);`;

/**
 * onnxruntime aborts the whole process on a file it cannot parse, so a model is first loaded once in a
 * child process: a bad file fails the transcription with a message instead of killing the worker.
 */
async function probe(model: string): Promise<void> {
  try {
    await promisify(execFile)(process.execPath, ['-e', PROBE, require.resolve('sherpa-onnx-node'), model], {
      timeout: 120_000,
    });
  } catch {
    throw new PipelineError(
      `The speaker embedding model ${model} could not be loaded; replace it, or remove it to use the built-in method.`,
      false,
    );
  }
}

/** A loaded speaker-embedding model and the name the log and voice prints give it. */
export interface EmbeddingModel {
  name: string;
  embed: Embed;
}

/** The embedding model in `modelsDir` with its name, or undefined when there is none (the built-in method is used). */
export async function speakerModel(modelsDir: string): Promise<EmbeddingModel | undefined> {
  const file = speakerModelFile(modelsDir);
  return file && { name: file.name, embed: await loadEmbedder(file.path) };
}

/** The embedding model's voice prints in `modelsDir`, or undefined when there is none. */
export async function speakerEmbedder(modelsDir: string): Promise<Embed | undefined> {
  return (await speakerModel(modelsDir))?.embed;
}

async function loadEmbedder(model: string): Promise<Embed> {
  const known = loaded.get(model);
  if (known) return known;
  await probe(model);
  const { SpeakerEmbeddingExtractor } = require('sherpa-onnx-node') as {
    SpeakerEmbeddingExtractor: ExtractorConstructor;
  };
  const extractor = new SpeakerEmbeddingExtractor({ model, numThreads: 1, debug: 0 });
  const embed: Embed = (samples) => {
    const stream = extractor.createStream();
    stream.acceptWaveform({ sampleRate: SAMPLE_RATE, samples });
    stream.inputFinished();
    return Float32Array.from(extractor.compute(stream, false));
  };
  loaded.set(model, embed);
  return embed;
}
