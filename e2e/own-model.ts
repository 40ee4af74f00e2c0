import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { TRANSDUCER_FILES, writeTestTransducerModel } from '@transcribe/server/test-support/transducer-model';

/** The browser specs' own recognition model, as the e2e server's MODELS_CATALOGUE lists it. */
export const OWN_MODEL = 'e2e-transducer';
export const OWN_MODEL_TITLE = 'Browser-spec transducer';

/**
 * Builds the test transducer (in the NeMo transducer format, packed as sherpa-onnx packs Parakeet) into a
 * folder the model mirror serves, and the MODELS_CATALOGUE file that pins it: the Models page then installs
 * a real model from a local address, and nothing leaves the machine.
 */
export function ownModelMirror(): { mirrorDir: string; catalogueFile: string } {
  const mirrorDir = mkdtempSync(join(tmpdir(), 'transcribe-e2e-mirror-'));
  const archive = join(mirrorDir, `${OWN_MODEL}.tar.bz2`);
  writeTestTransducerModel(join(mirrorDir, OWN_MODEL));
  execFileSync('tar', ['-cjf', archive, '-C', mirrorDir, OWN_MODEL]);
  rmSync(join(mirrorDir, OWN_MODEL), { recursive: true });
  const bytes = readFileSync(archive);
  const catalogueFile = join(mirrorDir, 'catalogue.json');
  const entry = {
    name: OWN_MODEL,
    family: 'nemo-transducer',
    title: OWN_MODEL_TITLE,
    languages: ['en'],
    bytes: bytes.length,
    sha256: createHash('sha256').update(bytes).digest('hex'),
    url: `https://models.example.invalid/${OWN_MODEL}.tar.bz2`,
    licence: 'CC0-1.0',
    archive: { folder: OWN_MODEL },
    files: TRANSDUCER_FILES,
    modeId: 1001,
    published: 'Built by the browser specs: it writes "speech" for every loud half second',
    werPercent: 1,
  };
  writeFileSync(catalogueFile, JSON.stringify([entry]));
  return { mirrorDir, catalogueFile };
}
