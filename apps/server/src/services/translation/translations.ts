import { randomUUID } from 'node:crypto';
import type {
  TSpeakerBlock,
  TTranslation,
  TTranslationLanguage,
  TTranslationSummary,
} from '@transcribe/contract';
import type { AppContext } from '../../app-context.js';
import {
  cancelTranslationRun,
  deleteTranslation,
  startTranslation,
  translationById,
  translationOf,
  translationsOf,
} from '../../db/repositories/translations.js';
import { AppError, notFound } from '../../domain/app-error.js';
import { languageById } from '../../domain/languages.js';
import { completedTranscript } from '../core/completed-transcript.js';
import { storedSegments, translationSummary, translationView } from '../views/translation.js';
import { announceTranslation } from './translation-events.js';
import { TRANSLATION_JOB, type TranslationJobData, translationJobOptions } from './translation-job.js';
import { translatedBlocks, translationSource } from './translation-source.js';

const running = (status: string) => status === 'queued' || status === 'running';

/**
 * Starts translating a transcript into `language` as a job: read access is enough, a translation is a
 * derived artefact (the transcript itself is never written). A translation already running is left to
 * run; a finished, failed or cancelled one is made afresh.
 */
export async function startTranscriptTranslation(
  ctx: AppContext,
  userId: number,
  id: number,
  language: TTranslationLanguage,
): Promise<TTranslationSummary> {
  const transcript = await completedTranscript(ctx, userId, id, 'read');
  if (!ctx.config.llm) {
    throw new AppError('LLM_REQUIRED', 'Translation needs a language model, and none is configured.');
  }
  if (languageById(transcript.language_id)?.iso === language) {
    throw new AppError('VALIDATION_FAILED', 'The transcript is already in that language.');
  }
  const { hash } = translationSource(transcript.blocks);
  const existing = await translationOf(ctx.db, id, language);
  if (existing && running(existing.status)) return translationSummary(existing, hash);
  const row = await ctx.db.transaction().execute(async (trx) => {
    const started = await startTranslation(trx, {
      transcript_id: id,
      language,
      user_id: userId,
      source_hash: hash,
      run: randomUUID(),
    });
    const data: TranslationJobData = { translationId: started.id, run: started.run };
    await ctx.queue.sendJob(trx, TRANSLATION_JOB, data, translationJobOptions);
    await announceTranslation(ctx, started, trx);
    return started;
  });
  return translationSummary(row, hash);
}

/** The transcript's translations, without their segments. */
export async function listTranslations(
  ctx: AppContext,
  userId: number,
  id: number,
): Promise<TTranslationSummary[]> {
  const transcript = await completedTranscript(ctx, userId, id, 'read');
  const { hash } = translationSource(transcript.blocks);
  return (await translationsOf(ctx.db, id)).map((row) => translationSummary(row, hash));
}

/** One translation with its segments; null when none into `language` was started. */
export async function getTranslation(
  ctx: AppContext,
  userId: number,
  id: number,
  language: TTranslationLanguage,
): Promise<TTranslation | null> {
  const transcript = await completedTranscript(ctx, userId, id, 'read');
  const row = await translationOf(ctx.db, id, language);
  if (!row) return null;
  const { hash, segments } = translationSource(transcript.blocks);
  return translationView(row, hash, segments);
}

/**
 * Cancels a translation while it is queued or running (its job stops at its next check, within a second);
 * deletes one that has ended. Either way it is gone from the viewer.
 */
export async function removeTranslation(
  ctx: AppContext,
  userId: number,
  id: number,
  language: TTranslationLanguage,
): Promise<'cancelled' | 'deleted'> {
  await completedTranscript(ctx, userId, id, 'read');
  const row = await translationOf(ctx.db, id, language);
  if (!row) throw notFound('Translation');
  if (running(row.status)) {
    const cancelled = await ctx.db.transaction().execute(async (trx) => {
      if (!(await cancelTranslationRun(trx, row.id, randomUUID()))) return false;
      const now = await translationById(trx, row.id);
      if (now) await announceTranslation(ctx, now, trx);
      return true;
    });
    if (cancelled) return 'cancelled';
  }
  await deleteTranslation(ctx.db, row.id);
  return 'deleted';
}

/** The blocks of a transcript the caller may read, in its finished translation into `language`. */
export async function finishedTranslation(
  ctx: AppContext,
  transcript: { id: number; blocks: TSpeakerBlock[] },
  language: TTranslationLanguage,
): Promise<TSpeakerBlock[]> {
  const row = await translationOf(ctx.db, transcript.id, language);
  if (!row) throw notFound('Translation');
  if (row.status !== 'completed') {
    throw new AppError('TRANSCRIPT_NOT_READY', `The translation is not ready (status: ${row.status}).`);
  }
  return translatedBlocks(transcript.blocks, storedSegments(row));
}
