import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { TBurnSubtitlesRequest, TVideoExport } from '@transcribe/contract';
import type { AppContext } from '../../app-context.js';
import {
  insertVideoExport,
  unfinishedVideoExports,
  updateVideoExport,
  type VideoExportWithName,
  videoExportOf,
} from '../../db/repositories/video-exports.js';
import { AppError, notFound } from '../../domain/app-error.js';
import type { GenericJobOptions } from '../../jobs/job-queue.js';
import { audioFor } from '../core/access.js';
import { completedTranscript } from '../core/completed-transcript.js';
import { withoutExtension } from '../core/file-names.js';
import { requireMedia } from '../core/media-presence.js';
import { toVideoExport } from '../views/video-export.js';
import { playableVideo } from './subtitled-video.js';

export const BURN_JOB = 'video-burn';
export type BurnJobData = { exportId: number };
/** One retry (a worker killed mid-way); a long film takes long, but not for ever. */
export const BURN_JOB_OPTIONS: GenericJobOptions = {
  retryLimit: 1,
  retryDelaySeconds: 10,
  expireSeconds: 4 * 3600,
};
/** Re-encoding takes the worker's cores for minutes: a user has at most this many waiting or being made. */
const UNFINISHED_MAX = 3;

const view = (row: VideoExportWithName) =>
  toVideoExport(row, `${withoutExtension(row.file_name)} (subtitled).mp4`);

/**
 * "Video with subtitles" burned in (issue 44): queues the worker's job that draws the current transcript on
 * the picture of a file whose picture plays (re-encoded as the web copy is: H.264/AAC MP4, at most 720p).
 */
export async function startBurnedVideo(
  ctx: AppContext,
  userId: number,
  transcriptId: number,
  request: Required<TBurnSubtitlesRequest>,
): Promise<TVideoExport> {
  const row = await completedTranscript(ctx, userId, transcriptId, 'read');
  const audio = playableVideo(requireMedia(await audioFor(ctx, userId, row.audio_id, 'read')));
  if ((await unfinishedVideoExports(ctx.db, userId)) >= UNFINISHED_MAX)
    throw new AppError(
      'RATE_LIMITED',
      `${UNFINISHED_MAX} videos are being made for you already: wait for one to finish.`,
    );
  const made = await ctx.db.transaction().execute(async (trx) => {
    const inserted = await insertVideoExport(trx, {
      userId,
      audioId: audio.id,
      transcriptId,
      look: request.look,
      speakers: request.speakers,
    });
    await ctx.queue.sendJob<BurnJobData>(trx, BURN_JOB, { exportId: inserted.id }, BURN_JOB_OPTIONS);
    return inserted;
  });
  return view({ ...made, file_name: audio.file_name });
}

async function ownExport(ctx: AppContext, userId: number, id: number): Promise<VideoExportWithName> {
  const row = await videoExportOf(ctx.db, userId, id);
  if (!row) throw notFound('Video export');
  return row;
}

export async function videoExportFor(ctx: AppContext, userId: number, id: number): Promise<TVideoExport> {
  return view(await ownExport(ctx, userId, id));
}

/** Stops an export waiting or being made (the worker stops ffmpeg at its next progress line); else as it is. */
export async function cancelVideoExport(ctx: AppContext, userId: number, id: number): Promise<TVideoExport> {
  await ownExport(ctx, userId, id);
  await updateVideoExport(ctx.db, id, ['queued', 'running'], { status: 'cancelled' });
  return view(await ownExport(ctx, userId, id));
}

/** The made video's path and download name; 404 until it is made, and once housekeeping removed it. */
export async function videoExportFile(ctx: AppContext, userId: number, id: number) {
  const row = await ownExport(ctx, userId, id);
  const path = row.result_path === null ? null : join(ctx.config.dataDir, row.result_path);
  if (row.status !== 'completed' || path === null || !existsSync(path)) throw notFound('Video');
  return { path, fileName: view(row).file_name };
}
