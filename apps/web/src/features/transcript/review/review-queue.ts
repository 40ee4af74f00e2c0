import type { TSegment, TSpeakerBlock } from '@transcribe/contract';
import { tokensOf } from '@/lib/timeline';
import { matchForm } from '../model/search-target';
import { isUnsure } from '../model/unsure-words';

/** Why a word is in the queue: the engine was unsure of it, or it looks like a name it was never told. */
export type ReviewReason = 'unsure' | 'name';

/**
 * One stop of review mode: a likely unknown name, or a stretch of consecutive words of one segment the engine
 * was unsure of, which is played, accepted or corrected as one.
 */
export interface ReviewItem {
  /** Stable across saves of other segments: the segment, the first word's start and the words' forms. */
  key: string;
  segmentId: number;
  /** The first token's place among the segment text's whitespace-separated tokens. */
  index: number;
  /** How many tokens from `index` the item spans (1 for a name). */
  count: number;
  /** The tokens, as the text has them, joined by spaces. */
  text: string;
  /** The words' time, or their segment's when the stored words no longer line up with the text. */
  start: number;
  end: number;
  reason: ReviewReason;
  /** The engine's lowest confidence among the words, when their timing is known. */
  confidence: number | undefined;
}

export interface QueueOptions {
  /** The person's vocabulary (words and phrases); undefined until loaded, and no names are queued till then. */
  vocabulary: readonly string[] | undefined;
  /** The transcript's language (iso code). */
  language: string;
  /** Keys of items accepted as right in this session. */
  accepted: ReadonlySet<string>;
  /** Word forms (`matchForm`) the person typed or accepted: no longer unknown to them. */
  known: ReadonlySet<string>;
}

/** Languages that capitalise every noun, where a capital says nothing about a name. */
const NOUN_CAPITALS = new Set(['de', 'lb']);
const SENTENCE_END = /[.!?…]["'”’)\]]*$/u;
const CAPITALISED = /^[^\p{L}\p{N}]*\p{Lu}/u;
/** "I", "I'm", "I'll": always capitalised in English, never a name. */
const FIRST_PERSON = /^i(?:['’].*)?$/u;

/** Every word of every vocabulary entry, in `matchForm`. */
export function vocabularyForms(vocabulary: readonly string[]): Set<string> {
  return new Set(vocabulary.flatMap((entry) => entry.split(/\s+/).map(matchForm)).filter(Boolean));
}

/**
 * The name rule: a word the engine has likely never been told about is a capitalised word that does not
 * start a sentence (there the capital is grammar, not a name; a segment's first word counts as a start),
 * is not "I" or a short form of it, and is neither in the person's vocabulary nor a word they already typed
 * or accepted. Such words are mostly names, which engines without a vocabulary get wrong most often. Off in
 * languages that capitalise every noun (German), where it would flag half the text.
 */
export function looksLikeUnknownName(
  token: string,
  previous: string | undefined,
  known: ReadonlySet<string>,
): boolean {
  if (previous === undefined || SENTENCE_END.test(previous)) return false;
  if (!CAPITALISED.test(token)) return false;
  const form = matchForm(token);
  return form.length > 0 && !FIRST_PERSON.test(form) && !known.has(form);
}

export const itemKey = (segmentId: number, index: number, text: string, start: number | undefined) =>
  `${segmentId}:${start ?? `#${index}`}:${text.split(/\s+/).map(matchForm).join(' ')}`;

/** A segment's tokens as review items: runs of unsure words joined into one stretch, names one by one. */
function segmentItems(
  segment: TSegment,
  isName: (text: string, previous: string | undefined) => boolean,
): ReviewItem[] {
  const segmentId = segment.audio_transcript_data_segment_id;
  const tokens = tokensOf(segment);
  const items: (ReviewItem & { timed: boolean })[] = [];
  tokens.forEach(({ text, word }, index) => {
    const start = word?.start ?? segment.audio_transcript_data_segment_start_time;
    const end = word?.end ?? segment.audio_transcript_data_segment_end_time;
    if (isUnsure(word)) {
      const last = items.at(-1);
      if (last?.reason === 'unsure' && last.index + last.count === index) {
        last.count += 1;
        last.text = `${last.text} ${text}`;
        last.end = end;
        last.confidence = Math.min(last.confidence ?? 1, word?.confidence ?? 1);
        return;
      }
    }
    const reason = isUnsure(word) ? 'unsure' : isName(text, tokens[index - 1]?.text) ? 'name' : undefined;
    if (reason)
      items.push({
        key: '',
        segmentId,
        index,
        count: 1,
        text,
        start,
        end,
        reason,
        confidence: word?.confidence,
        timed: word !== undefined,
      });
  });
  return items.map(({ timed, ...item }) => ({
    ...item,
    key: itemKey(segmentId, item.index, item.text, timed ? item.start : undefined),
  }));
}

/**
 * What most needs a look, in time order: stretches of unsure words and likely unknown names of the segments
 * nobody has verified yet, without the items accepted in this session.
 */
export function buildReviewQueue(blocks: TSpeakerBlock[], options: QueueOptions): ReviewItem[] {
  const known = new Set([...vocabularyForms(options.vocabulary ?? []), ...options.known]);
  const names =
    options.vocabulary !== undefined && !NOUN_CAPITALS.has(options.language.toLowerCase().slice(0, 2));
  const isName = (text: string, previous: string | undefined) =>
    names && looksLikeUnknownName(text, previous, known);
  return blocks
    .flatMap((block) => block.audio_transcript_data_segment)
    .filter((segment) => !segment.audio_transcript_data_segment_verified)
    .sort((a, b) => a.audio_transcript_data_segment_start_time - b.audio_transcript_data_segment_start_time)
    .flatMap((segment) => segmentItems(segment, isName))
    .filter((item) => !options.accepted.has(item.key));
}

/** Where `item` sits against the item at `cursor`: at or after it in time order. */
export function isAtOrAfter(item: ReviewItem, cursor: ReviewItem): boolean {
  if (item.start !== cursor.start) return item.start > cursor.start;
  return item.segmentId !== cursor.segmentId || item.index >= cursor.index;
}
