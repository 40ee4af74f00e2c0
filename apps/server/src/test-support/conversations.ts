import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { TSpeakerBlock } from '@transcribe/contract';
import type { LabelledSpan } from '@transcribe/evaluation';
import { parseRttm, type SpeakerWord } from '@transcribe/evaluation';

/**
 * Real conversations with reference speaker turns (AMI meeting excerpts, see its README), kept beside the
 * checkout in ../shared/data/conversations; CONVERSATIONS_DIR points elsewhere.
 */
const conversationsDir = () =>
  process.env.CONVERSATIONS_DIR ??
  new URL('../../../../../shared/data/conversations', import.meta.url).pathname;

/** One excerpt's audio file and who speaks when in it. */
export function conversation(id: string): { path: string; reference: LabelledSpan[] } {
  const dir = conversationsDir();
  const reference = parseRttm(readFileSync(join(dir, 'turns.rttm'), 'utf8')).get(id);
  if (!reference) throw new Error(`turns.rttm in ${dir} has no turns for ${id}`);
  return { path: join(dir, `${id}.flac`), reference };
}

/** A stored transcript's words, each with its block's speaker: what the word speaker error scores. */
export const wordsWithSpeakers = (blocks: TSpeakerBlock[]): SpeakerWord[] =>
  blocks.flatMap((block) =>
    block.audio_transcript_data_segment.flatMap((segment) =>
      segment.audio_transcript_data_segment_words.map((word) => ({
        start: word.start,
        end: word.end,
        speaker: block.audio_transcript_data_speaker,
      })),
    ),
  );
