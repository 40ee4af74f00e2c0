import { mkdirSync, mkdtempSync, readdirSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { modelDirectory } from '../pipeline/models/installed-models.js';
import { type CatalogueModel, catalogueModel } from '../pipeline/models/model-catalogue.js';
import { statisticsSpeakerModel } from './speaker-embedding-model.js';
import { speechModelsDir } from './speech-fixtures.js';
import { writeTestTransducerModel } from './transducer-model.js';

/** The test models to put in a MODELS_DIR, where `npm run models` would install the catalogue's own. */
export interface TestModels {
  /** An embedding model's ONNX file, installed as campplus. */
  speaker?: Buffer;
  /** The test transducer, installed as parakeet-v3 (corrupt: its encoder cut short). */
  transducer?: { corrupt?: boolean };
}

/**
 * A MODELS_DIR of its own for one test: links to the shared speech models (VAD, the built-in engine's)
 * plus the test's models, laid out as installed models are, so the shared models dir, which other tests
 * use, never holds one. The caller removes it.
 */
export function modelsDirWith(models: TestModels): string {
  const dir = mkdtempSync(join(tmpdir(), 'transcribe-models-'));
  const shared = speechModelsDir();
  for (const name of readdirSync(shared)) symlinkSync(join(shared, name), join(dir, name));
  if (models.speaker) {
    const campplus = catalogueModel('campplus') as CatalogueModel;
    mkdirSync(modelDirectory(dir, campplus));
    writeFileSync(join(modelDirectory(dir, campplus), campplus.files.model as string), models.speaker);
  }
  if (models.transducer) {
    const parakeet = catalogueModel('parakeet-v3') as CatalogueModel;
    writeTestTransducerModel(modelDirectory(dir, parakeet), models.transducer);
  }
  return dir;
}

/** A MODELS_DIR with the statistics speaker model installed as campplus. */
export const modelsDirWithEmbedding = (model: Buffer = statisticsSpeakerModel()) =>
  modelsDirWith({ speaker: model });
