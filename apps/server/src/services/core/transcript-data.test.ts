import { mostlyUnsure, QUALITY_BOUNDS, type TSpeakerBlock, transcriptQuality } from '@transcribe/contract';
import { describe, expect, it } from 'vitest';
import { storedFigures } from './transcript-data.js';

const word = (confidence: number) => ({ word: 'w', start: 0, end: 0.1, confidence });
const blocks = (confidences: number[][], verified: boolean[] = []): TSpeakerBlock[] => [
  {
    audio_transcript_data_id: 1,
    audio_transcript_data_speaker: 'Speaker 1',
    audio_transcript_data_segment: confidences.map((segment, i) => ({
      audio_transcript_data_segment_id: i + 1,
      audio_transcript_data_segment_transcript: segment.map(() => 'w').join(' '),
      audio_transcript_data_segment_start_time: i,
      audio_transcript_data_segment_end_time: i + 1,
      audio_transcript_data_segment_sa: null,
      audio_transcript_data_segment_verified: verified[i] ?? false,
      audio_transcript_data_segment_words: segment.map(word),
    })),
  },
];

describe('what is kept beside a transcript', () => {
  it('counts the share of words under the unsure threshold, over the whole transcript', () => {
    expect(storedFigures(blocks([[0.9, 0.1, 0.2], [0.5]])).unsureShare).toBe(0.5);
    expect(storedFigures(blocks([[0.29, 0.3]])).unsureShare).toBe(0.5);
    expect(storedFigures(blocks([[]])).unsureShare).toBeNull();
    expect(storedFigures(blocks([[1], [1]], [true, false])).reviewedPercent).toBe(50);
  });

  it('gives each share its verdict at the measured bounds', () => {
    expect(transcriptQuality(null)).toBeNull();
    expect(transcriptQuality(0)?.verdict).toBe('good');
    expect(transcriptQuality(QUALITY_BOUNDS.goodBelow)?.verdict).toBe('fair');
    expect(transcriptQuality(QUALITY_BOUNDS.poorFrom)?.verdict).toBe('poor');
    expect(transcriptQuality(0.62)).toEqual({ unsure_share: 0.62, verdict: 'poor' });
  });

  it('calls a segment mostly unsure when more than half its words are', () => {
    expect(mostlyUnsure([word(0.1), word(0.1), word(0.9)])).toBe(true);
    expect(mostlyUnsure([word(0.1), word(0.9)])).toBe(false);
    expect(mostlyUnsure([])).toBe(false);
  });
});
