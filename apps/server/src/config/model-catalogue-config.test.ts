import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { MODEL_CATALOGUE } from '../pipeline/models/model-catalogue.js';
import { loadConfig } from './config.js';

const dir = mkdtempSync(join(tmpdir(), 'catalogue-config-'));

/** An organisation's own transducer, as a MODELS_CATALOGUE file would list it. */
const OWN = {
  name: 'parakeet-de-tuned',
  family: 'nemo-transducer',
  title: 'Parakeet fine-tuned on our German calls',
  languages: ['de'],
  bytes: 1234,
  sha256: 'a'.repeat(64),
  url: 'https://models.example.org/parakeet-de-tuned.tar.bz2',
  licence: 'CC-BY-4.0',
  archive: { folder: 'parakeet-de-tuned' },
  files: { encoder: 'encoder.onnx', decoder: 'decoder.onnx', joiner: 'joiner.onnx', tokens: 'tokens.txt' },
  modeId: 1001,
  werPercent: 4.1,
};

function catalogueFile(entries: unknown): string {
  const file = join(dir, `${Math.random().toString(36).slice(2)}.json`);
  writeFileSync(file, JSON.stringify(entries));
  return file;
}

const load = (env: Record<string, string>) => loadConfig({ DATA_DIR: dir, ...env });

describe('MODELS_CATALOGUE', () => {
  it('adds an organisation’s own models after the built-in ones, installable through MODELS', () => {
    expect(load({}).models.catalogue).toEqual(MODEL_CATALOGUE);
    const config = load({ MODELS_CATALOGUE: catalogueFile([OWN]), MODELS: 'parakeet-de-tuned' });
    expect(config.models.catalogue.map((model) => model.name)).toEqual([
      ...MODEL_CATALOGUE.map((model) => model.name),
      'parakeet-de-tuned',
    ]);
    expect(config.models.catalogue.at(-1)).toEqual({ ...OWN, published: 'Accuracy not published' });
    expect(config.models.install).toEqual(['parakeet-de-tuned']);
  });

  it.each([
    [[{ ...OWN, name: 'parakeet-v3' }], 'MODELS_CATALOGUE[0].name: parakeet-v3 is already in the catalogue'],
    [[{ ...OWN, modeId: 101 }], 'MODELS_CATALOGUE[0].modeId: must be 1000 or more'],
    [[OWN, { ...OWN, name: 'other' }], 'MODELS_CATALOGUE[1].modeId: 1001 is already another model'],
    [[{ ...OWN, family: 'whisper' }], 'MODELS_CATALOGUE[0].family: must be nemo-transducer'],
    [
      [{ ...OWN, files: { ...OWN.files, tokens: '../../etc/passwd' } }],
      'MODELS_CATALOGUE[0].files.tokens: must stay inside',
    ],
    [[{ ...OWN, sha256: 'abc' }], 'MODELS_CATALOGUE[0].sha256: must be 64 lower-case hexadecimal digits'],
    [{ models: [OWN] }, 'MODELS_CATALOGUE: '],
  ])('refuses a wrong entry in one line naming it (%#)', (entries, message) => {
    expect(() => load({ MODELS_CATALOGUE: catalogueFile(entries) })).toThrowError(
      `Invalid configuration: ${message}`,
    );
  });

  it('says so when the file cannot be read, and when MODELS names a model in neither catalogue', () => {
    expect(() => load({ MODELS_CATALOGUE: join(dir, 'missing.json') })).toThrowError(
      /^Invalid configuration: MODELS_CATALOGUE is not a readable JSON file \(ENOENT/,
    );
    expect(() => load({ MODELS: 'parakeet-de-tuned' })).toThrowError(
      /MODELS: no model is called parakeet-de-tuned/,
    );
  });
});
