import { execFile } from 'node:child_process';
import { promisify } from 'node:util';

const run = promisify(execFile);

/** What decides whether browsers play a file's picture as it is: its container, codecs and size. */
export interface VideoStreams {
  /** ffprobe's names of the container's demuxer, e.g. ['mov', 'mp4', 'm4a', …] or ['matroska', 'webm']. */
  formats: string[];
  durationSeconds: number;
  video: { index: number; codec: string; pixelFormat: string; width: number | null; height: number | null };
  /** The first audio stream's codec; undefined without sound. */
  audioCodec: string | undefined;
}

interface FfprobeStream {
  index?: number;
  codec_type?: string;
  codec_name?: string;
  pix_fmt?: string;
  width?: number;
  height?: number;
  disposition?: { attached_pic?: number };
}

/** Probes a file's picture with ffprobe; undefined when it has none (cover art is no picture) or is not media. */
export async function probeVideo(ffprobePath: string, file: string): Promise<VideoStreams | undefined> {
  try {
    const { stdout } = await run(
      ffprobePath,
      [
        ...['-v', 'error', '-of', 'json', '-show_entries'],
        'format=format_name,duration:stream=index,codec_type,codec_name,pix_fmt,width,height:stream_disposition=attached_pic',
        file,
      ],
      { timeout: 60_000, maxBuffer: 1024 * 1024 },
    );
    const output = JSON.parse(stdout) as {
      format?: { format_name?: string; duration?: string };
      streams?: FfprobeStream[];
    };
    const streams = output.streams ?? [];
    const video = streams.find((s) => s.codec_type === 'video' && s.disposition?.attached_pic !== 1);
    if (!video) return undefined;
    return {
      formats: (output.format?.format_name ?? '').split(','),
      durationSeconds: Number(output.format?.duration) || 0,
      video: {
        index: video.index ?? 0,
        codec: video.codec_name ?? '',
        pixelFormat: video.pix_fmt ?? '',
        width: video.width ?? null,
        height: video.height ?? null,
      },
      audioCodec: streams.find((s) => s.codec_type === 'audio')?.codec_name,
    };
  } catch {
    return undefined;
  }
}
