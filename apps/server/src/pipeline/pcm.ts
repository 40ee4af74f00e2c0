import { createReadStream } from 'node:fs';
import { type FileHandle, open } from 'node:fs/promises';
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

/** The bytes between two times, read from an open PCM file; shorter at the end of the file. */
export async function readPcmBytes(
  file: FileHandle,
  startSeconds: number,
  endSeconds: number,
): Promise<Buffer> {
  const start = byteOffset(startSeconds);
  const length = Math.max(0, byteOffset(endSeconds) - start);
  const buffer = Buffer.alloc(length);
  const { bytesRead } = await file.read(buffer, 0, length, start);
  return buffer.subarray(0, bytesRead);
}

/** s16le bytes as float samples in [-1, 1). */
export function pcmToFloats(bytes: Buffer): Float32Array {
  const samples = new Float32Array(bytes.length >> 1);
  for (let i = 0; i < samples.length; i++) samples[i] = bytes.readInt16LE(i * 2) / 32768;
  return samples;
}

/** The samples between two times as floats; for short spans (a segment), read in one go. */
export async function readPcmRange(
  pcmPath: string,
  startSeconds: number,
  endSeconds: number,
): Promise<Float32Array> {
  const file = await open(pcmPath, 'r');
  try {
    return pcmToFloats(await readPcmBytes(file, startSeconds, endSeconds));
  } finally {
    await file.close();
  }
}
