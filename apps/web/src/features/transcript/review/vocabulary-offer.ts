import type { TSpeakerBlock } from '@transcribe/contract';
import { matchForm } from '../model/search-target';
import { vocabularyForms } from './review-queue';
import { splitToken } from './word-replace';

/**
 * What a correction could add to the vocabulary: the typed word or phrase (without its punctuation) when
 * one of its words is in neither the vocabulary nor the transcript as recognised; a word the engine already
 * wrote somewhere is one it knows. Undefined when there is nothing to offer or the vocabulary is unknown.
 */
export function vocabularyOffer(
  typed: string,
  vocabulary: readonly string[] | undefined,
  blocks: TSpeakerBlock[],
): string | undefined {
  const phrase = splitToken(typed.trim()).core;
  if (!vocabulary || !/\p{L}/u.test(phrase)) return undefined;
  const known = vocabularyForms(vocabulary);
  const recognised = new Set(
    blocks.flatMap((block) =>
      block.audio_transcript_data_segment.flatMap((s) =>
        s.audio_transcript_data_segment_transcript.split(/\s+/).map(matchForm),
      ),
    ),
  );
  const words = phrase.split(/\s+/).map(matchForm).filter(Boolean);
  return words.some((word) => !known.has(word) && !recognised.has(word)) ? phrase : undefined;
}
