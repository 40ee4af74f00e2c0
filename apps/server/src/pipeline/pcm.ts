import { createReadStream } from 'node:fs';
import { BYTES_PER_SAMPLE, SAMPLE_RATE } from './decode.js';

/** Byte offset of a time in the PCM file, on a sample boundary. */
export const byteOffset = (seconds: number) =>
  Math.max(0, Math.round(seconds * SAMPLE_RATE)) * BYTES_PER_SAMPLE;

/**
 * Streams 16 kHz s16le PCM as float frames of `frameSamples` samples in [-1, 1), from `startSeconds` to
 * `endSeconds` (default: the whole file). The last frame may be shorter. Only one read buffer is held at a
 * time, so a 3-hour file costs no more memory than a 3-second one.
 */
export async function* readPcmFrames(
  pcmPath: string,
  frameSamples: number,
  range: { startSeconds?: number; endSeconds?: number } = {},
): AsyncGenerator<Float32Array> {
  const start = byteOffset(range.startSeconds ?? 0);
  const end = range.endSeconds === undefined ? undefined : byteOffset(range.endSeconds) - 1;
  if (end !== undefined && end < start) return;
  const stream = createReadStream(pcmPath, { start, end, highWaterMark: 64 * 1024 });
  let frame = new Float32Array(frameSamples);
  let filled = 0;
  let carry: number | undefined; // the low byte of a sample split across two reads
  for await (const chunk of stream as AsyncIterable<Buffer>) {
    let i = 0;
    if (carry !== undefined && chunk.length > 0) {
      frame[filled++] = toFloat(carry | ((chunk[0] as number) << 8));
      carry = undefined;
      i = 1;
      if (filled === frameSamples) {
        yield frame;
        frame = new Float32Array(frameSamples);
        filled = 0;
      }
    }
    for (; i + 1 < chunk.length; i += 2) {
      frame[filled++] = chunk.readInt16LE(i) / 32768;
      if (filled === frameSamples) {
        yield frame;
        frame = new Float32Array(frameSamples);
        filled = 0;
      }
    }
    if (i < chunk.length) carry = chunk[i];
  }
  if (filled > 0) yield frame.subarray(0, filled);
}

const toFloat = (u16: number) => ((u16 << 16) >> 16) / 32768;
