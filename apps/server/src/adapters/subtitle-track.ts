import { execFile } from 'node:child_process';
import { promisify } from 'node:util';

const run = promisify(execFile);

/** ISO 639-2 codes containers label a subtitle stream with (players show the language by it). */
const ISO_639_2: Record<string, string> = { en: 'eng', es: 'spa', fr: 'fra', de: 'deu' };

/**
 * The picture and sound of `video` copied as they are (nothing re-encoded: seconds, whatever the length) with
 * `subtitles` (an SRT file) added as a subtitle stream players can switch on: `mov_text` in an MP4, WebVTT in
 * a WebM. The stream is labelled with the language and marked default.
 */
export async function addSubtitleTrack(
  ffmpegPath: string,
  input: { video: string; subtitles: string; container: 'mp4' | 'webm'; languageIso: string },
  output: string,
): Promise<void> {
  const mp4 = input.container === 'mp4';
  await run(
    ffmpegPath,
    [
      ...['-nostdin', '-v', 'error', '-y', '-i', input.video, '-i', input.subtitles],
      ...['-map', '0:v:0', '-map', '0:a?', '-map', '1:0', '-c:v', 'copy', '-c:a', 'copy'],
      ...['-c:s', mp4 ? 'mov_text' : 'webvtt'],
      ...[
        '-metadata:s:s:0',
        `language=${ISO_639_2[input.languageIso] ?? 'und'}`,
        '-disposition:s:0',
        'default',
      ],
      ...(mp4 ? ['-movflags', '+faststart'] : []),
      ...['-f', input.container, output],
    ],
    { timeout: 10 * 60_000, maxBuffer: 1024 * 1024 },
  );
}
