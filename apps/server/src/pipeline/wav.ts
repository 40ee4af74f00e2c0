import { open } from 'node:fs/promises';
import { BYTES_PER_SECOND, SAMPLE_RATE } from './decode.js';
import { byteOffset } from './pcm.js';

/** The bytes of `pcmPath` (16 kHz mono s16le) from `start` to `end` seconds, as a WAV file. */
export async function wavSlice(pcmPath: string, start: number, end: number): Promise<Buffer> {
  const from = byteOffset(start);
  const length = Math.max(0, byteOffset(end) - from);
  const file = await open(pcmPath, 'r');
  try {
    const data = Buffer.alloc(length);
    const { bytesRead } = await file.read(data, 0, length, from);
    return Buffer.concat([wavHeader(bytesRead), data.subarray(0, bytesRead)]);
  } finally {
    await file.close();
  }
}

function wavHeader(dataBytes: number): Buffer {
  const header = Buffer.alloc(44);
  header.write('RIFF', 0);
  header.writeUInt32LE(36 + dataBytes, 4);
  header.write('WAVEfmt ', 8);
  header.writeUInt32LE(16, 16); // fmt chunk size
  header.writeUInt16LE(1, 20); // PCM
  header.writeUInt16LE(1, 22); // mono
  header.writeUInt32LE(SAMPLE_RATE, 24);
  header.writeUInt32LE(BYTES_PER_SECOND, 28);
  header.writeUInt16LE(2, 32); // block align
  header.writeUInt16LE(16, 34); // bits per sample
  header.write('data', 36);
  header.writeUInt32LE(dataBytes, 40);
  return header;
}
