import type { AppContext } from '../../app-context.js';
import { purgeExpiredCredentials } from '../../db/repositories/housekeeping.js';
import { failStalledTranslations } from '../../db/repositories/translations.js';
import type { Logger } from '../../domain/logger.js';
import { mediaDeps, SETTLED_MS } from '../core/media-journal.js';
import { TRANSLATION_STALLED_MS } from '../translation/translation-job.js';
import { checkMedia, repairMedia } from '../uploads/media-check.js';
import { forgetFinishedUploads, resumableUploadStore } from '../uploads/resumable-uploads.js';
import { prepareOlderVideos } from '../uploads/video-playback.js';
import { removeOldBulkExports } from './bulk-exports.js';
import { type RetentionReport, runRetention } from './retention-run.js';

/** How often housekeeping runs (a pg-boss schedule at scale, a timer embedded). */
export const HOUSEKEEPING_EVERY_MINUTES = 15;

export interface HousekeepingReport {
  refreshTokens: number;
  passwordResets: number;
  signInRequests: number;
  /** Work folders of jobs that no worker runs any more (a killed worker's). */
  workFoldersRemoved: string[];
  /** Files of interrupted deletes and abandoned uploads, removed as the media journal says. */
  mediaRemoved: string[];
  /** Media files no row points at: reported for `npm run fsck`, never deleted here. */
  unreferencedMedia: string[];
  /** Audio rows whose media file is missing: reported for `npm run fsck`. */
  missingMedia: number[];
  /** Resumable uploads left unfinished for a day, and what was kept of finished ones for a day, removed. */
  expiredUploads: number;
  /** What the users' and workspaces' retention rules removed. */
  retention: RetentionReport;
  /** Translations whose job ended without a word (a worker killed on its last attempt), now failed. */
  stalledTranslations: number;
  /** Zips of bulk exports finished more than a day ago, removed. */
  expiredExports: number;
  /** Files with a picture from before playback was kept, given it this run (see prepareOlderVideos). */
  olderVideos: number;
}

/**
 * Applies retention rules, purges expired credentials, finishes what crashed processes left (interrupted deletes, abandoned uploads,
 * work folders), removes resumable uploads unfinished for a day and bulk exports' zips a day old, and reports the differences only a person should settle (`npm run fsck -- --repair`).
 */
export async function runHousekeeping(
  ctx: AppContext,
  log: Logger,
  now = Date.now(),
): Promise<HousekeepingReport> {
  const purged = await purgeExpiredCredentials(
    ctx.db,
    new Date(now).toISOString(),
    new Date(now - SETTLED_MS).toISOString(),
  );
  const retention = await runRetention(ctx, log, now);
  const deps = mediaDeps(ctx);
  const check = await checkMedia(deps, now);
  const repaired = await repairMedia(deps, check, 'journal');
  const expiredUploads =
    (await resumableUploadStore(ctx).deleteExpired()) + (await forgetFinishedUploads(ctx, now));
  const stalledTranslations = await failStalledTranslations(
    ctx.db,
    new Date(now - TRANSLATION_STALLED_MS).toISOString(),
    'The translation stopped when the process doing it ended; start it again.',
  );
  const expiredExports = await removeOldBulkExports(ctx, now);
  const olderVideos = await prepareOlderVideos(ctx, log);
  const report = {
    ...purged,
    expiredUploads,
    expiredExports,
    olderVideos,
    retention,
    stalledTranslations,
    workFoldersRemoved: repaired.removedWorkFolders,
    mediaRemoved: repaired.removedFiles,
    unreferencedMedia: check.orphanFiles,
    missingMedia: check.missingFiles.map((m) => m.audioId),
  };
  const differences = report.unreferencedMedia.length + report.missingMedia.length;
  log[differences > 0 ? 'warn' : 'info'](
    {
      ...purged,
      workFoldersRemoved: report.workFoldersRemoved.length,
      mediaRemoved: report.mediaRemoved.length,
      expiredUploads,
      expiredExports,
      olderVideos,
      retention,
      stalledTranslations,
      unreferencedMedia: report.unreferencedMedia.slice(0, 20),
      missingMedia: report.missingMedia.slice(0, 20),
    },
    `housekeeping: ${report.unreferencedMedia.length} media files without a row, ${report.missingMedia.length} rows without their media file${differences > 0 ? ' (run npm run fsck)' : ''}`,
  );
  return report;
}
