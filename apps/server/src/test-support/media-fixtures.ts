import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const SINE = ['-f', 'lavfi', '-i', 'sine=frequency=440:duration=2:sample_rate=16000'];
const VIDEO = ['-f', 'lavfi', '-i', 'testsrc=duration=2:size=160x120:rate=10'];

/** How each fixture is made with ffmpeg: real, decodable media of about 2 seconds. */
const RECIPES: Record<string, string[]> = {
  'tone.wav': [...SINE],
  'tone.mp3': [...SINE, '-c:a', 'libmp3lame'],
  'tone.ogg': [...SINE, '-c:a', 'libvorbis'],
  'tone.webm': [...SINE, '-c:a', 'libopus'],
  'clip.mp4': [...VIDEO, ...SINE, '-c:v', 'mpeg4', '-c:a', 'aac', '-shortest'],
  'silent-video.mp4': [...VIDEO, '-c:v', 'mpeg4'],
};

export type FixtureName = keyof typeof RECIPES | 'not-media.mp3' | 'truncated.mp4';

/** Generates the media fixtures once per machine (in the temp dir) and returns their directory. */
export function mediaFixtures(): string {
  const dir = join(tmpdir(), 'transcribe-media-fixtures-v1');
  if (existsSync(join(dir, 'done'))) return dir;
  const work = `${dir}.${process.pid}`;
  mkdirSync(work, { recursive: true });
  for (const [name, args] of Object.entries(RECIPES)) {
    execFileSync('ffmpeg', ['-y', '-v', 'error', ...args, join(work, name)]);
  }
  writeFileSync(join(work, 'not-media.mp3'), 'This is a text file pretending to be an MP3.\n'.repeat(200));
  const mp4 = readFileSync(join(work, 'clip.mp4'));
  writeFileSync(join(work, 'truncated.mp4'), mp4.subarray(0, Math.floor(mp4.length / 2)));
  writeFileSync(join(work, 'done'), '');
  try {
    renameSync(work, dir);
  } catch {
    // Another test worker finished first; its copy is the same.
  }
  return existsSync(join(dir, 'done')) ? dir : work;
}

export const fixture = (name: FixtureName) => readFileSync(join(mediaFixtures(), name));

/** A multipart/form-data body as a browser's FormData would send it. */
export function multipart(
  fields: Record<string, string>,
  file?: { name: string; content: Buffer; type?: string },
): { payload: Buffer; headers: Record<string, string> } {
  const boundary = `----transcribe${Math.random().toString(16).slice(2)}`;
  const parts: Buffer[] = [];
  if (file) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${file.name}"\r\nContent-Type: ${file.type ?? 'application/octet-stream'}\r\n\r\n`,
      ),
      file.content,
      Buffer.from('\r\n'),
    );
  }
  for (const [name, value] of Object.entries(fields)) {
    parts.push(
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
    );
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(parts),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}
