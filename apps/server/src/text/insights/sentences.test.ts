import type { TSpeakerBlock } from '@transcribe/contract';
import { describe, expect, it } from 'vitest';
import { textBlocks } from '../../test-support/transcript-texts.js';
import { splitSentences } from './sentences.js';
import { transcriptSentences } from './transcript-sentences.js';

describe('splitSentences', () => {
  it.each([
    [
      'en',
      'Mr. Smith met Dr. Jones at 3 p.m. today. It was fine, e.g. good. J. R. R. Tolkien wrote it. What? Yes!',
      [
        'Mr. Smith met Dr. Jones at 3 p.m. today.',
        'It was fine, e.g. good.',
        'J. R. R. Tolkien wrote it.',
        'What?',
        'Yes!',
      ],
    ],
    [
      'es',
      'El Sr. García llegó tarde. Dijo ¿qué tal? y se fue. La Dra. Ruiz no vino.',
      ['El Sr. García llegó tarde.', 'Dijo ¿qué tal? y se fue.', 'La Dra. Ruiz no vino.'],
    ],
    [
      'fr',
      'M. Dupont est arrivé. Il a dit « Bonjour ! » et il est parti. Mme Roy aussi.',
      ['M. Dupont est arrivé.', 'Il a dit « Bonjour ! » et il est parti.', 'Mme Roy aussi.'],
    ],
    [
      'de',
      'Am 3. Oktober war z. B. Feiertag. Herr Dr. Weber kam. Das war 1990. Danach nicht mehr.',
      ['Am 3. Oktober war z. B. Feiertag.', 'Herr Dr. Weber kam.', 'Das war 1990.', 'Danach nicht mehr.'],
    ],
  ])('splits %s text at sentence ends but not after abbreviations', (language, text, expected) => {
    expect(splitSentences(text, language)).toEqual(expected);
  });

  it('collapses line breaks and spaces inside a sentence, and drops pieces without words', () => {
    expect(splitSentences('One\nsentence   here.\n  Two.', 'en')).toEqual(['One sentence here.', 'Two.']);
    expect(splitSentences(' … ', 'en')).toEqual([]);
  });
});

const texts = (blocks: TSpeakerBlock[]) => transcriptSentences(blocks, 'en').map((sentence) => sentence.text);

describe('transcriptSentences', () => {
  it('joins a punctuating engine’s segments that cut a sentence in two', () => {
    const blocks = textBlocks(
      'We will migrate the northern region\nfirst, because it is small. Then the rest.',
    );
    expect(texts(blocks)).toEqual([
      'We will migrate the northern region first, because it is small.',
      'Then the rest.',
    ]);
  });

  it('takes each segment as a sentence when the engine writes no punctuation', () => {
    const blocks = textBlocks('He was not an ill disposed young man\nHe might even have been made amiable');
    expect(texts(blocks)).toEqual([
      'He was not an ill disposed young man',
      'He might even have been made amiable',
    ]);
  });

  it('cuts an unpunctuated segment at the pauses between its words, when its words still match', () => {
    const [block] = textBlocks('And then at leisure to consider it he was not an ill disposed young man');
    const segment = block?.audio_transcript_data_segment[0];
    if (!block || !segment) throw new Error('no segment');
    // 0.3 s after "it" and 0.1 s after "an"; 0.01 s elsewhere.
    let at = 0;
    segment.audio_transcript_data_segment_words = segment.audio_transcript_data_segment_transcript
      .split(' ')
      .map((word, i, all) => {
        const start = at;
        at += 0.3 + (all[i] === 'it' ? 0.3 : all[i] === 'an' ? 0.1 : 0.01);
        return { word, start, end: start + 0.3, confidence: 1 };
      });
    expect(texts([block])).toEqual([
      'And then at leisure to consider it',
      'he was not an ill disposed young man',
    ]);
  });

  it('ends a sentence where the speaker changes', () => {
    const [a, b] = [textBlocks('So what do we do'), textBlocks('We wait.')];
    const blocks = [...a, ...b.map((block) => ({ ...block, audio_transcript_data_speaker: 'Speaker 2' }))];
    expect(texts(blocks)).toEqual(['So what do we do', 'We wait.']);
  });
});
