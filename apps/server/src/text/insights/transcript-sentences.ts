import type { TSpeakerBlock } from '@transcribe/contract';
import { pausePhrases } from './pause-phrases.js';
import { splitSentences } from './sentences.js';
import { capitalise } from './tokens.js';

const TERMINAL = /[.!?…。]["»”’)\]]*$/;

/**
 * The sentences of a transcript in time order. An engine that punctuates (Whisper and the like) may cut a
 * sentence across segments, so a speaker's segments are joined before splitting; an engine that does not
 * (pocketsphinx) gives no full stops at all, so there the pauses between words mark the sentences.
 */
export function transcriptSentences(blocks: TSpeakerBlock[], language: string): string[] {
  const segments = blocks.flatMap((block) => block.audio_transcript_data_segment);
  const texts = segments
    .map((s) => s.audio_transcript_data_segment_transcript.trim())
    .filter((text) => text !== '');
  if (texts.filter((text) => TERMINAL.test(text)).length < texts.length * 0.3) {
    return segments.flatMap(pausePhrases).flatMap((phrase) => splitSentences(phrase, language));
  }
  const turns = blocks.map((block) =>
    block.audio_transcript_data_segment.map((s) => s.audio_transcript_data_segment_transcript).join(' '),
  );
  return turns.flatMap((turn) => splitSentences(turn, language));
}

/** A sentence as a summary shows it: capitalised, with a closing full stop when the engine gave none. */
export function asWritten(sentence: string, language: string): string {
  const capital = capitalise(sentence, language);
  return TERMINAL.test(capital) ? capital : `${capital}.`;
}
