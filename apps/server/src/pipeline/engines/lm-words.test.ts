import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { speechModelsDir } from '../../test-support/speech-fixtures.js';
import { hideLanguageModelWords, languageModelWords } from './lm-words.js';

const work = mkdtempSync(join(tmpdir(), 'transcribe-lm-words-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

/** A file shaped as a binary trie model: its header, counts, some model bytes and its word list. */
function fakeTrieModel(words: string[]): Buffer {
  const list = Buffer.from(words.map((word) => `${word}\0`).join(''));
  const counts = Buffer.alloc(9);
  counts.writeUInt8(1, 0);
  counts.writeUInt32LE(words.length, 1);
  const length = Buffer.alloc(4);
  length.writeInt32LE(list.length, 0);
  return Buffer.concat([Buffer.from('Trie Language Model'), counts, Buffer.alloc(40, 7), length, list]);
}

describe('languageModelWords', () => {
  it('reads the word list at the end of a binary trie model', async () => {
    const path = join(work, 'fake.lm.bin');
    writeFileSync(path, fakeTrieModel(['<s>', '</s>', 'a', 'dashwood', 'leisure']));
    const found = await languageModelWords(path);
    expect([...(found?.words ?? [])]).toEqual(['<s>', '</s>', 'a', 'dashwood', 'leisure']);
  });

  it('knows nothing of a file in another format', async () => {
    const path = join(work, 'model.arpa');
    writeFileSync(path, '\\data\\\nngram 1=1\n');
    expect(await languageModelWords(path)).toBeUndefined();
  });

  it("reads the engine's model, and a copy of it without some words", async () => {
    const path = join(speechModelsDir(), 'en-us.lm.bin');
    const found = await languageModelWords(path);
    if (!found) throw new Error('the model has no word list');
    expect(found.words.size).toBe(readFileSync(path).readUInt32LE(20));
    expect(found.words).toContain('dashwood');
    const hidden = join(work, 'hidden.lm.bin');
    writeFileSync(hidden, hideLanguageModelWords(readFileSync(path), found, ['dashwood', 'notaword']));
    const without = await languageModelWords(hidden);
    expect(without?.words).not.toContain('dashwood');
    expect(without?.words).toContain('DASHWOOD');
    expect(without?.words.size).toBe(found.words.size);
  });
});
