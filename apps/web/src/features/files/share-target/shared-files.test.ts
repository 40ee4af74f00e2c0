import { describe, expect, it } from 'vitest';
import { fakeCaches, shareFiles } from '@/test/fake-caches';
import { SHARE_CACHE, takeSharedFiles, typeOf } from './shared-files';

const audio = (name: string, type = 'audio/mp4', body = 'sound') => ({ name, type, body });

describe('the files another app shared (the share target)', () => {
  it('gives them oldest first, with their names, types and bytes, and keeps none', async () => {
    const storage = fakeCaches();
    await shareFiles(storage, [audio('Réunion 1.m4a', 'audio/mp4', 'first')], 1000);
    await shareFiles(storage, [audio('b.mp3', 'audio/mpeg'), audio('c.wav', 'audio/wav')], 2000);

    const files = await takeSharedFiles(storage);
    expect(files.map((file) => [file.name, file.type])).toEqual([
      ['Réunion 1.m4a', 'audio/mp4'],
      ['b.mp3', 'audio/mpeg'],
      ['c.wav', 'audio/wav'],
    ]);
    expect(files[0]?.size).toBe('first'.length);
    expect(await takeSharedFiles(storage)).toEqual([]);
    expect(await (await storage.open(SHARE_CACHE)).keys()).toHaveLength(0);
  });

  it('gives a file that came without a type the one of its extension', async () => {
    const storage = fakeCaches();
    await shareFiles(storage, [audio('memo.M4A', ''), audio('clip.mp4', ''), audio('notes.bin', '')]);
    const files = await takeSharedFiles(storage);
    expect(files.map((file) => file.type)).toEqual(['audio/mp4', 'video/mp4', '']);
    expect(typeOf('no-extension')).toBe('');
  });

  it('gives calls made while one is reading the same files, not twice and not none', async () => {
    const storage = fakeCaches();
    await shareFiles(storage, [audio('once.ogg', 'audio/ogg')]);
    const [first, second] = await Promise.all([takeSharedFiles(storage), takeSharedFiles(storage)]);
    expect(first.map((file) => file.name)).toEqual(['once.ogg']);
    expect(second).toBe(first);
  });

  it('gives nothing when nothing was shared or the browser has no Cache API', async () => {
    expect(await takeSharedFiles(fakeCaches())).toEqual([]);
    expect(await takeSharedFiles(undefined)).toEqual([]);
  });
});
