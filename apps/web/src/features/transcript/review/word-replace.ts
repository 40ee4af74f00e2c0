import type { TSpeakerBlock } from '@transcribe/contract';
import { matchForm } from '../model/search-target';
import { editSegmentText } from '../model/transcript-draft';

const tokensOfText = (text: string) => text.split(/\s+/).filter(Boolean);

/** A token as leading punctuation, the word, and trailing punctuation ("(Acme)," -> "(", "Acme", "),"). */
export function splitToken(token: string): { lead: string; core: string; trail: string } {
  const match = /^([^\p{L}\p{N}]*)(.*?)([^\p{L}\p{N}]*)$/su.exec(token);
  return { lead: match?.[1] ?? '', core: match?.[2] ?? token, trail: match?.[3] ?? '' };
}

/** The segment's `count` tokens from the `index`th become `replacement` as typed (empty: the words go). */
export function replaceTokens(
  blocks: TSpeakerBlock[],
  segmentId: number,
  index: number,
  count: number,
  replacement: string,
): TSpeakerBlock[] {
  const segment = blocks
    .flatMap((block) => block.audio_transcript_data_segment)
    .find((s) => s.audio_transcript_data_segment_id === segmentId);
  if (!segment) return blocks;
  const tokens = tokensOfText(segment.audio_transcript_data_segment_transcript);
  if (index >= tokens.length) return blocks;
  tokens.splice(index, count, replacement.trim());
  return editSegmentText(blocks, segmentId, tokens.filter(Boolean).join(' '));
}

/** How many tokens of the whole transcript are the same recognised word as `token` (case and punctuation aside). */
export function countOccurrences(blocks: TSpeakerBlock[], token: string): number {
  const form = matchForm(token);
  if (!form) return 0;
  return blocks
    .flatMap((block) => block.audio_transcript_data_segment)
    .reduce(
      (sum, s) =>
        sum +
        tokensOfText(s.audio_transcript_data_segment_transcript).filter((t) => matchForm(t) === form).length,
      0,
    );
}

/**
 * Every occurrence of the word `token` becomes `replacement`; each keeps its own punctuation ("order," ->
 * "Acme,"), so the replacement's is dropped. `count` is the tokens replaced.
 */
export function replaceAll(
  blocks: TSpeakerBlock[],
  token: string,
  replacement: string,
): { blocks: TSpeakerBlock[]; count: number } {
  const form = matchForm(token);
  const word = splitToken(replacement.trim()).core;
  if (!form || !word) return { blocks, count: 0 };
  let count = 0;
  let next = blocks;
  for (const segment of blocks.flatMap((block) => block.audio_transcript_data_segment)) {
    const tokens = tokensOfText(segment.audio_transcript_data_segment_transcript);
    let changed = false;
    const replaced = tokens.map((t) => {
      if (matchForm(t) !== form) return t;
      count += 1;
      changed = true;
      const { lead, trail } = splitToken(t);
      return `${lead}${word}${trail}`;
    });
    if (changed) next = editSegmentText(next, segment.audio_transcript_data_segment_id, replaced.join(' '));
  }
  return { blocks: next, count };
}
