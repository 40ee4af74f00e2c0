import type { AppContext } from '../../app-context.js';
import { languageById, languageByIso } from '../../domain/languages.js';
import {
  batchesOf,
  parseTranslation,
  type SourceSegment,
  translationPrompt,
} from '../../text/translation/translation-prompt.js';
import { askLanguageModel } from '../core/llm-calls.js';
import type { StoredSegments } from '../views/translation.js';

export interface TranslateWork {
  userId: number;
  /** The transcript's language id, and the iso code to translate into. */
  from: number;
  to: string;
  segments: SourceSegment[];
  /** Segments already translated (by an earlier attempt of the job): not asked again. */
  done: StoredSegments;
  signal: AbortSignal;
  /** Stores the segments so far and the percent done; false when the translation was cancelled. */
  save(segments: StoredSegments, progress: number): Promise<boolean>;
}

/**
 * Translates the segments not yet done, one batch per model call, each line tagged with its segment id.
 * The segments a batch's answer left out or garbled are asked once more on their own; those still missing
 * keep their original text, flagged untranslated. Returns every segment, or undefined when cancelled.
 */
export async function translateSegments(
  ctx: AppContext,
  work: TranslateWork,
): Promise<StoredSegments | undefined> {
  const fromName = languageById(work.from)?.name ?? 'the original language';
  const toName = languageByIso(work.to)?.name ?? work.to;
  const stored: StoredSegments = { ...work.done };
  // Empty segments need no model: they stay empty.
  for (const s of work.segments) if (s.text === '') stored[String(s.id)] = { text: '', untranslated: false };
  const ask = async (batch: SourceSegment[]) => {
    const messages = translationPrompt(batch, fromName, toName);
    const answer = await askLanguageModel(ctx, work.userId, 'translate', messages, { signal: work.signal });
    return parseTranslation(answer.content, batch);
  };
  const todo = work.segments.filter((s) => !stored[String(s.id)]);
  for (const batch of batchesOf(todo)) {
    const found = await ask(batch);
    const missing = batch.filter((s) => !found.has(s.id));
    if (missing.length > 0) for (const [id, text] of await ask(missing)) found.set(id, text);
    for (const s of batch) {
      const text = found.get(s.id);
      stored[String(s.id)] =
        text === undefined ? { text: s.text, untranslated: true } : { text, untranslated: false };
    }
    const progress = Math.floor((Object.keys(stored).length / Math.max(1, work.segments.length)) * 100);
    if (!(await work.save(stored, progress))) return undefined;
  }
  return stored;
}
