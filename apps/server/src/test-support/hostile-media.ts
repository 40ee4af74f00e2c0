import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { librivoxClips } from './speech-fixtures.js';

const ffmpeg = (...args: string[]) => execFileSync('ffmpeg', ['-y', '-v', 'error', ...args]);

/** Rewrites a FLAC file's STREAMINFO total sample count so its header claims `seconds` of audio. */
function claimLength(flac: Buffer, seconds: number): Buffer {
  if (flac.subarray(0, 4).toString('latin1') !== 'fLaC') throw new Error('not a FLAC file');
  const out = Buffer.from(flac);
  // After "fLaC", the block header (4 bytes) and the block and frame sizes (10 bytes): 20 bits of sample
  // rate, 3 of channels, 5 of bits per sample and 36 of total samples.
  const field = out.readBigUInt64BE(18);
  const sampleRate = Number(field >> 44n);
  const total = BigInt(Math.round(sampleRate * seconds));
  out.writeBigUInt64BE((field & ~((1n << 36n) - 1n)) | total, 18);
  return out;
}

/**
 * Files made to break an upload or a transcription, generated once per machine: an image, a tiny FLAC
 * whose header claims 10 hours, an hour of silence, an MP3 of a 7 s LibriVox reading that then turns to
 * garbage, and a decompression bomb: 80 KB of FLAC that really plays 11 hours of silence (8 kHz, frames of
 * 65,535 samples, each a few bytes: about 2 bytes per second).
 */
export function hostileMedia(): Record<
  'png' | 'claimsHours' | 'silentHour' | 'speechThenGarbage' | 'bomb',
  string
> {
  const dir = join(tmpdir(), 'transcribe-hostile-media-v3');
  const files = {
    png: join(dir, 'image.png'),
    claimsHours: join(dir, 'claims-hours.flac'),
    silentHour: join(dir, 'silent-hour.flac'),
    speechThenGarbage: join(dir, 'speech-then-garbage.mp3'),
    bomb: join(dir, 'eleven-hours.flac'),
  };
  if (existsSync(join(dir, 'done'))) return files;
  const work = `${dir}.${process.pid}`;
  mkdirSync(work, { recursive: true });
  const at = (name: string) => join(work, name);
  ffmpeg('-f', 'lavfi', '-i', 'color=red:size=16x16', '-frames:v', '1', at('image.png'));
  ffmpeg(
    '-f',
    'lavfi',
    '-i',
    'sine=frequency=440:duration=2:sample_rate=16000',
    '-c:a',
    'flac',
    at('two.flac'),
  );
  writeFileSync(at('claims-hours.flac'), claimLength(readFileSync(at('two.flac')), 36_000));
  ffmpeg(
    '-f',
    'lavfi',
    '-i',
    'anullsrc=r=16000:cl=mono',
    '-t',
    '3600',
    '-c:a',
    'flac',
    at('silent-hour.flac'),
  );
  ffmpeg(
    '-f',
    'lavfi',
    '-i',
    'anullsrc=r=8000:cl=mono:nb_samples=65535',
    '-t',
    String(11 * 3600),
    '-c:a',
    'flac',
    '-frame_size',
    '65535',
    at('eleven-hours.flac'),
  );
  ffmpeg('-i', librivoxClips()[0]?.path ?? '', '-c:a', 'libmp3lame', at('speech.mp3'));
  // A fixed pattern, not random bytes, so every machine gets the same file.
  const garbage = Buffer.alloc(400_000);
  for (let i = 0; i < garbage.length; i++) garbage[i] = (i * 7919 + (i >> 5)) & 0xff;
  writeFileSync(at('speech-then-garbage.mp3'), Buffer.concat([readFileSync(at('speech.mp3')), garbage]));
  writeFileSync(at('done'), '');
  try {
    renameSync(work, dir);
  } catch {
    // Another test worker finished first; its copy is the same.
  }
  return existsSync(join(dir, 'done'))
    ? files
    : (Object.fromEntries(Object.entries(files).map(([k, v]) => [k, v.replace(dir, work)])) as typeof files);
}
