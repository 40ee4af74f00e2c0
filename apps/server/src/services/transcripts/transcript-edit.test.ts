import type { TSpeakerBlock } from '@transcribe/contract';
import { describe, expect, it } from 'vitest';
import { applyEdit } from './transcript-edit.js';
import { realignWords } from './word-alignment.js';

const words = [
  { word: 'the', start: 1, end: 1.2, confidence: 0.9 },
  { word: 'quick', start: 1.2, end: 1.6, confidence: 0.8 },
  { word: 'fox', start: 2, end: 2.4, confidence: 0.7 },
];

describe('realignWords', () => {
  it('keeps the times of words that survive and spreads new ones over the gaps', () => {
    const result = realignWords(words, 'The quick brown fox jumps', 1, 3);
    expect(result).toEqual([
      { word: 'The', start: 1, end: 1.2, confidence: 0.9 },
      { word: 'quick', start: 1.2, end: 1.6, confidence: 0.8 },
      { word: 'brown', start: 1.6, end: 2, confidence: 1 },
      { word: 'fox', start: 2, end: 2.4, confidence: 0.7 },
      { word: 'jumps', start: 2.4, end: 3, confidence: 1 },
    ]);
  });

  it('handles replaced, removed and leading words', () => {
    expect(realignWords(words, 'A slow fox.', 1, 3).map((w) => [w.word, w.start, w.end])).toEqual([
      ['A', 1, 1.5],
      ['slow', 1.5, 2],
      ['fox.', 2, 2.4],
    ]);
    expect(realignWords(words, '', 1, 3)).toEqual([]);
    expect(realignWords([], 'all new', 4, 6)).toEqual([
      { word: 'all', start: 4, end: 5, confidence: 1 },
      { word: 'new', start: 5, end: 6, confidence: 1 },
    ]);
  });
});

describe('applyEdit', () => {
  const blocks: TSpeakerBlock[] = [
    {
      audio_transcript_data_id: 1,
      audio_transcript_data_speaker: 'Speaker 1',
      audio_transcript_data_segment: [
        {
          audio_transcript_data_segment_id: 10,
          audio_transcript_data_segment_transcript: 'the quick fox',
          audio_transcript_data_segment_start_time: 1,
          audio_transcript_data_segment_end_time: 3,
          audio_transcript_data_segment_verified: false,
          audio_transcript_data_segment_sa: null,
          audio_transcript_data_segment_words: words,
        },
      ],
    },
  ];
  const sentiment = async (text: string) => ({
    audio_transcript_data_segment_sa_label: 'positive' as const,
    audio_transcript_data_segment_sa_score: text.length / 100,
  });

  it('renames speakers, changes texts and recomputes sentiment only where text changed', async () => {
    const edited = await applyEdit(
      blocks,
      [
        {
          audio_transcript_data_id: 1,
          audio_transcript_data_speaker: 'Ana',
          audio_transcript_data_segment: [
            {
              audio_transcript_data_segment_id: 10,
              audio_transcript_data_segment_transcript: ' the  quick red fox ',
            },
          ],
        },
      ],
      sentiment,
    );
    const segment = edited[0]?.audio_transcript_data_segment[0];
    expect(edited[0]?.audio_transcript_data_speaker).toBe('Ana');
    expect(segment?.audio_transcript_data_segment_transcript).toBe('the quick red fox');
    expect(segment?.audio_transcript_data_segment_words.map((w) => w.word)).toEqual([
      'the',
      'quick',
      'red',
      'fox',
    ]);
    expect(segment?.audio_transcript_data_segment_sa?.audio_transcript_data_segment_sa_score).toBe(0.17);
    expect(blocks[0]?.audio_transcript_data_speaker).toBe('Speaker 1'); // the input is not changed
  });

  it('refuses unknown block and segment ids', async () => {
    await expect(
      applyEdit(blocks, [{ audio_transcript_data_id: 2, audio_transcript_data_segment: [] }], sentiment),
    ).rejects.toThrow('Unknown speaker block id 2.');
    await expect(
      applyEdit(
        blocks,
        [
          {
            audio_transcript_data_id: 1,
            audio_transcript_data_segment: [
              { audio_transcript_data_segment_id: 99, audio_transcript_data_segment_transcript: 'x' },
            ],
          },
        ],
        sentiment,
      ),
    ).rejects.toThrow('Unknown segment id 99.');
  });
});
