import { execFile } from 'node:child_process';
import { promisify } from 'node:util';

const run = promisify(execFile);

/** The container ffmpeg writes for a recorder's MIME type (the same one: nothing is re-encoded). */
function containerOf(mimeType: string): { format: string; extension: string } | undefined {
  if (mimeType.includes('webm')) return { format: 'webm', extension: 'webm' };
  if (mimeType.includes('ogg')) return { format: 'ogg', extension: 'ogg' };
  if (mimeType.includes('mp4')) return { format: 'mp4', extension: 'm4a' };
  return undefined;
}

/**
 * Rewrites a browser recorder's stream into a finished file of the same container, copying the audio as
 * is: MediaRecorder writes neither a duration nor a seek index (it cannot, while recording), so ffprobe
 * finds no length and players cannot seek in it. Resolves to the new file, or undefined when the type is
 * not a recorder's or ffmpeg cannot read it (the original is then kept and judged as any upload).
 */
export async function remuxRecording(
  ffmpegPath: string,
  input: string,
  mimeType: string,
): Promise<string | undefined> {
  const container = containerOf(mimeType);
  if (!container) return undefined;
  const output = `${input}.remuxed.${container.extension}`;
  try {
    await run(
      ffmpegPath,
      ['-v', 'error', '-y', '-i', input, '-vn', '-c', 'copy', '-f', container.format, output],
      {
        timeout: 10 * 60_000,
      },
    );
    return output;
  } catch {
    return undefined;
  }
}
