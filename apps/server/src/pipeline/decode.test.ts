import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { mediaFixtures } from '../test-support/media-fixtures.js';
import { descendantCommands } from '../test-support/processes.js';
import { BYTES_PER_SAMPLE, BYTES_PER_SECOND, decodeToPcm, SAMPLE_RATE } from './decode.js';
import { NO_AUDIO_TRACK, PipelineError } from './pipeline-error.js';
import { wavHeader } from './wav.js';

const work = mkdtempSync(join(tmpdir(), 'transcribe-decode-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));
const signal = new AbortController().signal;
const decode = (inputPath: string, name = 'out.pcm', options: { signal?: AbortSignal } = {}) =>
  decodeToPcm({
    ffmpegPath: 'ffmpeg',
    inputPath,
    pcmPath: join(work, name),
    signal: options.signal ?? signal,
  });

describe('decodeToPcm', () => {
  it.each(['tone.wav', 'tone.mp3', 'tone.ogg', 'tone.webm', 'clip.mp4'])(
    'decodes %s to 16 kHz mono s16le',
    async (name) => {
      const result = await decode(join(mediaFixtures(), name), `${name}.pcm`);
      expect(result.durationSeconds).toBeGreaterThan(1.9);
      expect(result.durationSeconds).toBeLessThan(2.2);
      const pcm = readFileSync(result.pcmPath);
      expect(pcm.length).toBe(result.durationSeconds * BYTES_PER_SECOND);
      // ffmpeg's 440 Hz test tone peaks at 1/8 of full scale: sound, not silence.
      expect(
        Math.max(...Array.from({ length: 1000 }, (_, i) => Math.abs(pcm.readInt16LE(8000 + i * 2)))),
      ).toBeGreaterThan(3000);
    },
  );

  it('decodes no further than maxSeconds (MAX_MEDIA_SECONDS), whatever the file holds', async () => {
    const result = await decodeToPcm({
      ffmpegPath: 'ffmpeg',
      inputPath: join(mediaFixtures(), 'tone.wav'),
      pcmPath: join(work, 'capped.pcm'),
      signal,
      maxSeconds: 0.5,
    });
    expect(result.durationSeconds).toBeCloseTo(0.5, 2);
  });

  it('mixes stereo down to one channel', async () => {
    const stereo = join(work, 'stereo.wav');
    execFileSync('ffmpeg', [
      '-v',
      'error',
      '-f',
      'lavfi',
      '-i',
      'sine=frequency=300:duration=1',
      '-ac',
      '2',
      '-ar',
      '44100',
      stereo,
    ]);
    const result = await decode(stereo, 'stereo.pcm');
    expect(result.durationSeconds).toBeCloseTo(1, 1);
  });

  it("rejects a video without sound with 'The file has no audio track.', not to be retried", async () => {
    const error = await decode(join(mediaFixtures(), 'silent-video.mp4'), 'silent.pcm').catch(
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(PipelineError);
    expect(error).toMatchObject({ message: NO_AUDIO_TRACK, retryable: false });
    expect(existsSync(join(work, 'silent.pcm'))).toBe(false);
  });

  it('rejects a file that is not media, not to be retried', async () => {
    const error = await decode(join(mediaFixtures(), 'not-media.mp3'), 'bad.pcm').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(PipelineError);
    expect(error).toMatchObject({ retryable: false });
  });

  it('says clearly when ffmpeg is missing', async () => {
    const error = await decodeToPcm({
      ffmpegPath: '/nonexistent/ffmpeg',
      inputPath: join(mediaFixtures(), 'tone.wav'),
      pcmPath: join(work, 'x.pcm'),
      signal,
    }).catch((e: unknown) => e);
    expect(error).toMatchObject({
      message: "ffmpeg was not found at '/nonexistent/ffmpeg'.",
      retryable: false,
    });
  });

  it('stops ffmpeg when aborted', async () => {
    // A named pipe nobody writes to: ffmpeg waits on it forever, so only the abort can end this decode.
    const fifo = join(work, 'never.fifo');
    execFileSync('mkfifo', [fifo]);
    const controller = new AbortController();
    const decoding = decode(fifo, 'never.pcm', { signal: controller.signal });
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(descendantCommands()).toContain('ffmpeg');
    controller.abort(new Error('cancelled'));
    await expect(decoding).rejects.toThrow('cancelled');
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(descendantCommands()).not.toContain('ffmpeg');
  });
});

describe('decodeToPcm with enhance', () => {
  // Two seconds of a 440 Hz tone over a 30 Hz rumble and white noise (seeded), already 16 kHz mono.
  const noisy = join(work, 'tone-in-noise.wav');
  let seed = 7;
  const random = () => {
    seed = (seed * 48_271) % 2_147_483_647;
    return seed / 2_147_483_647 - 0.5;
  };
  const samples = Buffer.alloc(2 * SAMPLE_RATE * BYTES_PER_SAMPLE);
  for (let i = 0; i < 2 * SAMPLE_RATE; i++) {
    const t = i / SAMPLE_RATE;
    const value =
      6000 * Math.sin(2 * Math.PI * 440 * t) + 6000 * Math.sin(2 * Math.PI * 30 * t) + 3000 * random();
    samples.writeInt16LE(Math.round(value), i * BYTES_PER_SAMPLE);
  }
  writeFileSync(noisy, Buffer.concat([wavHeader(samples.length), samples]));

  /** Power at `hz` over the middle second (Goertzel). */
  const power = (pcm: Buffer, hz: number) => {
    const coefficient = 2 * Math.cos((2 * Math.PI * hz) / SAMPLE_RATE);
    let [previous, beforeThat] = [0, 0];
    for (let i = SAMPLE_RATE / 2; i < (3 * SAMPLE_RATE) / 2; i++) {
      const next = pcm.readInt16LE(i * BYTES_PER_SAMPLE) + coefficient * previous - beforeThat;
      [beforeThat, previous] = [previous, next];
    }
    return previous ** 2 + beforeThat ** 2 - coefficient * previous * beforeThat;
  };
  const rumbleUnderToneDb = (pcm: Buffer) => 10 * Math.log10(power(pcm, 440) / power(pcm, 30));

  it("without it, changes nothing: the samples are the file's", async () => {
    const plain = await decode(noisy, 'plain.pcm');
    expect(readFileSync(plain.pcmPath).equals(samples)).toBe(true);
  });

  it('with it, runs ENHANCE_FILTER: other samples, the rumble below 80 Hz filtered out', async () => {
    const enhanced = await decodeToPcm({
      ffmpegPath: 'ffmpeg',
      inputPath: noisy,
      pcmPath: join(work, 'enhanced.pcm'),
      signal,
      enhance: true,
    });
    const cleaner = readFileSync(enhanced.pcmPath);
    expect(enhanced.durationSeconds).toBeCloseTo(2, 2);
    expect(cleaner.equals(samples)).toBe(false);
    // As loud as the tone in the file; well under it once through the 12 dB/octave high-pass (17 dB measured).
    expect(Math.abs(rumbleUnderToneDb(samples))).toBeLessThan(1);
    expect(rumbleUnderToneDb(cleaner)).toBeGreaterThan(12);
  });
});
