import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { block, chooseTool, openViewer, segment, transcriptData } from '../testing/viewer-fixture';
import { cuesOf, subtitleIssues } from './subtitle-cues';

const BLOCKS = [
  block(1, 'Speaker 1', [
    segment(1, 'Hello', 4, 4.4),
    // 64 characters in 1.9 s: far too fast.
    // Without word times the segment's 1.9 s are shared out over its words.
    {
      ...segment(2, 'Supercalifragilistic expialidocious words spoken very quickly now', 8, 9.9),
      audio_transcript_data_segment_words: [],
    },
  ]),
  block(2, 'Speaker 2', [segment(3, 'My order is late', 20)]),
];

describe('subtitle cues of a transcript', () => {
  it('are the export’s cues, each with its segment, and only rule-breakers are listed', () => {
    const cues = cuesOf(BLOCKS);
    expect(cues.map((c) => c.segmentId)).toEqual([1, 2, 3]);
    // "Hello" is stretched to 1 s, as the export does.
    expect(cues[0]).toMatchObject({ start: 4, end: 5, lines: ['Hello'] });
    expect(subtitleIssues(BLOCKS).map((i) => [i.cue.segmentId, i.problems])).toEqual([[2, ['tooFast']]]);
  });
});

describe('the Subtitle check panel', () => {
  it('lists the cues that break a rule; choosing one plays its segment', async () => {
    const user = userEvent.setup();
    const { audio } = await openViewer({}, transcriptData(BLOCKS));
    await chooseTool(user, 'Subtitle check');
    const panel = screen.getByRole('region', { name: 'Subtitle check' });
    expect(within(panel).getByRole('status')).toHaveTextContent('1 subtitle breaks a rule');
    const entry = within(panel).getByRole('button', { name: /Supercalifragilistic/ });
    // The rate shown is over the limit it is said to break (never rounded down to it).
    const rate = Number(entry.textContent?.match(/([\d.]+) characters a second, over 20/)?.[1]);
    expect(rate).toBeGreaterThan(20);
    await user.click(entry);
    expect(audio.currentTime).toBe(8);
  });
});
