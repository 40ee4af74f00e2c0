import { execFileSync } from 'node:child_process';
import { mkdtempSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { channelDifferenceDb, DISTINCT_CHANNELS_DB, splitChannels } from '../../src/pipeline/channels.js';
import { librivoxClips } from '../../src/test-support/speech-fixtures.js';

const READER = librivoxClips()[0]?.path as string;
const OPERATOR = '/usr/share/asterisk/sounds/en_US_f_Allison/vm-instructions.wav';
const dir = mkdtempSync(join(tmpdir(), 'channels-'));

/** Real speech as two channels, by an ffmpeg filter graph over the reader [0] and the operator [1]. */
function stereo(name: string, graph: string): string {
  const path = join(dir, name);
  const inputs = ['-i', READER, '-i', OPERATOR];
  const mono =
    '[0:a]aresample=16000,aformat=channel_layouts=mono[a];[1:a]aresample=16000,aformat=channel_layouts=mono,adelay=7500[b]';
  execFileSync('ffmpeg', [
    '-v',
    'error',
    '-y',
    ...inputs,
    '-filter_complex',
    `${mono};${graph}`,
    '-map',
    '[out]',
    path,
  ]);
  return path;
}

const measure = async (path: string) => {
  const workDir = mkdtempSync(join(dir, 'work-'));
  const split = await splitChannels({
    ffmpegPath: 'ffmpeg',
    inputPath: path,
    workDir,
    signal: new AbortController().signal,
  });
  return {
    ...split,
    differenceDb: split.differenceDb ?? Number.NaN,
    bytes: split.pcmPaths.map((p) => statSync(p).size),
  };
};

describe('telling channels that carry different voices from copies of one sound', () => {
  // Measured here (dB, where someone speaks): a mono recording copied to two channels 0.0, a stereo mix of
  // two voices panned left and right (one room) about 4, a call recorded a voice a channel 60 and more.
  it('finds copies, a panned mix and a call a voice a channel where the threshold says', async () => {
    const copies = await measure(
      stereo('copies.wav', '[a]asplit[l][r];[l][r]join=inputs=2:channel_layout=stereo[out];[b]anullsink'),
    );
    const mix = await measure(
      stereo(
        'mix.wav',
        '[a]asplit[a1][a2];[b]asplit[b1][b2];[a1]volume=0.8[al];[b1]volume=0.45[bl];[a2]volume=0.45[ar];[b2]volume=0.8[br];' +
          '[al][bl]amix=inputs=2:normalize=0:duration=longest[l];[ar][br]amix=inputs=2:normalize=0:duration=longest[r];' +
          '[l][r]join=inputs=2:channel_layout=stereo[out]',
      ),
    );
    const call = await measure(
      stereo(
        'call.wav',
        '[a]apad=whole_dur=16[l];[b]apad=whole_dur=16[r];[l][r]join=inputs=2:channel_layout=stereo[out]',
      ),
    );
    console.log(
      `channel difference: copies ${copies.differenceDb.toFixed(1)} dB, panned mix ${mix.differenceDb.toFixed(1)} dB, ` +
        `a voice a channel ${call.differenceDb.toFixed(1)} dB (threshold ${DISTINCT_CHANNELS_DB} dB)`,
    );
    expect(copies.differenceDb).toBeLessThan(1);
    expect(mix.differenceDb).toBeLessThan(DISTINCT_CHANNELS_DB);
    expect(call.differenceDb).toBeGreaterThan(DISTINCT_CHANNELS_DB * 3);
    // Each channel is its own mono file, as long as the recording.
    expect(call.bytes[0]).toBe(call.bytes[1]);
    expect(call.durationSeconds).toBeCloseTo(16, 1);
  });

  it('compares the channels only where someone speaks', () => {
    // Loud speech on the left, the right a little quieter; then silence on both, which does not count.
    expect(
      channelDifferenceDb([
        [-20, -23],
        [-22, -25],
        [-90, -95],
        [-90, -60],
      ]),
    ).toBe(3);
    expect(channelDifferenceDb([])).toBe(0);
  });
});
