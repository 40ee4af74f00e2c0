import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import type { AppContext } from '../../app-context.js';
import { bulkResultsBefore, forgetBulkResult } from '../../db/repositories/bulk-jobs.js';

/** How long a bulk export's zip stays to be downloaded. */
export const BULK_EXPORT_KEPT_MS = 24 * 60 * 60 * 1000;

/** Removes the zips of bulk exports finished more than a day ago; answers how many. */
export async function removeOldBulkExports(ctx: AppContext, now: number): Promise<number> {
  const old = await bulkResultsBefore(ctx.db, new Date(now - BULK_EXPORT_KEPT_MS).toISOString());
  for (const { id, result_path: path } of old) {
    if (path !== null) await rm(join(ctx.config.dataDir, path), { force: true });
    await forgetBulkResult(ctx.db, id);
  }
  return old.length;
}
