import { execFile } from 'node:child_process';
import { rename, rm } from 'node:fs/promises';
import { promisify } from 'node:util';

const run = promisify(execFile);

/** What a clip is written as: AAC in MP4, which every browser plays and seeks in. */
export const CLIP_MIME_TYPE = 'audio/mp4';

/**
 * Writes `start`..`end` seconds of the input's audio to `output` (re-encoded, so the cut is exact and
 * nothing outside it is in the file). The file appears whole or not at all.
 */
export async function cutAudioClip(
  ffmpegPath: string,
  input: string,
  output: string,
  start: number,
  end: number,
): Promise<void> {
  const partial = `${output}.partial`;
  const args = ['-v', 'error', '-y', '-ss', start.toFixed(3), '-t', (end - start).toFixed(3), '-i', input];
  args.push('-vn', '-c:a', 'aac', '-b:a', '96k', '-movflags', '+faststart', '-f', 'mp4', partial);
  try {
    await run(ffmpegPath, args, { timeout: 10 * 60_000 });
    await rename(partial, output);
  } finally {
    await rm(partial, { force: true });
  }
}
