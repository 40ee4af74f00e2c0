import { execFileSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TSpeakerBlock } from '@transcribe/contract';
import { wordErrorRate } from '@transcribe/evaluation';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { librivoxClips } from '../../src/test-support/speech-fixtures.js';
import {
  completedTranscript,
  createWorkerTestApp,
  type WorkerTestApp,
} from '../../src/test-support/worker-app.js';

const ALLISON = '/usr/share/asterisk/sounds/en_US_f_Allison';
const dir = mkdtempSync(join(tmpdir(), 'channel-speakers-'));
const reader = (id: string) =>
  librivoxClips().find((clip) => clip.id.endsWith(id)) as { path: string; reference: string };

/** Sources placed at their start times on one channel, padded to `seconds`. */
interface Placed {
  path: string;
  at: number;
}

/**
 * A stereo call: a man reading on the left channel, a woman's telephone prompts on the right, their turns
 * alternating; and the left channel alone, as a mono file.
 */
function makeCall(left: Placed[], right: Placed[], seconds: number) {
  const inputs = [...left, ...right].flatMap(({ path }) => ['-i', path]);
  const chain = (placed: Placed[], first: number, label: string) => {
    const parts = placed.map(
      ({ at }, i) =>
        `[${first + i}:a]aresample=16000,aformat=channel_layouts=mono,adelay=${Math.round(at * 1000)}[${label}${i}]`,
    );
    const mixed = `${placed.map((_, i) => `[${label}${i}]`).join('')}amix=inputs=${placed.length}:normalize=0:duration=longest,apad=whole_dur=${seconds}[${label}]`;
    return [...parts, mixed];
  };
  const graph = [
    ...chain(left, 0, 'L'),
    ...chain(right, left.length, 'R'),
    '[L]asplit[L1][L2]',
    '[L1][R]join=inputs=2:channel_layout=stereo[call]',
  ].join(';');
  const call = join(dir, 'call.wav');
  const alone = join(dir, 'left-alone.wav');
  execFileSync('ffmpeg', [
    '-v',
    'error',
    '-y',
    ...inputs,
    '-filter_complex',
    graph,
    '-map',
    '[call]',
    call,
    '-map',
    '[L2]',
    alone,
  ]);
  return { call, alone };
}

const turns = (placed: Placed[], durations: number[]) =>
  placed.map((p, i) => ({ start: p.at, end: p.at + (durations[i] ?? 0) }));
const seconds = (path: string) =>
  Number(
    execFileSync('ffprobe', [
      '-v',
      'error',
      '-show_entries',
      'format=duration',
      '-of',
      'csv=p=0',
      path,
    ]).toString(),
  );
const textOf = (blocks: TSpeakerBlock[], speaker?: string) =>
  blocks
    .filter((b) => speaker === undefined || b.audio_transcript_data_speaker === speaker)
    .flatMap((b) => b.audio_transcript_data_segment)
    .sort((a, b) => a.audio_transcript_data_segment_start_time - b.audio_transcript_data_segment_start_time)
    .map((s) => s.audio_transcript_data_segment_transcript)
    .join(' ');

describe('speakers by channel, on real speech through the API', { timeout: 300_000 }, () => {
  let app: WorkerTestApp;
  beforeAll(async () => {
    app = await createWorkerTestApp();
  });
  afterAll(() => app.t.close());

  it('transcribes a stereo call channel by channel: Left and Right, each on their own words, as well as each channel alone', async () => {
    const left = [
      { path: reader('0870').path, at: 0 },
      { path: reader('0890').path, at: 16 },
    ];
    const right = [
      { path: join(ALLISON, 'vm-instructions.wav'), at: 7.5 },
      { path: join(ALLISON, 'vm-review.wav'), at: 21.5 },
    ];
    const { call, alone } = makeCall(left, right, 30);
    const reference = {
      Left: turns(
        left,
        left.map((p) => seconds(p.path)),
      ),
      Right: turns(
        right,
        right.map((p) => seconds(p.path)),
      ),
    };
    const { transcript } = await completedTranscript(app, call, 'call.wav', {
      audio_transcript_num_speakers: 0,
    });
    const blocks = transcript.audio_transcript_data;
    expect(transcript.audio_transcript_produced_by).toMatchObject({ speakers_by: 'channel' });
    expect(transcript.audio_transcript_produced_by?.channel_difference_db).toBeGreaterThan(20);
    expect(new Set(blocks.map((b) => b.audio_transcript_data_speaker))).toEqual(new Set(['Left', 'Right']));

    // Speaker error: speech time of segments whose middle lies in the other channel's turns.
    let wrong = 0;
    let all = 0;
    for (const block of blocks)
      for (const s of block.audio_transcript_data_segment) {
        const length = s.audio_transcript_data_segment_end_time - s.audio_transcript_data_segment_start_time;
        const middle = s.audio_transcript_data_segment_start_time + length / 2;
        const speaker = block.audio_transcript_data_speaker as 'Left' | 'Right';
        const other = reference[speaker === 'Left' ? 'Right' : 'Left'];
        all += length;
        if (other.some((turn) => middle >= turn.start && middle <= turn.end)) wrong += length;
      }
    console.log(
      `stereo call by channel: ${((wrong / all) * 100).toFixed(1)}% of ${all.toFixed(1)} s on the wrong speaker`,
    );
    expect(wrong / all).toBeLessThan(0.02);

    // The reader's words, heard on their channel, are as right as the same channel transcribed alone.
    const text = `${reader('0870').reference} ${reader('0890').reference}`;
    const byChannel = wordErrorRate(text, textOf(blocks, 'Left')).wer;
    const single = await completedTranscript(app, alone, 'left-alone.wav', {
      audio_transcript_num_speakers: 1,
    });
    const aloneRate = wordErrorRate(text, textOf(single.transcript.audio_transcript_data)).wer;
    console.log(
      `reader's WER: ${(byChannel * 100).toFixed(1)}% by channel, ${(aloneRate * 100).toFixed(1)}% alone`,
    );
    expect(byChannel).toBeLessThanOrEqual(aloneRate + 0.02);
  });

  it('does not split a mono recording copied to two channels: its one reader stays one speaker', async () => {
    const copied = join(dir, 'copied.wav');
    execFileSync('ffmpeg', ['-v', 'error', '-y', '-i', reader('0870').path, '-ac', '2', copied]);
    const { transcript } = await completedTranscript(app, copied, 'copied.wav', {
      audio_transcript_num_speakers: 0,
    });
    expect(transcript.audio_transcript_produced_by).toMatchObject({ speakers_by: 'voice' });
    expect(transcript.audio_transcript_produced_by?.channel_difference_db).toBeLessThan(1);
    expect(new Set(transcript.audio_transcript_data.map((b) => b.audio_transcript_data_speaker)).size).toBe(
      1,
    );
  });
});
