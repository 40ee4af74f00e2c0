import { execFile } from 'node:child_process';
import { promisify } from 'node:util';

const run = promisify(execFile);

export interface MediaInfo {
  durationSeconds: number;
  hasAudio: boolean;
  hasVideo: boolean;
  mimeType: string;
  /** The audio streams' tags, in their order in the file (a meeting tool may record one a person). */
  audioStreams: AudioStreamTags[];
  /** The first video stream that is not cover art: its index among all the file's streams, and its codec. */
  video: { index: number; codec: string } | undefined;
}

/** What an audio stream's tags say of it, as written (any may be missing). */
export interface AudioStreamTags {
  title?: string;
  handlerName?: string;
  language?: string;
}

interface FfprobeStream {
  index?: number;
  codec_type?: string;
  codec_name?: string;
  disposition?: { attached_pic?: number };
  tags?: { title?: string; handler_name?: string; language?: string };
}

interface FfprobeOutput {
  format?: { format_name?: string; duration?: string };
  streams?: FfprobeStream[];
}

/** Reads a media file's streams and duration with ffprobe; undefined when it is not decodable media. */
export async function probeMedia(ffprobePath: string, file: string): Promise<MediaInfo | undefined> {
  let output: FfprobeOutput;
  try {
    const { stdout } = await run(
      ffprobePath,
      [
        '-v',
        'error',
        '-show_entries',
        'format=format_name,duration:stream=index,codec_type,codec_name:stream_disposition=attached_pic:stream_tags=title,handler_name,language',
        '-of',
        'json',
        file,
      ],
      { timeout: 60_000, maxBuffer: 1024 * 1024 },
    );
    output = JSON.parse(stdout) as FfprobeOutput;
  } catch {
    return undefined;
  }
  const streams = output.streams ?? [];
  const hasAudio = streams.some((s) => s.codec_type === 'audio');
  // Cover art in an MP3 or M4A shows up as a one-frame video stream; it does not make the file a video.
  const video = streams.find((s) => s.codec_type === 'video' && s.disposition?.attached_pic !== 1);
  const hasVideo = video !== undefined;
  const durationSeconds = Number(output.format?.duration);
  if ((!hasAudio && !hasVideo) || !Number.isFinite(durationSeconds) || durationSeconds <= 0) return undefined;
  return {
    durationSeconds,
    hasAudio,
    hasVideo,
    mimeType: mimeTypeOf(output.format?.format_name ?? '', hasVideo),
    audioStreams: streams
      .filter((s) => s.codec_type === 'audio')
      .map(({ tags }) => ({ title: tags?.title, handlerName: tags?.handler_name, language: tags?.language })),
    video: video && { index: video.index ?? 0, codec: video.codec_name ?? '' },
  };
}

function mimeTypeOf(formatName: string, hasVideo: boolean): string {
  const formats = formatName.split(',');
  const kind = hasVideo ? 'video' : 'audio';
  if (formats.includes('mp3')) return 'audio/mpeg';
  if (formats.includes('wav')) return 'audio/wav';
  if (formats.includes('flac')) return 'audio/flac';
  if (formats.includes('aac')) return 'audio/aac';
  if (formats.includes('ogg')) return `${kind}/ogg`;
  if (formats.includes('webm') || formats.includes('matroska')) return `${kind}/webm`;
  if (formats.includes('mp4') || formats.includes('mov')) return `${kind}/mp4`;
  return 'application/octet-stream';
}

/**
 * How long the media really plays, by decoding it to nothing (fast: no output is written), up to
 * `maxSeconds` at most: a decompression bomb costs no more than that much decoding. For files whose header
 * claims far more time than their size can hold; undefined when nothing decodes or it takes too long.
 */
export async function decodedSeconds(
  ffmpegPath: string,
  file: string,
  options: { maxSeconds: number; timeoutMs?: number },
): Promise<number | undefined> {
  try {
    const { stdout } = await run(
      ffmpegPath,
      [
        ...['-nostdin', '-v', 'quiet', '-t', String(options.maxSeconds), '-i', file],
        ...['-f', 'null', '-progress', 'pipe:1', '-nostats', '-'],
      ],
      { timeout: options.timeoutMs ?? 120_000, maxBuffer: 16 * 1024 * 1024 },
    );
    const times = [...stdout.matchAll(/^out_time_us=(\d+)$/gm)].map((m) => Number(m[1]));
    const seconds = (times.at(-1) ?? 0) / 1e6;
    return seconds > 0 ? seconds : undefined;
  } catch {
    return undefined;
  }
}
