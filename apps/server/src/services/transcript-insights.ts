import { createHash } from 'node:crypto';
import { type ChatMessage, LlmError } from '../adapters/llm-chat.js';
import type { AppContext } from '../app-context.js';
import { findInsight, saveInsight } from '../db/repositories/transcript-insights.js';
import type { InsightKind } from '../db/schema.js';
import { languageById } from '../domain/languages.js';
import type { Logger } from '../domain/logger.js';
import { keyNotes } from '../pipeline/insights/key-notes.js';
import {
  keyNotesPrompt,
  parseKeyNotes,
  parseSummary,
  promptTranscript,
  summaryPrompt,
} from '../pipeline/insights/llm-prompts.js';
import { summarise } from '../pipeline/insights/summary.js';
import { transcriptSentences } from '../pipeline/insights/transcript-sentences.js';
import { askLanguageModel } from './llm-calls.js';
import { completedTranscript } from './transcriptions.js';

/** The model's answer to these messages (an LlmError when there is none). */
type AskModel = (messages: ChatMessage[]) => Promise<string>;

interface Insight<T> {
  kind: InsightKind;
  builtin(sentences: string[], language: string): T;
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

export const transcriptSummary = (ctx: AppContext, userId: number, id: number, log: Logger) =>
  insight(ctx, userId, id, SUMMARY, log);

export const transcriptKeyNotes = (ctx: AppContext, userId: number, id: number, log: Logger) =>
  insight(ctx, userId, id, KEY_NOTES, log);

/**
 * The cached result while the transcript is unchanged (same data hash) and the method is the configured
 * one; else computed: by the chat model when LLM_API_URL is set, by the built-in method when not or when
 * the model fails. A fallback result is not cached, so the model is asked again next time.
 */
async function insight<T>(
  ctx: AppContext,
  userId: number,
  id: number,
  spec: Insight<T>,
  log: Logger,
): Promise<T> {
  const row = await completedTranscript(ctx, userId, id, 'read');
  const llm = ctx.config.llm;
  const method = llm ? `llm:${llm.model}` : 'builtin';
  const sourceHash = createHash('sha256').update(row.data).digest('hex');
  const cached = await findInsight(ctx.db, id, spec.kind);
  if (cached?.source_hash === sourceHash && cached.method === method) return JSON.parse(cached.content) as T;

  const language = languageById(row.language_id) ?? { iso: 'en', name: 'English' };
  const sentences = transcriptSentences(row.blocks, language.iso);
  let result: T | undefined;
  let fellBack = false;
  if (llm && sentences.length > 0) {
    try {
      const ask: AskModel = async (messages) =>
        (await askLanguageModel(ctx, userId, spec.kind, messages)).content;
      result = await spec.fromModel(ask, promptTranscript(row.blocks, language.iso), language.name);
    } catch (error) {
      if (!(error instanceof LlmError)) throw error;
      log.warn({ transcriptId: id, reason: error.message }, `LLM ${spec.kind} failed; built-in method used`);
      fellBack = true;
    }
  }
  result ??= spec.builtin(sentences, language.iso);
  // A built-in answer standing in for a failed model call is not kept: the next request asks again.
  if (!fellBack) {
    await saveInsight(ctx.db, {
      transcript_id: id,
      kind: spec.kind,
      method,
      source_hash: sourceHash,
      content: JSON.stringify(result),
    });
  }
  return result;
}
