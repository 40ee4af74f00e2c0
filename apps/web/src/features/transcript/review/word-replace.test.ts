import { describe, expect, it } from 'vitest';
import { reviewBlock, reviewSegment } from './review-fixture';
import { countOccurrences, replaceAll, replaceTokens, splitToken } from './word-replace';

const BLOCKS = [
  reviewBlock(1, 'A', [
    reviewSegment(1, 'Ask acme, or (Acme) today', 0),
    reviewSegment(2, 'acmes are not acme', 5),
  ]),
  reviewBlock(2, 'B', [reviewSegment(3, 'ACME! Fine.', 10)]),
];
const texts = (blocks: typeof BLOCKS) =>
  blocks.flatMap((b) =>
    b.audio_transcript_data_segment.map((s) => s.audio_transcript_data_segment_transcript),
  );

describe('replacing words', () => {
  it('counts the same recognised word across the transcript, case and punctuation aside', () => {
    expect(countOccurrences(BLOCKS, 'acme,')).toBe(4);
    expect(countOccurrences(BLOCKS, 'acmes')).toBe(1);
    expect(countOccurrences(BLOCKS, 'nothing')).toBe(0);
    expect(countOccurrences(BLOCKS, '—')).toBe(0);
  });

  it('replaces every occurrence keeping each one its punctuation, and says how many', () => {
    const { blocks, count } = replaceAll(BLOCKS, 'acme', 'Akme.');
    expect(count).toBe(4);
    expect(texts(blocks)).toEqual(['Ask Akme, or (Akme) today', 'acmes are not Akme', 'Akme! Fine.']);
  });

  it('replaces one token as typed, and removes it when the correction is empty', () => {
    expect(texts(replaceTokens(BLOCKS, 1, 1, 1, 'Acme Corp,'))[0]).toBe('Ask Acme Corp, or (Acme) today');
    expect(texts(replaceTokens(BLOCKS, 2, 0, 1, ' '))[1]).toBe('are not acme');
    expect(replaceTokens(BLOCKS, 9, 0, 1, 'x')).toBe(BLOCKS);
  });

  it('replaces a stretch of tokens with what was typed, as many words as that is', () => {
    expect(texts(replaceTokens(BLOCKS, 1, 1, 3, 'Acme today,'))[0]).toBe('Ask Acme today, today');
    expect(texts(replaceTokens(BLOCKS, 2, 0, 3, ''))[1]).toBe('acme');
  });

  it('splits a token into its punctuation and its word', () => {
    expect(splitToken('(Acme),')).toEqual({ lead: '(', core: 'Acme', trail: '),' });
    expect(splitToken("don't")).toEqual({ lead: '', core: "don't", trail: '' });
  });
});
