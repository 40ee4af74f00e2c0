import { stat, unlink } from 'node:fs/promises';
import { NO_AUDIO_TRACK, PipelineError } from './pipeline-error.js';
import { runProcess } from './run-process.js';

/** Every later step reads this format: what pocketsphinx and silero expect, 32 000 bytes per second. */
export const SAMPLE_RATE = 16_000;
export const BYTES_PER_SAMPLE = 2;
export const BYTES_PER_SECOND = SAMPLE_RATE * BYTES_PER_SAMPLE;

/**
 * The "Enhance speech" filter chain (issue 44): a high-pass at 80 Hz (rumble, mains hum's fundamental) and
 * non-local-means denoising at its default strength. Of seven chains measured by `npm run bench:enhance`
 * (bench/results/enhance.md: real read speech, white, babble and hum noise at 20/10/5 dB) the only one that
 * lowered the noisy recordings' pooled WER (73.9% -> 73.7%) without raising the clean ones' (46.1% -> 45.4%),
 * a margin of a few words. afftdn (with or without noise tracking, strong or gentle) cost the clean recordings
 * 5-13 points, and dynaudnorm or loudnorm after the denoiser made it worse: pocketsphinx normalises each
 * utterance's cepstrum itself, so evening out loudness only adds artefacts.
 */
export const ENHANCE_FILTER = 'highpass=f=80,anlmdn';

export interface DecodedAudio {
  pcmPath: string;
  durationSeconds: number;
}

/**
 * Decodes the first audio stream of any container ffmpeg reads (WAV, MP3, MP4, WebM, ...) to 16 kHz mono (or
 * two-channel) signed 16-bit little-endian PCM. ffmpeg writes the output file itself, so memory stays flat whatever the
 * input's length. The caller owns `pcmPath` and removes it when the job is done.
 */
export async function decodeToPcm(options: {
  ffmpegPath: string;
  inputPath: string;
  pcmPath: string;
  signal: AbortSignal;
  /** Decodes no further than this (MAX_MEDIA_SECONDS), whatever the file turns out to hold. */
  maxSeconds?: number;
  /** Only this part of the file (seconds), which then starts at 0 in the PCM. */
  range?: { start: number; end: number };
  /**
   * Over 1: the samples of that many channels interleaved; 1 by default. With `asRecorded` the file's own
   * channels are kept as they are (it has `channels` of them), never mixed into a layout of that count.
   */
  channels?: number;
  asRecorded?: boolean;
  /** Cleaner sound for the engine: ENHANCE_FILTER (high-pass, denoising) before the resample. */
  enhance?: boolean;
}): Promise<DecodedAudio> {
  const {
    ffmpegPath,
    inputPath,
    pcmPath,
    signal,
    maxSeconds,
    range,
    channels = 1,
    asRecorded,
    enhance,
  } = options;
  const args = ['-nostdin', '-hide_banner', '-v', 'error', '-y'];
  if (range) args.push('-ss', String(range.start));
  const seconds = Math.min(
    maxSeconds ?? Number.POSITIVE_INFINITY,
    range ? range.end - range.start : Number.POSITIVE_INFINITY,
  );
  if (Number.isFinite(seconds)) args.push('-t', String(seconds));
  args.push('-i', inputPath);
  args.push('-map', '0:a:0', '-vn', '-sn', '-dn');
  // ffmpeg runs the filters at the file's own rate and channels, then converts to the format below.
  if (enhance) args.push('-af', ENHANCE_FILTER);
  if (!asRecorded) args.push('-ac', String(channels));
  args.push('-ar', String(SAMPLE_RATE));
  args.push('-c:a', 'pcm_s16le', '-f', 's16le', pcmPath);
  try {
    const result = await runProcess(ffmpegPath, args, { signal });
    if (result.code !== 0) throw failure(result.stderr, result.signal);
  } catch (error) {
    await unlink(pcmPath).catch(() => {});
    if (error instanceof Error && 'code' in error && error.code === 'ENOENT') {
      throw new PipelineError(`ffmpeg was not found at '${ffmpegPath}'.`, false);
    }
    throw error;
  }
  const { size } = await stat(pcmPath);
  return { pcmPath, durationSeconds: size / (BYTES_PER_SECOND * channels) };
}

function failure(stderr: string, signal: NodeJS.Signals | null): PipelineError {
  if (/matches no streams/i.test(stderr)) return new PipelineError(NO_AUDIO_TRACK, false);
  // A killed decoder may succeed next time; a file ffmpeg cannot read never will.
  if (signal) return new PipelineError(`ffmpeg was killed by ${signal}.`, true);
  const reason = stderr.trim().split('\n').at(-1) ?? 'unknown error';
  return new PipelineError(`The file could not be decoded: ${reason}`, false);
}
