import { describe, expect, it } from 'vitest';
import { RecordingSource } from './recording-source';

/** jsdom's Blob has no text(). */
const text = (blob: Blob) =>
  new Promise<string>((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.readAsText(blob);
  });

describe('RecordingSource', () => {
  it('hands out what was recorded from the asked offset, waits for more, and is done only after the end', async () => {
    const source = new RecordingSource();
    source.push(new Blob(['abc']));
    source.push(new Blob(['def']));
    const first = await source.slice(0, 100);
    expect(await text(first.value)).toBe('abcdef');
    expect(first.done).toBe(false);

    // Nothing new yet: the next slice waits for the next chunk.
    let settled = false;
    const next = source.slice(6, 100).then((result) => {
      settled = true;
      return result;
    });
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(settled).toBe(false);
    source.push(new Blob(['gh']));
    expect(await text((await next).value)).toBe('gh');

    // A slice across chunk borders, bounded by `end`.
    expect(await text((await source.slice(7, 8)).value)).toBe('h');
    source.end();
    const last = await source.slice(8, 100);
    expect(last.value.size).toBe(0);
    expect(last.done).toBe(true);
  });

  it('lets go of bytes the server acknowledged and refuses to hand them out again', async () => {
    const source = RecordingSource.of([new Blob(['abc']), new Blob(['def'])]);
    expect(source.length).toBe(6);
    expect(await text((await source.slice(4, 6)).value)).toBe('ef');
    await expect(source.slice(0, 6)).rejects.toThrow(/IndexedDB/);
    expect((await source.slice(4, 6)).done).toBe(true);
  });
});
