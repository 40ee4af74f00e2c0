import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { TSpeakerBlock } from '@transcribe/contract';
import { describe, expect, it } from 'vitest';
import { fail } from '@/test/fake-api';
import { BLOCKS, block, openViewer, rowOf, segment, transcriptData } from '../testing/viewer-fixture';
import { reapplyEdits } from './reapply-edits';

/** What someone else saved meanwhile: segment 3 reworded, revision 2. */
const THEIRS = [BLOCKS[0] as TSpeakerBlock, block(2, 'Speaker 2', [segment(3, 'My parcel is late', 20)])];

type Sent = {
  base_revision?: number;
  audio_transcript_data: {
    audio_transcript_data_speaker: string;
    audio_transcript_data_segment: { audio_transcript_data_segment_transcript: string }[];
  }[];
};

/** The viewer against a server where someone else saved revision 2 before this person's first save. */
async function openWithConflict() {
  let current = transcriptData(BLOCKS, { audio_transcript_revision: 1 });
  let puts = 0;
  const opened = await openViewer({
    'GET /api/v1/audio/transcript/11': () => ({ json: { success: true, data: current } }),
    'PUT /api/v1/audio/transcript/11': () => {
      puts += 1;
      if (puts === 1) {
        current = transcriptData(THEIRS, { audio_transcript_revision: 2 });
        return fail(409, 'REVISION_CONFLICT', 'This transcript was changed since you opened it.');
      }
      return { json: { success: true, data: { ...current, audio_transcript_revision: 3 } } };
    },
  });
  const sent = () => opened.calls.filter((c) => c.method === 'PUT').map((c) => c.body as Sent);
  return { ...opened, sent };
}

async function editAndSave() {
  const user = userEvent.setup();
  await user.click(screen.getByRole('button', { name: 'Edit' }));
  await user.type(screen.getByRole('textbox', { name: 'Segment at 0:08' }), ' today');
  await user.click(screen.getByRole('button', { name: 'Save' }));
  return { user, dialog: await screen.findByRole('dialog', { name: 'Changed by someone else' }) };
}

describe('a save refused because someone else saved first', () => {
  it('keeps what was typed, and re-applies it on the newer text to review and save again', async () => {
    const { sent } = await openWithConflict();
    const { user, dialog } = await editAndSave();
    expect(sent()[0]?.base_revision).toBe(1);
    // Behind the dialog the draft is untouched.
    expect(screen.getByRole('textbox', { name: 'Segment at 0:08', hidden: true })).toHaveValue(
      'How can I help today',
    );

    await user.click(within(dialog).getByRole('button', { name: 'Re-apply my changes' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('textbox', { name: 'Segment at 0:08' })).toHaveValue('How can I help today');
    expect(screen.getByRole('textbox', { name: 'Segment at 0:20' })).toHaveValue('My parcel is late');
    expect(sent()).toHaveLength(1);

    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Transcript saved.')).toBeInTheDocument();
    const again = sent()[1];
    expect(again?.base_revision).toBe(2);
    expect(
      again?.audio_transcript_data.flatMap((b) =>
        b.audio_transcript_data_segment.map((s) => s.audio_transcript_data_segment_transcript),
      ),
    ).toEqual(['Hello and welcome', 'How can I help today', 'My parcel is late']);
  });

  it('reloads the newer text and drops the draft when asked to', async () => {
    const { sent } = await openWithConflict();
    const { user, dialog } = await editAndSave();
    await user.click(within(dialog).getByRole('button', { name: 'Reload' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.queryByRole('textbox', { name: 'Segment at 0:08' })).not.toBeInTheDocument();
    expect(within(rowOf(3)).getByText('parcel')).toBeInTheDocument();
    expect(sent()).toHaveLength(1);
  });

  it('goes on editing the draft when the dialog is closed', async () => {
    await openWithConflict();
    const { user } = await editAndSave();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('textbox', { name: 'Segment at 0:08' })).toHaveValue('How can I help today');
  });
});

describe('reapplyEdits', () => {
  const base = [
    block(1, 'Speaker 1', [segment(1, 'One', 0), segment(2, 'Two', 4)]),
    block(2, 'Speaker 2', [segment(3, 'Three', 8)]),
  ];

  it('carries names, texts and verified marks over by id, and counts what it cannot', () => {
    const mine = [
      block(1, 'Agent', [
        segment(1, 'One!', 0),
        { ...segment(2, 'Two', 4), audio_transcript_data_segment_verified: true },
      ]),
      block(2, 'Speaker 2', [segment(3, 'Three?', 8)]),
    ];
    // Theirs: segments 1 and 2 merged into 1, segment 3 reworded.
    const newer = [
      block(1, 'Speaker 1', [segment(1, 'One two', 0, 7)]),
      block(2, 'Speaker 2', [segment(3, 'Three, then', 8)]),
    ];
    const { blocks, missed } = reapplyEdits(base, mine, newer);
    expect(blocks.map((b) => b.audio_transcript_data_speaker)).toEqual(['Agent', 'Speaker 2']);
    expect(
      blocks.flatMap((b) =>
        b.audio_transcript_data_segment.map((s) => s.audio_transcript_data_segment_transcript),
      ),
    ).toEqual(['One!', 'Three?']);
    expect(missed).toBe(1);
  });

  it('answers the newer copy itself when nothing was changed', () => {
    const newer = [block(1, 'Speaker 1', [segment(1, 'Uno', 0)])];
    expect(reapplyEdits(base, base, newer)).toEqual({ blocks: newer, missed: 0 });
    expect(reapplyEdits(base, base, newer).blocks).toBe(newer);
  });
});
