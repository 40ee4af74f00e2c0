import { LlmError } from '../../adapters/llm-chat.js';
import type { AppContext } from '../../app-context.js';
import type { Db } from '../../db/database.js';
import { transcriptById } from '../../db/repositories/transcripts.js';
import {
  type TranslationRow,
  translationById,
  updateTranslationRun,
} from '../../db/repositories/translations.js';
import type { Logger } from '../../domain/logger.js';
import type { GenericJob, GenericJobOptions } from '../../jobs/job-queue.js';
import { LlmQuotaError } from '../core/llm-calls.js';
import { parseBlocks } from '../core/transcript-data.js';
import { storedSegments } from '../views/translation.js';
import { announceTranslation } from './translation-events.js';
import { translationSource } from './translation-source.js';
import { translateSegments } from './translator.js';

export const TRANSLATION_JOB = 'translate-transcript';

export interface TranslationJobData {
  translationId: number;
  /** The run the job was queued for: a cancel or a new start makes another, and this job then stops. */
  run: string;
}

/** One retry after a failure that may pass (the model server down a moment); it resumes where it stopped. */
export const translationJobOptions: GenericJobOptions = {
  retryLimit: 1,
  retryDelaySeconds: 15,
  expireSeconds: 3600,
};

/**
 * A translation no attempt has touched for this long has no job left (two attempts of at most an hour,
 * each batch saved as it ends): housekeeping fails it, so the viewer offers to start it again.
 */
export const TRANSLATION_STALLED_MS = 3 * 60 * 60 * 1000;

/** How often a running translation looks whether it was cancelled (and then stops its model call). */
const CANCEL_CHECK_MS = 500;

/**
 * Writes the translation's new state and announces it, in one transaction, only while the run is still
 * the job's; false when it was cancelled or started again meanwhile.
 */
async function record(
  ctx: AppContext,
  row: TranslationRow,
  changes: Parameters<typeof updateTranslationRun>[3],
): Promise<boolean> {
  return ctx.db.transaction().execute(async (trx: Db) => {
    if (!(await updateTranslationRun(trx, row.id, row.run, changes))) return false;
    const now = await translationById(trx, row.id);
    if (now) await announceTranslation(ctx, now, trx);
    return true;
  });
}

/** The job's handler: translates the transcript batch by batch, storing and announcing each batch. */
export function runTranslationJob(ctx: AppContext, log: Logger) {
  return async (job: GenericJob<TranslationJobData>): Promise<void> => {
    const row = await translationById(ctx.db, job.data.translationId);
    if (!row || row.run !== job.data.run || !['queued', 'running'].includes(row.status)) return;
    const transcript = await transcriptById(ctx.db, row.transcript_id);
    if (!transcript?.data) {
      await record(ctx, row, { status: 'failed', error_message: 'The transcript is not ready.' });
      return;
    }
    const { segments, hash } = translationSource(parseBlocks(transcript.data));
    const stop = new AbortController();
    const watch = setInterval(() => {
      translationById(ctx.db, row.id).then(
        (now) => {
          if (now?.run !== row.run || now.status !== 'running') stop.abort(new Error('cancelled'));
        },
        () => {},
      );
    }, CANCEL_CHECK_MS);
    try {
      if (!(await record(ctx, row, { status: 'running', source_hash: hash }))) return;
      const done = await translateSegments(ctx, {
        userId: row.user_id,
        from: transcript.language_id,
        to: row.language,
        segments,
        done: storedSegments(row),
        signal: stop.signal,
        save: (stored, progress) =>
          record(ctx, row, { segments: JSON.stringify(stored), progress: Math.min(99, progress) }),
      });
      if (done)
        await record(ctx, row, { status: 'completed', progress: 100, segments: JSON.stringify(done) });
    } catch (error) {
      if (stop.signal.aborted) return;
      const quota = error instanceof LlmQuotaError;
      if (!(error instanceof LlmError))
        log.error({ err: error, translationId: row.id }, 'translation failed');
      if (!quota && !job.lastAttempt) throw error; // tried again later, from where it stopped
      const message =
        error instanceof LlmError
          ? `The translation failed: ${error.message}`
          : 'The translation failed because of an internal error.';
      await record(ctx, row, { status: 'failed', error_message: message });
    } finally {
      clearInterval(watch);
    }
  };
}
