import { mkdir, rename, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { probeVideo } from '../../adapters/video-probe.js';
import { makePlayableCopy } from '../../adapters/video-transcode.js';
import type { AppContext } from '../../app-context.js';
import { audioById } from '../../db/repositories/audio.js';
import { transcriptById } from '../../db/repositories/transcripts.js';
import { updateVideoExport, videoExportById } from '../../db/repositories/video-exports.js';
import type { VideoExportRow } from '../../db/schema.js';
import type { Logger } from '../../domain/logger.js';
import { ASS_LOOKS, renderAss } from '../../exports/ass.js';
import type { GenericJob } from '../../jobs/job-queue.js';
import { speakerCount } from '../../pipeline/speaker-blocks.js';
import { withLocalMedia } from '../../storage/media-store.js';
import { withoutExtension } from '../core/file-names.js';
import { playedMedia } from '../core/played-media.js';
import { parseBlocks } from '../core/transcript-data.js';
import { newScratchFolder } from '../core/work-folders.js';
import { BURN_JOB_OPTIONS, type BurnJobData } from './burned-video.js';

/** Where made videos are kept, relative to DATA_DIR, beside bulk exports' zips (housekeeping removes both). */
const VIDEO_EXPORTS_DIR = 'exports';
/** How often progress is written (and a cancel looked for): ffmpeg reports about twice a second. */
const PROGRESS_EVERY_MS = 1000;

/**
 * Makes an export's video: the transcript as it is now, drawn by libass in the chosen look on the picture the
 * browser plays, re-encoded as the web copy is. Progress goes on the row; a cancel stops ffmpeg; a failed last
 * attempt says so on the row. The made MP4 waits in DATA_DIR/exports for its download.
 */
export function runBurnJob(ctx: AppContext, log: Logger) {
  return async (job: GenericJob<BurnJobData>): Promise<void> => {
    const row = await videoExportById(ctx.db, job.data.exportId);
    if (!row || !(await updateVideoExport(ctx.db, row.id, ['queued', 'running'], { status: 'running' })))
      return;
    try {
      await burn(ctx, row);
    } catch (error) {
      if ((await videoExportById(ctx.db, row.id))?.status !== 'running') return; // cancelled: ffmpeg was stopped
      log.warn({ err: error, exportId: row.id, attempt: job.attempt }, 'burning subtitles failed');
      if (!job.lastAttempt) throw error;
      await updateVideoExport(ctx.db, row.id, ['running'], {
        status: 'failed',
        error: 'The video could not be made. Try again, or export it with a subtitle track.',
      });
    }
  };
}

async function burn(ctx: AppContext, row: VideoExportRow): Promise<void> {
  const [audio, transcript] = await Promise.all([
    audioById(ctx.db, row.audio_id),
    transcriptById(ctx.db, row.transcript_id),
  ]);
  if (!audio || !transcript?.data) throw new Error('the file or its transcript is gone');
  const blocks = parseBlocks(transcript.data);
  const ass = renderAss(
    {
      title: withoutExtension(audio.file_name),
      fileName: audio.file_name,
      createdAt: audio.created_at,
      durationSeconds: audio.duration_seconds,
      languageName: '',
      speakerCount: speakerCount(blocks),
      blocks,
    },
    { timestamps: true, speakers: row.speakers === 1 },
    ASS_LOOKS[row.look],
    true,
  );
  const folder = await newScratchFolder(ctx.config.dataDir, `burn-${row.id}`);
  try {
    const subtitles = join(folder, 'subtitles.ass');
    await writeFile(subtitles, ass);
    const output = join(folder, 'video.mp4');
    const played = await playedMedia(ctx, audio);
    await withLocalMedia(ctx.media, played.key, async (path) => {
      const streams = await probeVideo(ctx.config.ffprobePath, path);
      if (!streams) throw new Error('the file has no picture');
      await encode(
        ctx,
        row.id,
        { path, videoIndex: streams.video.index, subtitles },
        audio.duration_seconds,
        output,
      );
    });
    const result = join(VIDEO_EXPORTS_DIR, `video-${row.id}.mp4`);
    await mkdir(join(ctx.config.dataDir, VIDEO_EXPORTS_DIR), { recursive: true });
    await rename(output, join(ctx.config.dataDir, result));
    const done = await updateVideoExport(ctx.db, row.id, ['running'], {
      status: 'completed',
      progress: 100,
      result_path: result,
    });
    if (!done) await rm(join(ctx.config.dataDir, result), { force: true }); // cancelled at the last moment
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
}

/** ffmpeg with progress on the row; stopped when the row is no longer running (cancelled). */
async function encode(
  ctx: AppContext,
  id: number,
  input: { path: string; videoIndex: number; subtitles: string },
  durationSeconds: number,
  output: string,
): Promise<void> {
  const stop = new AbortController();
  let reported = 0;
  await makePlayableCopy(ctx.config.ffmpegPath, { ...input, durationSeconds }, output, {
    signal: stop.signal,
    timeoutMs: BURN_JOB_OPTIONS.expireSeconds * 1000,
    onProgress: (percent) => {
      if (Date.now() - reported < PROGRESS_EVERY_MS) return;
      reported = Date.now();
      updateVideoExport(ctx.db, id, ['running'], { progress: percent })
        .then((moved) => moved || stop.abort())
        .catch(() => {});
    },
  });
}
