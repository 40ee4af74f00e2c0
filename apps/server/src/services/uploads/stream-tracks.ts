import { createReadStream } from 'node:fs';
import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import { TRACKS_MAX_FILES } from '@transcribe/contract';
import type { AudioStreamTags, MediaInfo } from '../../adapters/media-probe.js';
import type { AppContext } from '../../app-context.js';
import type { Logger } from '../../domain/logger.js';
import { runProcess } from '../../pipeline/run-process.js';
import { newScratchFolder } from '../core/work-folders.js';
import { storeUploadedFile } from './store-upload.js';
import { joinTracks } from './track-layouts.js';

/** Rewriting a file takes at most this long, as making a file of tracks does (hours take minutes). */
const REWRITE_TIMEOUT_MS = 30 * 60_000;
/** A speaker's name is at most this long (as an edited one). */
const NAME_MAX = 100;
/**
 * Handler names that tools write into every audio track of an MP4/MOV and that name no one: FFmpeg's
 * "SoundHandler", Apple's "Core Media Audio", "GPAC ISO Audio Handler", "L-SMASH Audio Handler", ...
 */
const GENERIC_HANDLER = /sound\s*handle|audio\s*handler|media\s*handler|core media|iso media|produced by/i;

/**
 * The people's names, one an audio stream: its title (what Matroska and most recorders write), else its
 * handler name unless a tool's generic one (MP4/MOV keep a track's name there: OBS, ffmpeg's `handler_name`),
 * else its language tag unless undetermined, else "Track N". Two streams of one name would make one speaker:
 * a repeated name gets the stream's number.
 */
export function trackNamesOf(streams: AudioStreamTags[]): string[] {
  const names = streams.map((tags, i) => {
    const title = tags.title?.trim();
    const handler = tags.handlerName?.trim();
    const language = tags.language?.trim();
    if (title) return title.slice(0, NAME_MAX);
    if (handler && !GENERIC_HANDLER.test(handler)) return handler.slice(0, NAME_MAX);
    if (language && language !== 'und') return language;
    return `Track ${i + 1}`;
  });
  return names.map((name, i) => (names.indexOf(name) < i ? `${name} ${i + 1}` : name));
}

interface Output {
  format: string;
  mimeType: string;
  sampleRate: number;
  audio: string[];
}

/**
 * What the rewrite writes, so that browsers play it with everyone mixed: without a video, FLAC at 16 kHz as a
 * file of tracks; with one, MP4 with AAC (the browser tests' Chromium decodes and plays 2 to 8 channels; MP4
 * holds H.264, HEVC, VP9, AV1 as they are); VP8 (browser recordings) only fits WebM, with Opus, whose layouts
 * keep the channels apart for 2 to 4 people only. Undefined when nothing fits.
 */
function outputFor(video: MediaInfo['video'], count: number): Output | undefined {
  if (!video) return { format: 'flac', mimeType: 'audio/flac', sampleRate: 16000, audio: ['-c:a', 'flac'] };
  if (video.codec === 'vp8') {
    const audio = ['-c:a', 'libopus', '-b:a', `${48 * count}k`];
    return count <= 4 ? { format: 'webm', mimeType: 'video/webm', sampleRate: 48000, audio } : undefined;
  }
  const audio = ['-c:a', 'aac', '-b:a', `${64 * count}k`, '-movflags', '+faststart'];
  return { format: 'mp4', mimeType: 'video/mp4', sampleRate: 48000, audio };
}

export interface StoredTracks {
  key: string;
  size: number;
  mimeType: string;
  trackNames: string[];
}

/**
 * An upload with several audio streams, one a person (a meeting tool's recording), made a file of tracks:
 * its one audio stream has one channel a person stream (joined as `POST /audio/tracks` joins files), the
 * video copied as it is; stored under a new key (journaled). Undefined for one audio stream, for more than
 * TRACKS_MAX_FILES (kept as they are: a file of tracks has no layout for them, and the upload is not lost),
 * and when the rewrite fails (logged): the upload is then kept as it came, as any file of one audio stream.
 */
export async function storeStreamsAsTracks(
  ctx: AppContext,
  media: { path: string; fileName: string; info: MediaInfo; durationSeconds: number },
  log?: Logger,
): Promise<StoredTracks | undefined> {
  const streams = media.info.audioStreams;
  if (streams.length < 2) return undefined;
  const about = { file: media.fileName, audioStreams: streams.length, video: media.info.video?.codec };
  const output = streams.length <= TRACKS_MAX_FILES ? outputFor(media.info.video, streams.length) : undefined;
  if (!output) {
    log?.warn(about, 'upload kept as it came: its audio streams do not fit one file of tracks');
    return undefined;
  }
  const workDir = await newScratchFolder(ctx.config.dataDir, 'streams');
  try {
    const path = join(workDir, `tracks.${output.format}`);
    const seconds = media.durationSeconds.toFixed(3);
    // Each stream mono at one rate, as long as the file (one that ends early is padded), then a channel each.
    const chains = streams.map(
      (_, i) =>
        `[0:a:${i}]aresample=${output.sampleRate},aformat=channel_layouts=mono,apad=whole_dur=${seconds}[t${i}]`,
    );
    const args = ['-nostdin', '-hide_banner', '-v', 'error', '-i', media.path];
    args.push('-filter_complex', `${chains.join(';')};${joinTracks(streams.length)}`);
    if (media.info.video) args.push('-map', `0:${media.info.video.index}`, '-c:v', 'copy');
    args.push('-map', '[out]', '-t', seconds, ...output.audio, '-f', output.format, path);
    const result = await runProcess(ctx.config.ffmpegPath, args, {
      signal: AbortSignal.timeout(REWRITE_TIMEOUT_MS),
    });
    if (result.code !== 0) throw new Error(`ffmpeg exited with ${result.code}: ${result.stderr.trim()}`);
    const stored = await storeUploadedFile(ctx, createReadStream(path));
    return { ...stored, mimeType: output.mimeType, trackNames: trackNamesOf(streams) };
  } catch (error) {
    log?.warn({ ...about, err: error }, 'upload kept as it came: its audio streams could not be made tracks');
    return undefined;
  } finally {
    await rm(workDir, { recursive: true, force: true });
  }
}
