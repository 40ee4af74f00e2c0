import { describe, expect, it } from 'vitest';
import { languageById } from '../../domain/languages.js';
import { Catalogue, type CatalogueEntry } from './catalogue.js';
import type { EngineModel, TranscriptionEngine } from './engine.js';

const model = (id: string, apiId?: number): EngineModel => ({
  id,
  apiId,
  name: id,
  shortName: id,
  description: id,
  languages: ['en'],
  accuracy: { rank: apiId ? 3 : 1, word_error_percent: null, source: 'unknown' },
});

/** An engine whose installed models the test changes, as installing or removing a model's files does. */
function engine(installed: EngineModel[]): TranscriptionEngine {
  return { id: 'test', models: () => [...installed], transcribe: async () => [] };
}

describe('the catalogue', () => {
  it('offers a model installed while it runs, and withdraws a removed one, at its next look', () => {
    const installed = [model('built-in')];
    const changes: string[] = [];
    const names = (entries: CatalogueEntry[]) => entries.map((entry) => entry.engineModelId).join(',');
    const catalogue = new Catalogue([engine(installed)], {
      refreshMs: 0,
      onChange: (added, removed) => changes.push(`+${names(added)} -${names(removed)}`),
    });
    expect(catalogue.models().map((m) => m.audio_transcript_model_id)).toEqual([1]);
    installed.push(model('parakeet', 101));
    expect(catalogue.entry(101)?.engineModelId).toBe('parakeet');
    installed.splice(1, 1);
    expect(catalogue.entry(101)).toBeUndefined();
    expect(changes).toEqual(['+parakeet -', '+ -parakeet']);
  });

  it('takes the most accurate mode for the language when a request names none', () => {
    const multilingual = { ...model('parakeet', 101), languages: ['en', 'de'] };
    const catalogue = new Catalogue([engine([model('built-in'), multilingual])], { refreshMs: 0 });
    const [english, german, welsh] = [1, 4, 99].map((id) => languageById(id));
    expect(english?.iso).toBe('en');
    expect(german?.iso).toBe('de');
    expect(catalogue.resolve(undefined, 1).entry.engineModelId).toBe('parakeet');
    expect(catalogue.resolve(1, 1).entry.engineModelId).toBe('built-in');
    expect(catalogue.mostAccurateFor(4)?.engineModelId).toBe('parakeet');
    expect(welsh).toBeUndefined();
    expect(() => catalogue.resolve(undefined, 99)).toThrow(/No transcription mode on this server/);
  });

  it('asks the engines at most once in its refresh time', () => {
    let asked = 0;
    const counting: TranscriptionEngine = {
      id: 'counting',
      models: () => {
        asked += 1;
        return [model('built-in')];
      },
      transcribe: async () => [],
    };
    const catalogue = new Catalogue([counting], { refreshMs: 60_000 });
    for (let i = 0; i < 100; i += 1) catalogue.models();
    expect(asked).toBe(1);
  });
});
