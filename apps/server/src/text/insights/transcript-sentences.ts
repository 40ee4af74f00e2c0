import { isUnsure, type TSpeakerBlock, type TWord } from '@transcribe/contract';
import { pausePhrases } from './pause-phrases.js';
import { splitSentences } from './sentences.js';
import { capitalise } from './tokens.js';

const TERMINAL = /[.!?…。]["»”’)\]]*$/;

/** A sentence of a transcript, and how much of it the engine heard. */
export interface Sentence {
  text: string;
  /** The share of its recognised words the engine was sure of (0 to 1); 1 for text without words. */
  sure: number;
}

const sureShare = (words: readonly TWord[]) =>
  words.length === 0 ? 1 : 1 - words.filter(isUnsure).length / words.length;

const tokenCount = (text: string) => text.split(/\s+/).filter(Boolean).length;

/**
 * The sentences of a transcript in time order. An engine that punctuates (Whisper and the like) may cut a
 * sentence across segments, so a speaker's segments are joined before splitting; an engine that does not
 * (pocketsphinx) gives no full stops at all, so there the pauses between words mark the sentences.
 */
export function transcriptSentences(blocks: TSpeakerBlock[], language: string): Sentence[] {
  const segments = blocks.flatMap((block) => block.audio_transcript_data_segment);
  const texts = segments
    .map((s) => s.audio_transcript_data_segment_transcript.trim())
    .filter((text) => text !== '');
  if (texts.filter((text) => TERMINAL.test(text)).length < texts.length * 0.3) {
    return segments
      .flatMap(pausePhrases)
      .flatMap((phrase) =>
        splitSentences(phrase.text, language).map((text) => ({ text, sure: sureShare(phrase.words) })),
      );
  }
  return blocks.flatMap((block) => turnSentences(block, language));
}

/**
 * A speaker's turn cut into sentences, each with the words it holds by position while the words match the
 * text one to one (else the turn's words stand for each of its sentences).
 */
function turnSentences(block: TSpeakerBlock, language: string): Sentence[] {
  const segments = block.audio_transcript_data_segment;
  const turn = segments.map((s) => s.audio_transcript_data_segment_transcript).join(' ');
  const words = segments.flatMap((s) => s.audio_transcript_data_segment_words);
  const sentences = splitSentences(turn, language);
  if (tokenCount(turn) !== words.length) return sentences.map((text) => ({ text, sure: sureShare(words) }));
  let at = 0;
  return sentences.map((text) => {
    const own = words.slice(at, at + tokenCount(text));
    at += own.length;
    return { text, sure: sureShare(own) };
  });
}

/** A sentence as a summary shows it: capitalised, with a closing full stop when the engine gave none. */
export function asWritten(sentence: string, language: string): string {
  const capital = capitalise(sentence, language);
  return TERMINAL.test(capital) ? capital : `${capital}.`;
}
