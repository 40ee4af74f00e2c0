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
  /** One 16 kHz mono PCM file per channel, in the file's order (left, right, ...). */
  pcmPaths: string[];
  durationSeconds: number;
  /**
   * For two channels, the mean level difference between them in dB over the frames where someone speaks;
   * undefined for more.
   */
  differenceDb: number | undefined;
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
 * Decodes the first audio stream as `channels` channels (two by default: a mono one is copied to both) and
 * splits it into one mono PCM file per channel, measuring as it goes how different two channels sound. Reads
 * and writes in chunks: memory stays flat whatever the recording's length.
 */
export async function splitChannels(options: {
  ffmpegPath: string;
  inputPath: string;
  workDir: string;
  signal: AbortSignal;
  maxSeconds?: number;
  range?: { start: number; end: number };
  channels?: number;
  /** The file has exactly `channels` channels: each is kept as recorded, none mixed into another. */
  asRecorded?: boolean;
  /** Each channel denoised and evened out as decoded (decodeToPcm's `enhance`). */
  enhance?: boolean;
}): Promise<ChannelSplit> {
  const count = options.channels ?? 2;
  const interleavedPath = join(options.workDir, 'channels.pcm');
  const { durationSeconds } = await decodeToPcm({ ...options, pcmPath: interleavedPath, channels: count });
  const pcmPaths = Array.from({ length: count }, (_, i) => join(options.workDir, `channel-${i + 1}.pcm`));
  const outputs = pcmPaths.map((path) => createWriteStream(path));
  const levels: Array<[number, number]> = [];
  const sums = new Array<number>(count).fill(0);
  const frame = count * 2;
  let inFrame = 0;
  let carry: Buffer = Buffer.alloc(0);
  for await (const chunk of createReadStream(interleavedPath, { highWaterMark: 1 << 16 })) {
    const data: Buffer = carry.length > 0 ? Buffer.concat([carry, chunk as Buffer]) : (chunk as Buffer);
    const whole = data.length - (data.length % frame);
    carry = data.subarray(whole);
    const split = pcmPaths.map(() => Buffer.alloc(whole / count));
    for (let offset = 0, sample = 0; offset < whole; offset += frame, sample += 2) {
      for (let c = 0; c < count; c++) {
        const value = data.readInt16LE(offset + c * 2);
        split[c]?.writeInt16LE(value, sample);
        sums[c] = (sums[c] ?? 0) + value * value;
      }
      if (++inFrame === FRAME_SAMPLES) {
        levels.push([levelDb(sums[0] ?? 0, inFrame), levelDb(sums[1] ?? 0, inFrame)]);
        sums.fill(0);
        inFrame = 0;
      }
    }
    // Written as read, waiting for the disk when it lags, so memory stays flat.
    const waits = split.map(
      (samples, i) =>
        outputs[i]?.write(samples) === false && once(outputs[i] as NodeJS.EventEmitter, 'drain'),
    );
    await Promise.all(waits.filter(Boolean));
  }
  for (const output of outputs) output.end();
  await Promise.all(outputs.map((output) => finished(output)));
  await unlink(interleavedPath);
  return { pcmPaths, durationSeconds, differenceDb: count === 2 ? channelDifferenceDb(levels) : undefined };
}
