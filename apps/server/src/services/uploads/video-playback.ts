import { createReadStream } from 'node:fs';
import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import type { TVideoPlayback } from '@transcribe/contract';
import { probeVideo, type VideoStreams } from '../../adapters/video-probe.js';
import { makePoster } from '../../adapters/video-transcode.js';
import type { AppContext } from '../../app-context.js';
import type { Db } from '../../db/database.js';
import { recordStoredVideo, videosWithoutPlayback } from '../../db/repositories/video-playback.js';
import type { Logger } from '../../domain/logger.js';
import type { GenericJobOptions } from '../../jobs/job-queue.js';
import { withLocalMedia } from '../../storage/media-store.js';
import { beginUpload, discardUpload, finishUpload, videoKeysOf } from '../core/media-journal.js';
import { newScratchFolder } from '../core/work-folders.js';

export const VIDEO_COPY_JOB = 'video-copy';
export type VideoCopyData = { audioId: number };

/** One retry (a worker killed mid-way); an attempt may take long on a long film, but not for ever. */
export const VIDEO_COPY_JOB_OPTIONS: GenericJobOptions = {
  retryLimit: 1,
  retryDelaySeconds: 10,
  expireSeconds: 4 * 3600,
};

/** Browsers play MP4/MOV with H.264 (4:2:0) or AV1 and AAC/MP3/Opus, and WebM with VP8/VP9/AV1 and Vorbis/Opus. */
export function browsersPlay(streams: VideoStreams): boolean {
  const { formats, video, audioCodec } = streams;
  const sound = (codecs: string[]) => audioCodec === undefined || codecs.includes(audioCodec);
  if (formats.includes('mp4') || formats.includes('mov')) {
    const picture =
      (video.codec === 'h264' && ['yuv420p', 'yuvj420p'].includes(video.pixelFormat)) ||
      video.codec === 'av1';
    return picture && sound(['aac', 'mp3', 'opus']);
  }
  if (formats.includes('webm'))
    return ['vp8', 'vp9', 'av1'].includes(video.codec) && sound(['vorbis', 'opus']);
  return false;
}

/** What a stored file with a picture gets on its row, and the poster stored beside it (journaled). */
export interface StoredVideo {
  columns: {
    video_playback: TVideoPlayback;
    video_width: number | null;
    video_height: number | null;
    poster_key: string | null;
  };
}

/**
 * For a file just stored: decides how its picture plays and stores its poster frame (a tenth of the way in,
 * at most 5 s). Undefined when it has no picture. The poster's journal entry is the caller's to take in the
 * transaction that inserts the row (`claimStoredVideo`), or to discard with the upload; a poster that cannot
 * be made is only missing.
 */
export async function storeVideoParts(
  ctx: AppContext,
  key: string,
  log?: Logger,
): Promise<StoredVideo | undefined> {
  return withLocalMedia(ctx.media, key, async (path) => {
    const streams = await probeVideo(ctx.config.ffprobePath, path);
    if (!streams) return undefined;
    const playback: TVideoPlayback = browsersPlay(streams) ? 'original' : 'preparing';
    const posterKey = await storePoster(ctx, { path, key, streams }).catch((error: unknown) => {
      log?.warn({ err: error, key }, 'no poster frame');
      return null;
    });
    const { width, height } = streams.video;
    // A copy's size is known once it is made.
    const columns = {
      video_playback: playback,
      video_width: width,
      video_height: height,
      poster_key: posterKey,
    };
    return { columns } satisfies StoredVideo;
  });
}

async function storePoster(ctx: AppContext, file: { path: string; key: string; streams: VideoStreams }) {
  const key = videoKeysOf(file.key).poster;
  const folder = await newScratchFolder(ctx.config.dataDir, 'poster');
  try {
    const jpeg = join(folder, 'poster.jpg');
    const at = Math.min(5, file.streams.durationSeconds / 10);
    await makePoster(
      ctx.config.ffmpegPath,
      { path: file.path, videoIndex: file.streams.video.index },
      jpeg,
      at,
    );
    await beginUpload(ctx, key);
    try {
      await ctx.media.put(key, createReadStream(jpeg));
    } catch (error) {
      await discardUpload(ctx, key);
      throw error;
    }
    return key;
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
}

/**
 * In the transaction that inserts the file's row: the poster becomes the row's, and a picture browsers cannot
 * play queues the job that makes its copy (so the row and its job exist together or not at all).
 */
export async function claimStoredVideo(ctx: AppContext, trx: Db, video: StoredVideo, audioId: number) {
  if (video.columns.poster_key) await finishUpload(trx, video.columns.poster_key);
  if (video.columns.video_playback === 'preparing')
    await ctx.queue.sendJob<VideoCopyData>(trx, VIDEO_COPY_JOB, { audioId }, VIDEO_COPY_JOB_OPTIONS);
}

/**
 * Files with a picture stored before playback was kept (migration 0049) get it as an upload would: how it
 * plays, its poster, and its web copy queued; `limit` a run, so an upgrade spreads the work over housekeeping
 * runs. A file whose picture cannot be read is marked 'failed' (its sound still plays). Answers how many.
 */
export async function prepareOlderVideos(ctx: AppContext, log: Logger, limit = 5): Promise<number> {
  const older = await videosWithoutPlayback(ctx.db, limit);
  for (const audio of older) {
    const video = await storeVideoParts(ctx, audio.storage_key, log).catch((error: unknown) => {
      log.warn({ err: error, audioId: audio.id }, 'an older video could not be read');
      return undefined;
    });
    const stored: StoredVideo = video ?? {
      columns: { video_playback: 'failed', video_width: null, video_height: null, poster_key: null },
    };
    const recorded = await ctx.db.transaction().execute(async (trx) => {
      if (!(await recordStoredVideo(trx, audio.id, stored.columns))) return false;
      await claimStoredVideo(ctx, trx, stored, audio.id);
      return true;
    });
    // Deleted (or done by another process) meanwhile: the poster made for it goes.
    if (!recorded && stored.columns.poster_key) await discardUpload(ctx, stored.columns.poster_key);
  }
  return older.length;
}
