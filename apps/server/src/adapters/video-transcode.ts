import { execFile, spawn } from 'node:child_process';
import { createInterface } from 'node:readline';
import { promisify } from 'node:util';

const run = promisify(execFile);

/**
 * One frame of the picture as a JPEG at most 640 pixels wide, taken `atSeconds` in (seeking before the input
 * is fast: ffmpeg jumps to the nearest key frame and decodes from there).
 */
export async function makePoster(
  ffmpegPath: string,
  input: { path: string; videoIndex: number },
  output: string,
  atSeconds: number,
): Promise<void> {
  await run(
    ffmpegPath,
    [
      ...['-nostdin', '-v', 'error', '-y', '-ss', atSeconds.toFixed(3), '-i', input.path],
      ...['-map', `0:${input.videoIndex}`, '-frames:v', '1', '-vf', "scale='min(640,iw)':-2"],
      ...['-c:v', 'mjpeg', '-q:v', '4', '-f', 'image2', output],
    ],
    { timeout: 60_000 },
  );
}

/**
 * A copy every browser plays: MP4 with H.264 (libx264, veryfast, crf 23, 4:2:0) and AAC, at most 720 lines
 * high with the aspect kept and even sizes, its index first (`+faststart`) so playback starts before the whole
 * file is read. With `subtitles` (an ASS file, its path of plain characters), libass draws them on the picture.
 * `onProgress` gets 0-100 from ffmpeg's progress lines (time written against `durationSeconds`). Rejects when
 * ffmpeg fails or `signal` aborts (ffmpeg is killed).
 */
export function makePlayableCopy(
  ffmpegPath: string,
  input: { path: string; videoIndex: number; durationSeconds: number; subtitles?: string },
  output: string,
  options: { onProgress(percent: number): void; signal?: AbortSignal; timeoutMs: number },
): Promise<void> {
  const scale = "scale=-2:'min(720,trunc(ih/2)*2)'";
  const args = [
    ...['-nostdin', '-v', 'error', '-y', '-i', input.path],
    ...['-map', `0:${input.videoIndex}`, '-map', '0:a:0?'],
    ...['-c:v', 'libx264', '-preset', 'veryfast', '-crf', '23', '-pix_fmt', 'yuv420p'],
    ...['-vf', input.subtitles ? `${scale},subtitles=filename='${input.subtitles}'` : scale],
    ...['-c:a', 'aac', '-b:a', '128k', '-movflags', '+faststart'],
    ...['-progress', 'pipe:1', '-nostats', '-f', 'mp4', output],
  ];
  return new Promise((resolve, reject) => {
    const child = spawn(ffmpegPath, args, {
      stdio: ['ignore', 'pipe', 'pipe'],
      signal: options.signal,
      timeout: options.timeoutMs,
    });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => {
      stderr = (stderr + chunk.toString()).slice(-2000);
    });
    createInterface({ input: child.stdout }).on('line', (line) => {
      const match = /^out_time_us=(\d+)$/.exec(line);
      if (!match || input.durationSeconds <= 0) return;
      const percent = (Number(match[1]) / 1e6 / input.durationSeconds) * 100;
      options.onProgress(Math.max(0, Math.min(99, Math.floor(percent))));
    });
    child.on('error', reject);
    child.on('close', (code, signal) => {
      if (code === 0) resolve();
      else reject(new Error(`ffmpeg failed (${signal ?? code}): ${stderr.trim().slice(-500)}`));
    });
  });
}
