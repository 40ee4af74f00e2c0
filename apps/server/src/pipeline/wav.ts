import { open } from 'node:fs/promises';
import { BYTES_PER_SECOND, SAMPLE_RATE } from './decode.js';
import { readPcmBytes } from './pcm.js';

/** The bytes of `pcmPath` (16 kHz mono s16le) from `start` to `end` seconds, as a WAV file. */
export async function wavSlice(pcmPath: string, start: number, end: number): Promise<Buffer> {
  const file = await open(pcmPath, 'r');
  try {
    const data = await readPcmBytes(file, start, end);
    return Buffer.concat([wavHeader(data.length), data]);
  } finally {
    await file.close();
  }
}

/** The 44-byte header of a 16 kHz mono 16-bit WAV holding `dataBytes` of samples. */
export function wavHeader(dataBytes: number): Buffer {
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
