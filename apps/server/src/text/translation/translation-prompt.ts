import type { TSpeakerBlock } from '@transcribe/contract';

/** A segment as the model gets it: its id as the line's tag, and its text on one line. */
export interface SourceSegment {
  id: number;
  text: string;
}

/** How many segments one call translates at most, and about how much text (small local models' context). */
export const BATCH_SEGMENTS = 30;
export const BATCH_MAX_CHARS = 6_000;

/** Every segment of the transcript in order, its text on one line. */
export function sourceSegments(blocks: TSpeakerBlock[]): SourceSegment[] {
  return blocks.flatMap((block) =>
    block.audio_transcript_data_segment.map((segment) => ({
      id: segment.audio_transcript_data_segment_id,
      text: segment.audio_transcript_data_segment_transcript.replace(/\s+/g, ' ').trim(),
    })),
  );
}

/** The segments in batches of at most BATCH_SEGMENTS and about BATCH_MAX_CHARS (one long segment alone). */
export function batchesOf(segments: SourceSegment[]): SourceSegment[][] {
  const batches: SourceSegment[][] = [];
  let current: SourceSegment[] = [];
  let chars = 0;
  for (const segment of segments) {
    const full = current.length >= BATCH_SEGMENTS || chars + segment.text.length > BATCH_MAX_CHARS;
    if (full && current.length > 0) {
      batches.push(current);
      current = [];
      chars = 0;
    }
    current.push(segment);
    chars += segment.text.length;
  }
  if (current.length > 0) batches.push(current);
  return batches;
}

/** The phrase the system message starts with; the browser specs' stand-in model recognises it. */
export const TRANSLATION_SYSTEM_PHRASE = 'You translate transcript segments';

export function translationPrompt(batch: SourceSegment[], fromName: string, toName: string) {
  return [
    {
      role: 'system' as const,
      content:
        `${TRANSLATION_SYSTEM_PHRASE} of a recording from ${fromName} into ${toName}. Each line of the ` +
        'input starts with a tag such as [12] naming its segment. Answer with exactly one line per input ' +
        'line: the same tag, a space, then the translation of that line only. Keep every tag; never merge, ' +
        'split, skip or add lines, and write nothing else.',
    },
    {
      role: 'user' as const,
      content: `Translate into ${toName}:\n${batch.map((s) => `[${s.id}] ${s.text}`).join('\n')}`,
    },
  ];
}

/**
 * The model's answer, by segment id: lines "[id] text" for the ids asked for. A line with an unknown id,
 * a repeated id, or no text is left out, so its segment counts as missing.
 */
export function parseTranslation(answer: string, asked: SourceSegment[]): Map<number, string> {
  const wanted = new Set(asked.map((s) => s.id));
  const found = new Map<number, string>();
  const repeated = new Set<number>();
  for (const line of answer.split(/\r?\n/)) {
    const match = /^\s*\[(\d+)\]\s*(.*)$/.exec(line);
    if (!match) continue;
    const id = Number(match[1]);
    const text = (match[2] ?? '').trim();
    if (!wanted.has(id) || text === '') continue;
    if (found.has(id)) repeated.add(id);
    found.set(id, text);
  }
  for (const id of repeated) found.delete(id);
  return found;
}
