import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const LIBRIVOX = '/usr/share/pocketsphinx/test/data/librivox';

/**
 * A WAV of about `minutes` of real read speech: Debian's LibriVox clips (pocketsphinx-testdata, 24.7 s of
 * one reader) one after another, repeated; with the reference text of the whole.
 */
export function readSpeech(minutes: number): { path: string; reference: string; seconds: number } {
  const lines = readFileSync(join(LIBRIVOX, 'transcription'), 'utf8').trim().split('\n');
  const clips = lines.map((line) => {
    const match = /^<s> (.*) <\/s> \((.*)\)$/.exec(line.trim());
    if (!match?.[1] || !match[2]) throw new Error(`unexpected reference line: ${line}`);
    return { path: join(LIBRIVOX, `${match[2]}.wav`), text: match[1] };
  });
  const base = join(tmpdir(), 'bench-librivox-once.wav');
  if (!existsSync(base)) {
    const concat = `${clips.map((_, i) => `[${i}:a]`).join('')}concat=n=${clips.length}:v=0:a=1[a]`;
    execFileSync('ffmpeg', [
      '-y',
      '-v',
      'error',
      ...clips.flatMap((c) => ['-i', c.path]),
      '-filter_complex',
      concat,
      '-map',
      '[a]',
      base,
    ]);
  }
  const baseSeconds = Number(
    execFileSync('ffprobe', [
      '-v',
      'error',
      '-show_entries',
      'format=duration',
      '-of',
      'csv=p=0',
      base,
    ]).toString(),
  );
  const repeats = Math.ceil((minutes * 60) / baseSeconds);
  const path = join(tmpdir(), `bench-librivox-${minutes}min.wav`);
  if (!existsSync(path)) {
    execFileSync('ffmpeg', [
      '-y',
      '-v',
      'error',
      '-stream_loop',
      String(repeats - 1),
      '-i',
      base,
      '-ac',
      '1',
      '-ar',
      '16000',
      path,
    ]);
  }
  const once = clips.map((c) => c.text).join(' ');
  return {
    path,
    reference: Array.from({ length: repeats }, () => once).join(' '),
    seconds: repeats * baseSeconds,
  };
}
