import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { TTranscriptEditRequest } from '@transcribe/contract';
import { describe, expect, it } from 'vitest';
import { block, openViewer, rowOf, segment, transcriptData } from '../testing/viewer-fixture';

describe('edit mode: split, merge and timing', () => {
  it('splits a segment at a chosen word and saves a layout edit, the new part without an id', async () => {
    const user = userEvent.setup();
    const { calls } = await openViewer({
      'PUT /api/v1/audio/transcript/11': () => ({ json: { success: true, data: transcriptData() } }),
    });
    await user.click(screen.getByRole('button', { name: 'Edit' }));
    await user.click(within(rowOf(2)).getByRole('button', { name: 'Split…' }));
    const dialog = await screen.findByRole('dialog', { name: 'Split the segment at 0:08' });
    await user.click(within(dialog).getByRole('button', { name: 'Split before “I”' }));
    expect(screen.getByRole('textbox', { name: 'Segment at 0:08' })).toHaveValue('How can');
    expect(screen.getByRole('textbox', { name: 'Segment at 0:09' })).toHaveValue('I help');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByText('Transcript saved.');
    const put = calls.find((c) => c.method === 'PUT');
    expect(put?.body).toEqual({
      base_revision: 1,
      audio_transcript_data: [
        {
          audio_transcript_data_id: 1,
          audio_transcript_data_speaker: 'Speaker 1',
          audio_transcript_data_segment: [
            {
              audio_transcript_data_segment_id: 1,
              audio_transcript_data_segment_transcript: 'Hello and welcome',
              audio_transcript_data_segment_start_time: 4,
              audio_transcript_data_segment_end_time: 7,
            },
            {
              audio_transcript_data_segment_id: 2,
              audio_transcript_data_segment_transcript: 'How can',
              audio_transcript_data_segment_start_time: 8,
              audio_transcript_data_segment_end_time: 8.9,
            },
            {
              audio_transcript_data_segment_transcript: 'I help',
              audio_transcript_data_segment_start_time: 9,
              audio_transcript_data_segment_end_time: 11,
            },
          ],
        },
        {
          audio_transcript_data_id: 2,
          audio_transcript_data_speaker: 'Speaker 2',
          audio_transcript_data_segment: [
            {
              audio_transcript_data_segment_id: 3,
              audio_transcript_data_segment_transcript: 'My order is late',
              audio_transcript_data_segment_start_time: 20,
              audio_transcript_data_segment_end_time: 23,
            },
          ],
        },
      ],
    });
  });

  it('merges with the next segment of the turn, nudges a boundary within its neighbours, and undoes', async () => {
    const user = userEvent.setup();
    await openViewer();
    await user.click(screen.getByRole('button', { name: 'Edit' }));
    expect(within(rowOf(2)).getByRole('button', { name: 'Merge with next' })).toBeDisabled();
    await user.click(within(rowOf(1)).getByRole('button', { name: 'Merge with next' }));
    expect(screen.getByRole('textbox', { name: 'Segment at 0:04' })).toHaveValue(
      'Hello and welcome How can I help',
    );
    expect(rowOf(2)).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Undo' }));
    expect(rowOf(2)).not.toBeNull();

    const end = within(rowOf(1)).getByRole('spinbutton', { name: 'End (s)' });
    await user.click(within(rowOf(1)).getByRole('button', { name: 'End 0.1 s later' }));
    expect(end).toHaveValue(7.1);
    await user.clear(end);
    await user.type(end, '30{Enter}');
    // Not past the next segment's start.
    expect(end).toHaveValue(8);
    await user.click(screen.getByRole('button', { name: 'Undo' }));
    expect(within(rowOf(1)).getByRole('spinbutton', { name: 'End (s)' })).toHaveValue(7.1);
  });

  it('asks whether a merge of a verified and an unverified segment stays verified, and saves the answer', async () => {
    const user = userEvent.setup();
    const verified = { ...segment(1, 'Hello and welcome', 4), audio_transcript_data_segment_verified: true };
    const blocks = [block(1, 'Speaker 1', [verified, segment(2, 'How can I help', 8)])];
    const { calls } = await openViewer({
      'GET /api/v1/audio/transcript/11': () => ({ json: { success: true, data: transcriptData(blocks) } }),
      'PUT /api/v1/audio/transcript/11': () => ({ json: { success: true, data: transcriptData(blocks) } }),
    });
    await user.click(screen.getByRole('button', { name: 'Edit' }));
    await user.click(within(rowOf(1)).getByRole('button', { name: 'Merge with next' }));
    const dialog = await screen.findByRole('dialog', { name: 'Keep the merged segment verified?' });
    // Cancel leaves both segments as they were.
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(rowOf(2)).not.toBeNull();
    await user.click(within(rowOf(1)).getByRole('button', { name: 'Merge with next' }));
    await user.click(await screen.findByRole('button', { name: 'Keep it verified' }));
    expect(rowOf(2)).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByText('Transcript saved.');
    const put = calls.find((c) => c.method === 'PUT')?.body as TTranscriptEditRequest | undefined;
    const [merged, ...rest] = put?.audio_transcript_data[0]?.audio_transcript_data_segment ?? [];
    expect(rest).toEqual([]);
    expect(merged).toMatchObject({
      audio_transcript_data_segment_id: 1,
      audio_transcript_data_segment_transcript: 'Hello and welcome How can I help',
    });
    // Verified before, verified still: the mark is not sent as a change (it was sent as false before).
    expect(merged).not.toHaveProperty('audio_transcript_data_segment_verified');
  });
});
