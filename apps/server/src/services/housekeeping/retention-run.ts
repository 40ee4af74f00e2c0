import type { AppContext } from '../../app-context.js';
import { insertAuditEntry } from '../../db/repositories/audit-log.js';
import {
  deleteAudioRows,
  markMediaRemoved,
  type RetentionOwner,
  rulesInForce,
} from '../../db/repositories/retention.js';
import type { Logger } from '../../domain/logger.js';
import { removeDeletedMedia } from '../core/media-journal.js';
import { filesDue } from './retention.js';

/** Who the audit log names for what housekeeping does on its own. */
export const SYSTEM_ACTOR = 'system';

/** How many of a run's files an audit entry names one by one (its counts cover all). */
const AUDITED_FILES = 200;

export interface RetentionReport {
  /** Files whose media went (their transcripts stay). */
  mediaRemoved: number;
  /** Files deleted with their transcripts. */
  filesDeleted: number;
  bytesFreed: number;
}

const targetOf = (owner: RetentionOwner) =>
  'userId' in owner ? `user:${owner.userId}` : `workspace:${owner.workspaceId}`;

/**
 * Applies every retention rule in force: for each owner, in one transaction, the files due lose their media
 * (scope 'audio') or go whole (scope 'all'), journaled by trigger, with one audit entry by the system
 * naming them; the files are removed from the media store after the commit (see services/core/media-journal).
 * A rule that fails is logged and tried again at the next run; the others go on.
 */
export async function runRetention(ctx: AppContext, log: Logger, now = Date.now()): Promise<RetentionReport> {
  const report: RetentionReport = { mediaRemoved: 0, filesDeleted: 0, bytesFreed: 0 };
  for (const rule of await rulesInForce(ctx.db)) {
    try {
      const due = await filesDue(ctx.db, rule.owner, rule, now);
      if (due.length === 0) continue;
      const ids = due.map((file) => file.id);
      const bytes = due.reduce((sum, file) => sum + file.size_bytes, 0);
      const mediaOnly = rule.retention_scope === 'audio';
      const keys = await ctx.db.transaction().execute(async (trx) => {
        const removed = mediaOnly
          ? await markMediaRemoved(trx, ids, new Date(now).toISOString())
          : await deleteAudioRows(trx, ids);
        await insertAuditEntry(trx, {
          actor_id: null,
          actor_email: SYSTEM_ACTOR,
          action: mediaOnly ? 'retention.media_removed' : 'retention.files_deleted',
          target: targetOf(rule.owner),
          details: JSON.stringify({
            retention_days: rule.retention_days,
            retention_scope: rule.retention_scope,
            files: removed.length,
            bytes,
            removed: due
              .slice(0, AUDITED_FILES)
              .map((file) => ({ id: file.id, name: file.file_name, bytes: file.size_bytes })),
          }),
        });
        return removed;
      });
      await removeDeletedMedia(ctx, keys);
      if (mediaOnly) report.mediaRemoved += keys.length;
      else report.filesDeleted += keys.length;
      report.bytesFreed += bytes;
    } catch (error) {
      log.error(
        { err: error, target: targetOf(rule.owner) },
        'retention: this rule failed; tried again next run',
      );
    }
  }
  return report;
}
