import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { readPcmFrames, readPcmRange } from './pcm.js';

const work = mkdtempSync(join(tmpdir(), 'transcribe-pcm-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

// 200 000 samples (12.5 s): more than one 64 KiB read, so samples straddle read boundaries.
const samples = Int16Array.from({ length: 200_000 }, (_, i) => ((i * 7919) % 65536) - 32768);
const file = join(work, 'ramp.pcm');
writeFileSync(file, Buffer.from(samples.buffer));

describe('readPcmFrames', () => {
  it('yields every sample as a float, in frames of the asked size', async () => {
    const frames: Float32Array[] = [];
    for await (const frame of readPcmFrames(file, 512)) frames.push(Float32Array.from(frame));
    expect(frames.slice(0, -1).every((f) => f.length === 512)).toBe(true);
    const all = frames.flatMap((f) => Array.from(f));
    expect(all).toHaveLength(samples.length);
    expect(all.every((x, i) => x === (samples[i] as number) / 32768)).toBe(true);
  });

  it('reads a time range', async () => {
    const frames: number[] = [];
    for await (const frame of readPcmFrames(file, 1000, { startSeconds: 1, endSeconds: 1.5 }))
      frames.push(...frame);
    expect(frames).toHaveLength(8000);
    expect(frames[0]).toBe((samples[16000] as number) / 32768);
  });
});

describe('readPcmRange', () => {
  it('reads the samples between two times, and stops at the end of the file', async () => {
    const range = await readPcmRange(file, 2, 2.001);
    expect(Array.from(range)).toEqual(Array.from(samples.subarray(32000, 32016), (x) => x / 32768));
    expect((await readPcmRange(file, 12, 20)).length).toBe(8000);
  });
});
