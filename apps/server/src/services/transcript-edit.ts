import type { TSentiment, TSpeakerBlock, TTranscriptEditRequest, TWord } from '@transcribe/contract';
import { AppError } from '../domain/app-error.js';

export type SentimentOf = (text: string) => Promise<TSentiment | null>;

const normalise = (word: string) => word.toLocaleLowerCase().replace(/[^\p{L}\p{N}']+/gu, '');

/**
 * Re-times an edited segment's words: words that survived keep their times (matched by longest common
 * subsequence), new ones share the time between their surviving neighbours.
 */
export function realignWords(oldWords: TWord[], text: string, start: number, end: number): TWord[] {
  const tokens = text.split(/\s+/).filter(Boolean);
  const kept = matchSurvivingWords(
    oldWords.map((w) => normalise(w.word)),
    tokens.map(normalise),
  );
  const words: TWord[] = [];
  tokens.forEach((token, j) => {
    const old = kept.get(j);
    if (old !== undefined) {
      words.push({ ...(oldWords[old] as TWord), word: token });
      return;
    }
    // A new word: it shares the gap between the previous word and the next surviving one with its run.
    let runEnd = j;
    while (runEnd < tokens.length && !kept.has(runEnd)) runEnd++;
    let runStart = j;
    while (runStart > 0 && !kept.has(runStart - 1)) runStart--;
    const before = runStart > 0 ? oldWords[kept.get(runStart - 1) ?? -1]?.end : undefined;
    const after = oldWords[kept.get(runEnd) ?? -1]?.start;
    const from = before ?? start;
    const step = Math.max(0, (after ?? end) - from) / (runEnd - runStart);
    const wordStart = from + (j - runStart) * step;
    words.push({ word: token, start: round(wordStart), end: round(wordStart + step), confidence: 1 });
  });
  return words;
}

/** Longest common subsequence of two token lists: new index -> old index of each surviving word. */
function matchSurvivingWords(a: string[], b: string[]): Map<number, number> {
  const width = b.length + 1;
  // table[i * width + j]: LCS length of a[i..] and b[j..].
  const table = new Int32Array((a.length + 1) * width);
  const at = (i: number, j: number) => table[i * width + j] ?? 0;
  for (let i = a.length - 1; i >= 0; i--) {
    for (let j = b.length - 1; j >= 0; j--) {
      table[i * width + j] =
        a[i] === b[j] && a[i] !== '' ? at(i + 1, j + 1) + 1 : Math.max(at(i + 1, j), at(i, j + 1));
    }
  }
  const kept = new Map<number, number>();
  for (let i = 0, j = 0; i < a.length && j < b.length; ) {
    if (a[i] === b[j] && a[i] !== '') kept.set(j++, i++);
    else if (at(i + 1, j) >= at(i, j + 1)) i++;
    else j++;
  }
  return kept;
}

const round = (seconds: number) => Math.round(seconds * 1000) / 1000;

/** Applies the edit payload (speaker names, segment texts) to stored blocks; unknown ids are refused. */
export async function applyEdit(
  blocks: TSpeakerBlock[],
  edit: TTranscriptEditRequest['audio_transcript_data'],
  sentimentOf: SentimentOf,
): Promise<TSpeakerBlock[]> {
  const next = structuredClone(blocks);
  const blockById = new Map(next.map((block) => [block.audio_transcript_data_id, block]));
  const segmentById = new Map(
    next
      .flatMap((block) => block.audio_transcript_data_segment)
      .map((s) => [s.audio_transcript_data_segment_id, s]),
  );
  for (const editedBlock of edit) {
    const block = blockById.get(editedBlock.audio_transcript_data_id);
    if (!block)
      throw new AppError(
        'VALIDATION_FAILED',
        `Unknown speaker block id ${editedBlock.audio_transcript_data_id}.`,
      );
    if (editedBlock.audio_transcript_data_speaker)
      block.audio_transcript_data_speaker = editedBlock.audio_transcript_data_speaker;
    for (const editedSegment of editedBlock.audio_transcript_data_segment) {
      const segment = segmentById.get(editedSegment.audio_transcript_data_segment_id);
      if (!segment)
        throw new AppError(
          'VALIDATION_FAILED',
          `Unknown segment id ${editedSegment.audio_transcript_data_segment_id}.`,
        );
      const text = editedSegment.audio_transcript_data_segment_transcript.replace(/\s+/g, ' ').trim();
      if (text === segment.audio_transcript_data_segment_transcript) continue;
      segment.audio_transcript_data_segment_words = realignWords(
        segment.audio_transcript_data_segment_words,
        text,
        segment.audio_transcript_data_segment_start_time,
        segment.audio_transcript_data_segment_end_time,
      );
      segment.audio_transcript_data_segment_transcript = text;
      segment.audio_transcript_data_segment_sa = await sentimentOf(text);
    }
  }
  return next;
}
