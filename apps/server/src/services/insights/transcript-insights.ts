import { createHash } from 'node:crypto';
import { type ChatMessage, LlmError } from '../../adapters/llm-chat.js';
import type { AppContext } from '../../app-context.js';
import { findInsight, saveInsight } from '../../db/repositories/transcript-insights.js';
import type { InsightKind, TranscriptInsightRow } from '../../db/schema.js';
import { languageById } from '../../domain/languages.js';
import type { Logger } from '../../domain/logger.js';
import { keyNotes } from '../../text/insights/key-notes.js';
import {
  keyNotesPrompt,
  parseKeyNotes,
  parseSummary,
  promptTranscript,
  summaryPrompt,
} from '../../text/insights/llm-prompts.js';
import { summarise } from '../../text/insights/summary.js';
import { type Sentence, transcriptSentences } from '../../text/insights/transcript-sentences.js';
import { completedTranscript } from '../core/completed-transcript.js';
import { askLanguageModel } from '../core/llm-calls.js';

/** The model's answer to these messages (an LlmError when there is none). */
type AskModel = (messages: ChatMessage[]) => Promise<string>;

interface Insight<T> {
  kind: InsightKind;
  builtin(sentences: Sentence[], language: string): T;
  fromModel(ask: AskModel, transcript: string, languageName: string): Promise<T>;
}

const SUMMARY: Insight<string> = {
  kind: 'summary',
  builtin: summarise,
  async fromModel(ask, transcript, languageName) {
    const summary = parseSummary(await ask(summaryPrompt(transcript, languageName)));
    if (summary === '') throw new LlmError('The language model wrote an empty summary.');
    return summary;
  },
};

const KEY_NOTES: Insight<string[]> = {
  kind: 'keynotes',
  builtin: keyNotes,
  async fromModel(ask, transcript, languageName) {
    const notes = parseKeyNotes(await ask(keyNotesPrompt(transcript, languageName)));
    if (notes.length === 0) throw new LlmError('The language model wrote no key notes.');
    return notes;
  },
};

/** A transcript ready to be summarised, as `completedTranscript` reads it. */
export type ReadyTranscript = Awaited<ReturnType<typeof completedTranscript>>;

/** What a stored insight says of itself: a summary's template and hand edit (null for key notes). */
export type InsightMeta = Pick<TranscriptInsightRow, 'template' | 'template_name' | 'edited_at'>;

/** A summary kept as it is, even after the transcript changes: written by hand or with another template. */
export const isKept = (row: InsightMeta) => row.edited_at !== null || row.template !== null;

export const sourceHashOf = (data: string) => createHash('sha256').update(data).digest('hex');

/** The default summary, and the stored row it came from (none for a fallback standing in for the model). */
export const transcriptSummary = (ctx: AppContext, userId: number, id: number, log: Logger) =>
  insight(ctx, userId, id, SUMMARY, log);

export const transcriptKeyNotes = async (ctx: AppContext, userId: number, id: number, log: Logger) =>
  (await insight(ctx, userId, id, KEY_NOTES, log)).value;

/**
 * The cached result while the transcript is unchanged (same data hash) and the method is the configured
 * one, or a summary kept as it is (see isKept); else computed: by the chat model when LLM_API_URL is set,
 * by the built-in method when not or when the model fails. A fallback result is not cached, so the model is
 * asked again next time.
 */
async function insight<T>(
  ctx: AppContext,
  userId: number,
  id: number,
  spec: Insight<T>,
  log: Logger,
): Promise<{ value: T; stored?: InsightMeta }> {
  const row = await completedTranscript(ctx, userId, id, 'read');
  const llm = ctx.config.llm;
  const method = llm ? `llm:${llm.model}` : 'builtin';
  const sourceHash = sourceHashOf(row.data);
  const cached = await findInsight(ctx.db, id, spec.kind);
  if (cached && (isKept(cached) || (cached.source_hash === sourceHash && cached.method === method))) {
    return { value: JSON.parse(cached.content) as T, stored: cached };
  }
  const computed = await compute(ctx, userId, row, spec, log);
  // A built-in answer standing in for a failed model call is not kept: the next request asks again.
  if (computed.fellBack) return { value: computed.value };
  await saveInsight(ctx.db, {
    transcript_id: id,
    kind: spec.kind,
    method,
    source_hash: sourceHash,
    content: JSON.stringify(computed.value),
  });
  return { value: computed.value };
}

/**
 * The default summary written anew (a regenerate), replacing whatever is stored, a hand edit included. A
 * built-in fallback is stored as 'builtin', so the next read asks the model again.
 */
export async function regenerateDefaultSummary(
  ctx: AppContext,
  userId: number,
  row: ReadyTranscript,
  log: Logger,
): Promise<string> {
  const computed = await compute(ctx, userId, row, SUMMARY, log);
  const llm = ctx.config.llm;
  await saveInsight(ctx.db, {
    transcript_id: row.id,
    kind: 'summary',
    method: llm && !computed.fellBack ? `llm:${llm.model}` : 'builtin',
    source_hash: sourceHashOf(row.data),
    content: JSON.stringify(computed.value),
  });
  return computed.value;
}

/** By the model when one is configured and there is something to say; by the built-in method otherwise. */
async function compute<T>(
  ctx: AppContext,
  userId: number,
  row: ReadyTranscript,
  spec: Insight<T>,
  log: Logger,
): Promise<{ value: T; fellBack: boolean }> {
  const language = languageById(row.language_id) ?? { iso: 'en', name: 'English' };
  const sentences = transcriptSentences(row.blocks, language.iso);
  if (ctx.config.llm && sentences.length > 0) {
    try {
      const ask: AskModel = async (messages) =>
        (await askLanguageModel(ctx, userId, spec.kind, messages)).content;
      return {
        value: await spec.fromModel(ask, promptTranscript(row.blocks, language.iso), language.name),
        fellBack: false,
      };
    } catch (error) {
      if (!(error instanceof LlmError)) throw error;
      log.warn(
        { transcriptId: row.id, reason: error.message },
        `LLM ${spec.kind} failed; built-in method used`,
      );
      return { value: spec.builtin(sentences, language.iso), fellBack: true };
    }
  }
  return { value: spec.builtin(sentences, language.iso), fellBack: false };
}
