import type { TSpeakerBlock } from '@transcribe/contract';
import { splitSentences } from './sentences.js';

const TERMINAL = /[.!?…。]["»”’)\]]*$/;

/**
 * The sentences of a transcript in time order. An engine that punctuates (Whisper and the like) may cut a
 * sentence across segments, so a speaker's segments are joined before splitting; an engine that does not
 * (pocketsphinx) gives no full stops at all, so there each segment counts as a sentence.
 */
export function transcriptSentences(blocks: TSpeakerBlock[], language: string): string[] {
  const segments = blocks.map((block) =>
    block.audio_transcript_data_segment
      .map((s) => s.audio_transcript_data_segment_transcript.replace(/\s+/g, ' ').trim())
      .filter((text) => text !== ''),
  );
  const all = segments.flat();
  const punctuated = all.filter((text) => TERMINAL.test(text)).length >= all.length * 0.3;
  const runs = punctuated ? segments.map((texts) => texts.join(' ')) : all;
  return runs.flatMap((run) => splitSentences(run, language));
}

/** A sentence as a summary shows it: with a closing full stop when the engine gave none. */
export const withFullStop = (sentence: string) => (TERMINAL.test(sentence) ? sentence : `${sentence}.`);
