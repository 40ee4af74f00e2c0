import { once } from 'node:events';
import { createReadStream, createWriteStream } from 'node:fs';
import { unlink } from 'node:fs/promises';
import { join } from 'node:path';
import { finished } from 'node:stream/promises';
import { decodeToPcm } from './decode.js';

/** 100 ms frames of 16 kHz audio: the unit the channels' levels are compared in. */
const FRAME_SAMPLES = 1600;
/** Frames quieter than this below the loudest one are nobody speaking, on either channel. */
const ACTIVE_WITHIN_DB = 35;
/**
 * Channels whose levels differ by at least this much on average where someone speaks carry different voices.
 * Measured on real speech (apps/server/test/pipeline/channels.test.ts): a mono recording copied to two
 * channels 0.0 dB; two voices panned into a stereo mix (each 5 dB louder on its side) 5.0 dB; a call recorded
 * a voice a channel, the other channel silent meanwhile, 94.6 dB. Two microphones, one a person, hear each
 * other 10 to 20 dB down: by channel too.
 */
export const DISTINCT_CHANNELS_DB = 6;

export interface ChannelSplit {
  /** One 16 kHz mono PCM file per channel, left then right. */
  pcmPaths: [string, string];
  durationSeconds: number;
  /** The mean level difference between the channels, in dB, over the frames where someone speaks. */
  differenceDb: number;
}

const levelDb = (sumSquares: number, samples: number) =>
  10 * Math.log10(sumSquares / Math.max(1, samples) / (32768 * 32768) + 1e-12);

/** The mean |left − right| level in dB over the frames within ACTIVE_WITHIN_DB of the loudest. */
export function channelDifferenceDb(levels: Array<[number, number]>): number {
  const loudest = levels.reduce((most, [left, right]) => Math.max(most, left, right), -Infinity);
  const active = levels.filter(([left, right]) => Math.max(left, right) >= loudest - ACTIVE_WITHIN_DB);
  if (active.length === 0) return 0;
  return active.reduce((sum, [left, right]) => sum + Math.abs(left - right), 0) / active.length;
}

/**
 * Decodes the first audio stream as two channels (a mono one is copied to both, more than two are mixed down
 * to two) and splits it into one mono PCM file per channel, measuring how different the channels sound as it
 * goes. Reads and writes in chunks: memory stays flat whatever the recording's length.
 */
export async function splitChannels(options: {
  ffmpegPath: string;
  inputPath: string;
  workDir: string;
  signal: AbortSignal;
  maxSeconds?: number;
  range?: { start: number; end: number };
}): Promise<ChannelSplit> {
  const stereoPath = join(options.workDir, 'stereo.pcm');
  const { durationSeconds } = await decodeToPcm({ ...options, pcmPath: stereoPath, channels: 2 });
  const pcmPaths: [string, string] = [join(options.workDir, 'left.pcm'), join(options.workDir, 'right.pcm')];
  const outputs = pcmPaths.map((path) => createWriteStream(path));
  const levels: Array<[number, number]> = [];
  const sums = [0, 0];
  let inFrame = 0;
  let carry: Buffer = Buffer.alloc(0);
  for await (const chunk of createReadStream(stereoPath, { highWaterMark: 1 << 16 })) {
    const data: Buffer = carry.length > 0 ? Buffer.concat([carry, chunk as Buffer]) : (chunk as Buffer);
    const whole = data.length - (data.length % 4);
    carry = data.subarray(whole);
    const left = Buffer.alloc(whole / 2);
    const right = Buffer.alloc(whole / 2);
    for (let offset = 0, sample = 0; offset < whole; offset += 4, sample += 2) {
      const l = data.readInt16LE(offset);
      const r = data.readInt16LE(offset + 2);
      left.writeInt16LE(l, sample);
      right.writeInt16LE(r, sample);
      sums[0] = (sums[0] ?? 0) + l * l;
      sums[1] = (sums[1] ?? 0) + r * r;
      if (++inFrame === FRAME_SAMPLES) {
        levels.push([levelDb(sums[0] ?? 0, inFrame), levelDb(sums[1] ?? 0, inFrame)]);
        sums.fill(0);
        inFrame = 0;
      }
    }
    // Written as read, waiting for the disk when it lags, so memory stays flat.
    const waits = [left, right].map(
      (samples, i) =>
        outputs[i]?.write(samples) === false && once(outputs[i] as NodeJS.EventEmitter, 'drain'),
    );
    await Promise.all(waits.filter(Boolean));
  }
  for (const output of outputs) output.end();
  await Promise.all(outputs.map((output) => finished(output)));
  await unlink(stereoPath);
  return { pcmPaths, durationSeconds, differenceDb: channelDifferenceDb(levels) };
}
