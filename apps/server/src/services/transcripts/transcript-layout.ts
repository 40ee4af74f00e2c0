import {
  mostlyUnsure,
  type TSegment,
  type TSentiment,
  type TSpeakerBlock,
  type TTranscriptEditRequest,
  type TWord,
} from '@transcribe/contract';
import { AppError } from '../../domain/app-error.js';
import { confirmWords, realignWords, round, SAME_TIME, tidy } from './word-alignment.js';

export type SentimentOf = (text: string) => Promise<TSentiment | null>;

/** A segment's sentiment; null while most of its words are unsure: nothing is built on what was not heard. */
export const sentimentUnlessUnsure = (text: string, words: TWord[], sentimentOf: SentimentOf) =>
  mostlyUnsure(words) ? Promise.resolve(null) : sentimentOf(text);
type EditedBlocks = TTranscriptEditRequest['audio_transcript_data'];
type EditedSegment = EditedBlocks[number]['audio_transcript_data_segment'][number];

export const unknownBlock = (id: number) =>
  new AppError('VALIDATION_FAILED', `Unknown speaker block id ${id}.`);
export const unknownSegment = (id: number) => new AppError('VALIDATION_FAILED', `Unknown segment id ${id}.`);
const invalid = (message: string) => new AppError('VALIDATION_FAILED', message);

/** A payload that gives a segment times, or a segment without an id, lays the segments out anew. */
export const isLayoutEdit = (edit: EditedBlocks) =>
  edit.some((block) =>
    block.audio_transcript_data_segment.some(
      (s) =>
        s.audio_transcript_data_segment_id === undefined ||
        s.audio_transcript_data_segment_start_time !== undefined ||
        s.audio_transcript_data_segment_end_time !== undefined,
    ),
  );

/**
 * A layout edit: the payload lists every segment in time order. Segments left out are gone (merged into a
 * neighbour), segments without an id are new (the parts of a split) and get the next free ids; each
 * changed segment takes the stored words whose middle its times cover, clamped inside it and realigned
 * with its text. Unchanged segments are kept as they were; blocks left without segments are dropped.
 */
export async function applyLayoutEdit(
  blocks: TSpeakerBlock[],
  edit: EditedBlocks,
  sentimentOf: SentimentOf,
): Promise<TSpeakerBlock[]> {
  const blockById = new Map(blocks.map((block) => [block.audio_transcript_data_id, block]));
  const stored = blocks.flatMap((block) => block.audio_transcript_data_segment);
  const segmentById = new Map(stored.map((s) => [s.audio_transcript_data_segment_id, s]));
  const words = stored
    .flatMap((s) => s.audio_transcript_data_segment_words)
    .sort((a, b) => a.start - b.start);
  let nextId = Math.max(0, ...segmentById.keys()) + 1;
  const seenBlocks = new Set<number>();
  const seenSegments = new Set<number>();
  let previousEnd = 0;
  const next: TSpeakerBlock[] = [];
  for (const editedBlock of edit) {
    const block = blockById.get(editedBlock.audio_transcript_data_id);
    if (!block) throw unknownBlock(editedBlock.audio_transcript_data_id);
    if (seenBlocks.has(block.audio_transcript_data_id))
      throw invalid(`Speaker block id ${block.audio_transcript_data_id} appears twice.`);
    seenBlocks.add(block.audio_transcript_data_id);
    const segments: TSegment[] = [];
    for (const edited of editedBlock.audio_transcript_data_segment) {
      const id = edited.audio_transcript_data_segment_id;
      const old = id === undefined ? undefined : segmentById.get(id);
      if (id !== undefined && !old) throw unknownSegment(id);
      if (id !== undefined && seenSegments.has(id)) throw invalid(`Segment id ${id} appears twice.`);
      if (id !== undefined) seenSegments.add(id);
      const start =
        edited.audio_transcript_data_segment_start_time ?? old?.audio_transcript_data_segment_start_time;
      const end =
        edited.audio_transcript_data_segment_end_time ?? old?.audio_transcript_data_segment_end_time;
      if (start === undefined || end === undefined)
        throw invalid('A new segment needs its start and end time.');
      if (end <= start) throw invalid(`A segment must end after it starts (${start} to ${end} s).`);
      if (start < previousEnd - SAME_TIME)
        throw invalid('Segments must be in time order and must not overlap.');
      previousEnd = end;
      const segment = await laidOut(
        edited,
        old,
        { start: round(start), end: round(end) },
        words,
        sentimentOf,
      );
      if (segment.audio_transcript_data_segment_verified && !old?.audio_transcript_data_segment_verified)
        confirmWords(segment);
      segments.push(old ? segment : { ...segment, audio_transcript_data_segment_id: nextId++ });
    }
    if (segments.length > 0)
      next.push({
        ...block,
        audio_transcript_data_speaker:
          editedBlock.audio_transcript_data_speaker ?? block.audio_transcript_data_speaker,
        audio_transcript_data_segment: segments,
      });
  }
  if (next.length === 0) throw invalid('A transcript keeps at least one segment.');
  return next;
}

/** One segment of a layout edit: as stored when nothing but its verified mark changed. */
async function laidOut(
  edited: EditedSegment,
  old: TSegment | undefined,
  span: { start: number; end: number },
  words: TWord[],
  sentimentOf: SentimentOf,
): Promise<TSegment> {
  const text = tidy(edited.audio_transcript_data_segment_transcript);
  const verified =
    edited.audio_transcript_data_segment_verified ?? old?.audio_transcript_data_segment_verified;
  const sameText = old !== undefined && text === old.audio_transcript_data_segment_transcript;
  const sameTimes =
    old !== undefined &&
    Math.abs(span.start - old.audio_transcript_data_segment_start_time) < SAME_TIME &&
    Math.abs(span.end - old.audio_transcript_data_segment_end_time) < SAME_TIME;
  if (old && sameText && sameTimes)
    return { ...old, audio_transcript_data_segment_verified: verified ?? false };
  const covered = words
    .filter((w) => (w.start + w.end) / 2 >= span.start && (w.start + w.end) / 2 < span.end)
    .map((w) => ({ ...w, start: Math.max(w.start, span.start), end: Math.min(w.end, span.end) }));
  const segmentWords = realignWords(covered, text, span.start, span.end);
  return {
    audio_transcript_data_segment_id: old?.audio_transcript_data_segment_id ?? 0,
    audio_transcript_data_segment_transcript: text,
    audio_transcript_data_segment_start_time: span.start,
    audio_transcript_data_segment_end_time: span.end,
    audio_transcript_data_segment_sa:
      sameText && old
        ? old.audio_transcript_data_segment_sa
        : await sentimentUnlessUnsure(text, segmentWords, sentimentOf),
    audio_transcript_data_segment_words: segmentWords,
    audio_transcript_data_segment_verified: verified ?? false,
  };
}
