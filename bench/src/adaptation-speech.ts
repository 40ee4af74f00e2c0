import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  promptsAsPcm,
  promptsLasting,
  seededShuffle,
  type TelephonePrompt,
  telephonePrompts,
} from '@transcribe/evaluation';

const LIBRIVOX = '/usr/share/pocketsphinx/test/data/librivox';

/** One utterance on a PCM file's timeline with its reference text (a `TelephonePrompt` placed by promptsAsPcm). */
export type Utterance = TelephonePrompt & { start: number; end: number; pcmPath: string };

/**
 * Allison's prompts in a fixed shuffled order, all in one PCM file: the first `testSeconds` are held out
 * for testing (never adapted on), the rest are the pool adaptation speech is taken from, in order.
 */
export function allisonSplit(work: string, testSeconds: number): { test: Utterance[]; pool: Utterance[] } {
  const prompts = seededShuffle(telephonePrompts(), 28);
  const pcmPath = join(work, 'allison.pcm');
  const timed = promptsAsPcm(prompts, pcmPath).map((prompt) => ({ ...prompt, pcmPath }));
  const test = promptsLasting(timed, testSeconds);
  return { test, pool: timed.slice(test.length) };
}

/** The LibriVox reader's five utterances (pocketsphinx-testdata) in one PCM file, as recorded. */
export function librivox(work: string): Utterance[] {
  return asPcm(librivoxClips(), join(work, 'librivox.pcm'));
}

/**
 * The same utterances through a telephone channel: 8 kHz G.711 mu-law, as a call carries them, then back
 * to 16 kHz for the engine.
 */
export function librivoxByTelephone(work: string): Utterance[] {
  const clips = librivoxClips().map((clip) => {
    const path = join(work, `${clip.id}.ulaw.wav`);
    execFileSync('ffmpeg', [
      '-y',
      '-v',
      'error',
      '-i',
      clip.path,
      '-ar',
      '8000',
      '-ac',
      '1',
      '-c:a',
      'pcm_mulaw',
      path,
    ]);
    return { ...clip, path, seconds: seconds(path) };
  });
  return asPcm(clips, join(work, 'librivox-telephone.pcm'));
}

function librivoxClips(): TelephonePrompt[] {
  const lines = readFileSync(join(LIBRIVOX, 'transcription'), 'utf8').trim().split('\n');
  return lines.map((line) => {
    const match = /^<s> (.*) <\/s> \((.*)\)$/.exec(line.trim());
    if (!match?.[1] || !match[2]) throw new Error(`unexpected reference line: ${line}`);
    const path = join(LIBRIVOX, `${match[2]}.wav`);
    return { id: match[2], path, text: match[1], seconds: seconds(path) };
  });
}

function asPcm(clips: TelephonePrompt[], pcmPath: string): Utterance[] {
  return promptsAsPcm(clips, pcmPath).map((clip) => ({ ...clip, pcmPath }));
}

function seconds(path: string): number {
  const args = ['-v', 'error', '-show_entries', 'stream=duration', '-of', 'csv=p=0', path];
  return Number(execFileSync('ffprobe', args).toString().trim().split('\n')[0]);
}
