import type { TAdminJob, TAdminQueue, TAdminSystem } from '@transcribe/contract';
import type { AppContext } from '../../app-context.js';
import {
  installTotals,
  jobById,
  type QueueRow,
  type QueueStatus,
  queueCounts,
  queueRows,
  usageByDay,
} from '../../db/repositories/admin-queue.js';
import { insertAuditEntry } from '../../db/repositories/audit-log.js';
import { utcDay } from '../../db/repositories/daily-usage.js';
import { transcriptById } from '../../db/repositories/transcripts.js';
import type { UserRow } from '../../db/schema.js';
import { notFound } from '../../domain/app-error.js';
import { cancelOwnersTranscription, retryOwnersTranscription } from '../transcripts/transcript-control.js';

const toJob = (row: QueueRow): TAdminJob => ({
  transcript_id: row.id,
  audio_id: row.audio_id,
  file_name: row.file_name,
  owner_email: row.email,
  status: row.status,
  progress: Math.floor(row.progress),
  error_message: row.error_message,
  created_at: row.created_at,
  updated_at: row.updated_at,
});

/** The queue as it stands: the newest jobs waiting, running and failed, with how many there are of each. */
export async function adminQueue(ctx: AppContext, status?: QueueStatus): Promise<TAdminQueue> {
  const [rows, counts] = await Promise.all([queueRows(ctx.db, status), queueCounts(ctx.db)]);
  return { jobs: rows.map(toJob), counts };
}

/** Retries (a failed or cancelled one) or cancels (a waiting or running one) anyone's transcription; audited. */
export async function adminJobAction(
  ctx: AppContext,
  admin: UserRow,
  id: number,
  action: 'retry' | 'cancel',
): Promise<TAdminJob> {
  const transcript = await transcriptById(ctx.db, id);
  if (!transcript) throw notFound('Transcript');
  if (action === 'retry') await retryOwnersTranscription(ctx, transcript);
  else await cancelOwnersTranscription(ctx, transcript.user_id, id);
  await insertAuditEntry(ctx.db, {
    actor_id: admin.id,
    actor_email: admin.email,
    action: `transcript.${action}`,
    target: `transcript:${id}`,
    details: JSON.stringify({ owner_id: transcript.user_id, status_before: transcript.status }),
  });
  const row = await jobById(ctx.db, id);
  if (!row) throw notFound('Transcript');
  return toJob(row);
}

export async function adminSystem(ctx: AppContext): Promise<TAdminSystem> {
  const since = utcDay(new Date(Date.now() - 29 * 86_400_000));
  const [totals, usage] = await Promise.all([installTotals(ctx.db), usageByDay(ctx.db, since)]);
  return {
    users: totals.users,
    files: totals.files,
    storage_bytes: totals.bytes,
    models: ctx.catalogue.models(),
    usage_by_day: usage,
    public_url: ctx.config.publicUrl,
  };
}
