import { within } from '@testing-library/react';
import type { TSegment } from '@transcribe/contract';
import { describe, expect, it } from 'vitest';
import { block, openViewer, rowOf, segment, transcriptData } from '../testing/viewer-fixture';

/** The fixture's segment with the first `unsure` of its words heard at confidence 0.1. */
function heard(id: number, text: string, start: number, unsure: number): TSegment {
  const made = segment(id, text, start);
  return {
    ...made,
    audio_transcript_data_segment_words: made.audio_transcript_data_segment_words.map((word, index) =>
      index < unsure ? { ...word, confidence: 0.1 } : word,
    ),
  };
}

describe('a segment the engine was too unsure of', () => {
  it('says why it has no sentiment: most of its words are unsure (half is not most)', async () => {
    const analysed = {
      ...heard(3, 'My order is late', 20, 4),
      audio_transcript_data_segment_sa: {
        audio_transcript_data_segment_sa_label: 'negative' as const,
        audio_transcript_data_segment_sa_score: 0.7,
      },
    };
    await openViewer(
      {},
      transcriptData([
        block(1, 'Speaker 1', [heard(1, 'Hello and welcome', 4, 2), heard(2, 'How can I help', 8, 2)]),
        block(2, 'Speaker 2', [analysed]),
      ]),
    );
    const mark = within(rowOf(1)).getByText('Not analyzed: too unsure');
    expect(mark).toHaveAttribute(
      'title',
      expect.stringMatching(/^The engine was unsure of most of these words/),
    );
    expect(within(rowOf(2)).getByText('Not analyzed')).toBeInTheDocument();
    expect(within(rowOf(2)).queryByText(/too unsure/)).not.toBeInTheDocument();
    // A sentiment the server did find (the segment was corrected since) is shown as it is.
    expect(within(rowOf(3)).getByText('Negative 70%')).toBeInTheDocument();
  });
});
