import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import type { AppContext } from '../../app-context.js';
import { bulkResultsBefore, forgetBulkResult } from '../../db/repositories/bulk-jobs.js';
import { forgetVideoExportResult, videoExportResultsBefore } from '../../db/repositories/video-exports.js';

/** How long a bulk export's zip stays to be downloaded. */
export const BULK_EXPORT_KEPT_MS = 24 * 60 * 60 * 1000;

/**
 * Removes the zips of bulk exports and the videos of video exports finished more than a day ago; answers how
 * many.
 */
export async function removeOldBulkExports(ctx: AppContext, now: number): Promise<number> {
  const before = new Date(now - BULK_EXPORT_KEPT_MS).toISOString();
  const kinds = [
    { old: await bulkResultsBefore(ctx.db, before), forget: forgetBulkResult },
    { old: await videoExportResultsBefore(ctx.db, before), forget: forgetVideoExportResult },
  ];
  for (const { old, forget } of kinds)
    for (const { id, result_path: path } of old) {
      if (path !== null) await rm(join(ctx.config.dataDir, path), { force: true });
      await forget(ctx.db, id);
    }
  return kinds.reduce((sum, kind) => sum + kind.old.length, 0);
}
