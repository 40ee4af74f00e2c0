import { execFileSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { wavHeader } from '@transcribe/server/pipeline';

/** Every recording and noise is handled as 16 kHz mono s16le, the pipeline's own format. */
export const RATE = 16_000;
export type NoiseKind = 'white' | 'babble' | 'hum';

/** Any file ffmpeg reads (or a lavfi source with `lavfi`), as 16 kHz mono samples. */
export function decodeSamples(input: string, options: { lavfi?: boolean } = {}): Int16Array {
  const source = options.lavfi ? ['-f', 'lavfi'] : [];
  const pcm = execFileSync(
    'ffmpeg',
    ['-nostdin', '-v', 'error', ...source, '-i', input, '-ac', '1', '-ar', String(RATE), '-f', 's16le', '-'],
    { maxBuffer: 256 * 1024 * 1024 },
  );
  return new Int16Array(pcm.buffer, pcm.byteOffset, pcm.length / 2);
}

const rms = (samples: ArrayLike<number>, from = 0, to = samples.length) => {
  let sum = 0;
  for (let i = from; i < to; i++) sum += (samples[i] ?? 0) ** 2;
  return Math.sqrt(sum / Math.max(1, to - from));
};

/**
 * The speech's RMS: over the 20 ms frames within 30 dB of the loudest one (the pauses between words and
 * sentences left out, so a recording with long pauses gets as much noise as one without).
 */
export function speechRms(samples: Int16Array): number {
  const frame = RATE / 50;
  const levels: number[] = [];
  for (let start = 0; start + frame <= samples.length; start += frame)
    levels.push(rms(samples, start, start + frame));
  const loudest = Math.max(...levels);
  const active = levels.filter((level) => level >= loudest / 10 ** (30 / 20));
  return Math.sqrt(active.reduce((sum, level) => sum + level * level, 0) / active.length);
}

/**
 * `seconds` of noise made with ffmpeg: white (anoisesrc), hum (50 Hz mains and its 2nd, 3rd and 5th
 * harmonics), or babble (the `others` recordings summed, each from its own offset, looped to length).
 */
export function makeNoise(kind: NoiseKind, seconds: number, others: string[], seed: number): Float64Array {
  const length = Math.round(seconds * RATE);
  const parts: Int16Array[] =
    kind === 'white'
      ? [
          decodeSamples(`anoisesrc=color=white:amplitude=0.3:seed=${seed}:r=${RATE}:d=${seconds}`, {
            lavfi: true,
          }),
        ]
      : kind === 'hum'
        ? [
            decodeSamples(
              `aevalsrc='0.4*sin(2*PI*50*t)+0.2*sin(2*PI*100*t)+0.15*sin(2*PI*150*t)+0.08*sin(2*PI*250*t)':s=${RATE}:d=${seconds}`,
              { lavfi: true },
            ),
          ]
        : others.map((path) => decodeSamples(path));
  const noise = new Float64Array(length);
  parts.forEach((part, p) => {
    // Each talker of the babble starts somewhere else in their recording, looping round at its end.
    const offset = kind === 'babble' ? Math.floor((((seed + p * 7919) % 97) / 97) * part.length) : 0;
    for (let i = 0; i < length; i++) noise[i] = (noise[i] ?? 0) + (part[(offset + i) % part.length] ?? 0);
  });
  return noise;
}

/** The speech with the noise scaled to `snrDb` below the speech's RMS, written as a WAV at `path`. */
export function mixAt(speech: Int16Array, noise: Float64Array, snrDb: number, path: string): void {
  const gain = speechRms(speech) / 10 ** (snrDb / 20) / rms(noise);
  const mixed = Buffer.alloc(speech.length * 2);
  for (let i = 0; i < speech.length; i++) {
    const value = (speech[i] ?? 0) + gain * (noise[i] ?? 0);
    mixed.writeInt16LE(Math.max(-32768, Math.min(32767, Math.round(value))), i * 2);
  }
  writeFileSync(path, Buffer.concat([wavHeader(mixed.length), mixed]));
}

/** The recording as a 16 kHz mono WAV at `path` (the clean condition, as the noisy ones are written). */
export function writeWav(speech: Int16Array, path: string): void {
  const pcm = Buffer.from(speech.buffer, speech.byteOffset, speech.length * 2);
  writeFileSync(path, Buffer.concat([wavHeader(pcm.length), pcm]));
}
