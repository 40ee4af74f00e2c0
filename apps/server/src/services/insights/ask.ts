import type { TAskAnswer, TAskCitation, TAskRequest } from '@transcribe/contract';
import { LlmError } from '../../adapters/llm-chat.js';
import type { AppContext } from '../../app-context.js';
import { audioIdsUnderFolder } from '../../db/repositories/ask-scope.js';
import { askTurnsOf, insertAskTurn } from '../../db/repositories/ask-turns.js';
import { AppError } from '../../domain/app-error.js';
import type { Logger } from '../../domain/logger.js';
import { questionKeywords } from '../../search/ask-terms.js';
import { indexLanguageOf } from '../../search/search-terms.js';
import { askMessages, citedRefs, type PriorTurn, withKnownRefs } from '../../text/insights/ask-prompt.js';
import { audioFor, folderFor } from '../core/access.js';
import { completedTranscript } from '../core/completed-transcript.js';
import { askLanguageModel } from '../core/llm-calls.js';
import { askedTranscript } from './ask-history.js';
import { type FoundSegment, indexedPassages, type Retrieved, transcriptPassages } from './ask-retrieval.js';

/** Earlier turns of a transcript's conversation sent with a follow-up question. */
export const HISTORY_TURNS = 3;
/** Passages an extractive answer quotes. */
const QUOTED = 3;

export interface AnswerOptions {
  /** Streams the answer: each new piece of the model's text as it is written. */
  onText?: (piece: string) => void;
  /** The asker went away: the model call is stopped and nothing is kept. */
  signal?: AbortSignal;
}

export interface Asking {
  /** The answer, by the model when it can, else extractive; null when cancelled through `signal`. */
  answer(options?: AnswerOptions): Promise<TAskAnswer | null>;
}

type Numbered = FoundSegment & { ref: string };

const numbered = (segments: FoundSegment[]): Numbered[] =>
  segments.map((segment, i) => ({ ...segment, ref: `S${i + 1}` }));

const citationOf = (s: Numbered): TAskCitation => ({
  ref: s.ref,
  audio_id: s.audio_id,
  file_name: s.file_name,
  segment_id: s.segment_id,
  start: s.start,
  end: s.end,
  text: s.text,
});

/** The best passages themselves: the first few quoted as the answer, all of them listed with their words marked. */
function extractive(passages: FoundSegment[]): TAskAnswer {
  const listed = numbered(passages);
  const quoted = listed.slice(0, QUOTED);
  return {
    answer: quoted.map((s) => `${s.text.trim()} [${s.ref}]`).join('\n'),
    method: 'extractive',
    citations: quoted.map(citationOf),
    passages: listed.map((s) => ({ ...citationOf(s), highlights: s.highlights })),
  };
}

interface Scope {
  retrieved: Retrieved;
  /** The one transcript asked about, whose conversation this question continues. */
  transcriptId?: number;
  history: PriorTurn[];
}

async function scopeOf(ctx: AppContext, userId: number, request: TAskRequest): Promise<Scope> {
  const keywords = questionKeywords(request.question);
  if (request.audio_id !== undefined) {
    const audio = await audioFor(ctx, userId, request.audio_id, 'read');
    const transcriptId = await askedTranscript(ctx, audio.id);
    if (transcriptId === undefined) {
      throw new AppError('TRANSCRIPT_NOT_READY', 'The file has no finished transcript to ask about yet.');
    }
    const row = await completedTranscript(ctx, userId, transcriptId, 'read');
    const source = {
      audio_id: audio.id,
      file_name: audio.file_name,
      transcript_id: transcriptId,
      language: indexLanguageOf(row.language_id),
    };
    const turns = await askTurnsOf(ctx.db, userId, transcriptId, HISTORY_TURNS);
    return {
      retrieved: transcriptPassages(source, row.blocks, keywords),
      transcriptId,
      // Earlier answers cite segments by numbers of their own time: the model sees them without.
      history: turns.map((turn) => ({
        question: turn.question,
        answer: withKnownRefs(turn.answer, new Set()),
      })),
    };
  }
  if (request.folder_id !== undefined) {
    const folder = await folderFor(ctx, userId, request.folder_id, 'read');
    const audioIds = await audioIdsUnderFolder(ctx.db, folder.id);
    return { retrieved: await indexedPassages(ctx, userId, keywords, audioIds), history: [] };
  }
  return { retrieved: await indexedPassages(ctx, userId, keywords, null), history: [] };
}

/**
 * A question about one file's transcript, a folder or the whole library the user may read. Access is
 * checked and the passages found before this returns (a 404 is still an ordinary answer); the model is
 * sent only those segments, numbered, and its citations of ids it was not sent are dropped. Without a
 * model, or when it fails, times out or the day's tokens are used up, the answer is extractive.
 */
export async function askQuestion(
  ctx: AppContext,
  userId: number,
  request: TAskRequest,
  log: Logger,
): Promise<Asking> {
  const scope = await scopeOf(ctx, userId, request);
  const context = numbered(scope.retrieved.context);
  const viaModel = async (options: AnswerOptions): Promise<TAskAnswer | undefined> => {
    const files = new Set(context.map((s) => s.audio_id));
    const messages = askMessages(
      request.question,
      context.map((s) => ({
        ref: s.ref,
        fileName: s.file_name,
        speaker: s.speaker,
        start: s.start,
        text: s.text,
      })),
      scope.history,
      scope.transcriptId === undefined || files.size > 1,
    );
    const reply = await askLanguageModel(ctx, userId, 'ask', messages, options);
    const byRef = new Map(context.map((s) => [s.ref, s]));
    const answer = withKnownRefs(reply.content, new Set(byRef.keys()));
    if (answer === '') return undefined;
    const citations = citedRefs(answer).flatMap((ref) => {
      const segment = byRef.get(ref);
      return segment ? [citationOf(segment)] : [];
    });
    return { answer, method: 'llm', citations };
  };

  return {
    async answer(options = {}) {
      let result: TAskAnswer | undefined;
      if (ctx.config.llm && context.length > 0) {
        try {
          result = await viaModel(options);
        } catch (error) {
          if (!(error instanceof LlmError)) throw error;
          if (options.signal?.aborted) return null;
          log.warn({ reason: error.message }, 'LLM answer to a question failed; extractive answer given');
        }
      }
      if (options.signal?.aborted) return null;
      result ??= extractive(scope.retrieved.passages);
      if (scope.transcriptId !== undefined) {
        await insertAskTurn(ctx.db, {
          user_id: userId,
          transcript_id: scope.transcriptId,
          question: request.question,
          answer: result.answer,
          method: result.method,
          citations: JSON.stringify(result.citations),
          created_at: new Date().toISOString(),
        });
      }
      return result;
    },
  };
}
