import { createReadStream } from 'node:fs';
import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import { probeVideo } from '../../adapters/video-probe.js';
import { makePlayableCopy } from '../../adapters/video-transcode.js';
import type { AppContext } from '../../app-context.js';
import {
  audioPreparingVideo,
  recordVideoCopy,
  recordVideoCopyFailed,
  recordVideoProgress,
} from '../../db/repositories/video-playback.js';
import type { Logger } from '../../domain/logger.js';
import type { GenericJob } from '../../jobs/job-queue.js';
import { withLocalMedia } from '../../storage/media-store.js';
import { beginUpload, discardUpload, finishUpload, videoKeysOf } from '../core/media-journal.js';
import { newScratchFolder } from '../core/work-folders.js';
import { VIDEO_COPY_JOB_OPTIONS, type VideoCopyData } from './video-playback.js';

/** How often the copy's progress is written to its row (ffmpeg reports about twice a second). */
const PROGRESS_EVERY_MS = 1000;

/**
 * Makes a file's web-playable copy (see `makePlayableCopy`) and stores it like any upload: journaled before
 * its first byte and the row's in the transaction that records it, so a worker killed mid-way leaves an entry
 * housekeeping clears, and a file deleted meanwhile gets no copy. A failed last attempt marks it 'failed'
 * (the original still streams, its sound playing where browsers can decode it).
 */
export function runVideoCopyJob(ctx: AppContext, log: Logger) {
  return async (job: GenericJob<VideoCopyData>): Promise<void> => {
    const audio = await audioPreparingVideo(ctx.db, job.data.audioId);
    if (!audio) return;
    try {
      await makeCopy(ctx, audio);
    } catch (error) {
      log.warn({ err: error, audioId: audio.id, attempt: job.attempt }, 'video copy failed');
      if (!job.lastAttempt) throw error;
      await recordVideoCopyFailed(ctx.db, audio.id);
    }
  };
}

async function makeCopy(
  ctx: AppContext,
  audio: { id: number; storage_key: string; duration_seconds: number },
) {
  const key = videoKeysOf(audio.storage_key).copy;
  const folder = await newScratchFolder(ctx.config.dataDir, `video-copy-${audio.id}`);
  try {
    const output = join(folder, 'copy.mp4');
    await withLocalMedia(ctx.media, audio.storage_key, async (path) => {
      const streams = await probeVideo(ctx.config.ffprobePath, path);
      if (!streams) throw new Error('the file has no picture to copy');
      let reported = 0;
      await makePlayableCopy(
        ctx.config.ffmpegPath,
        { path, videoIndex: streams.video.index, durationSeconds: audio.duration_seconds },
        output,
        {
          timeoutMs: VIDEO_COPY_JOB_OPTIONS.expireSeconds * 1000,
          onProgress: (percent) => {
            if (Date.now() - reported < PROGRESS_EVERY_MS) return;
            reported = Date.now();
            recordVideoProgress(ctx.db, audio.id, percent).catch(() => {});
          },
        },
      );
    });
    const made = await probeVideo(ctx.config.ffprobePath, output);
    // A copy an earlier, killed attempt left behind (with its entry) goes first.
    await discardUpload(ctx, key);
    await beginUpload(ctx, key);
    try {
      await ctx.media.put(key, createReadStream(output));
      const size = { width: made?.video.width ?? null, height: made?.video.height ?? null };
      const recorded = await ctx.db.transaction().execute(async (trx) => {
        if (!(await recordVideoCopy(trx, audio.id, { key, ...size }))) return false;
        await finishUpload(trx, key);
        return true;
      });
      // The file went (or its media did) while the copy was made: the copy, still journaled, goes too.
      if (!recorded) await discardUpload(ctx, key);
    } catch (error) {
      await discardUpload(ctx, key);
      throw error;
    }
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
}
