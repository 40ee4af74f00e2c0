import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import {
  BLOCKS,
  block,
  chooseTool,
  openViewer,
  rowOf,
  segment,
  transcriptData,
} from '../testing/viewer-fixture';

const MACHINE = [
  block(1, 'Speaker 1', [segment(1, 'Hello and welcome', 4), segment(2, 'How can I help', 8)]),
  block(2, 'Speaker 2', [segment(3, 'My order is late', 20), segment(4, 'Sorry about that', 24)]),
];
// Now: segment 2 edited, segment 4 merged away, and a new segment 9 from a split.
const NOW = [
  block(1, 'Speaker 1', [segment(1, 'Hello and welcome', 4), segment(2, 'How may I help you', 8)]),
  block(2, 'Speaker 2', [segment(3, 'My order is late', 20), segment(9, 'Really late', 22)]),
];
const revision = (n: number, kind: string, email: string | null, changed: number) => ({
  revision_number: n,
  revision_kind: kind,
  revision_created_at: '2026-11-23T10:00:00.000Z',
  revision_user_email: email,
  revision_restored_from: null,
  revision_segments_changed: changed,
  revision_speakers_renamed: 0,
});
const REVISIONS = [
  revision(1, 'machine', null, 0),
  revision(2, 'review', 'ada@example.com', 2),
  revision(3, 'edit', 'ada@example.com', 3),
];

function routes() {
  return {
    'GET /api/v1/audio/transcript/11/revisions': () => ({ json: { success: true, data: REVISIONS } }),
    'GET /api/v1/audio/transcript/11/revisions/1': () => ({
      json: {
        success: true,
        data: { ...REVISIONS[0], audio_transcript_num_speakers: 2, audio_transcript_data: MACHINE },
      },
    }),
    'PUT /api/v1/audio/transcript/11': () => ({ json: { success: true, data: transcriptData(NOW) } }),
    'POST /api/v1/audio/transcript/11/revisions/1/restore': () => ({
      json: { success: true, data: transcriptData(BLOCKS.map((b) => ({ ...b }))) },
    }),
  };
}

describe('the Changes view', () => {
  it('shows each segment that differs from the machine’s text with words inserted and deleted', async () => {
    const user = userEvent.setup();
    await openViewer(routes(), transcriptData(NOW));
    await chooseTool(user, 'Changes');
    const list = await screen.findByRole('region', { name: "Changes since the machine's text" });
    const items = within(list).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      expect.stringContaining('Speaker 1 · changed'),
      expect.stringContaining('Speaker 2 · added'),
      expect.stringContaining('Speaker 2 · removed'),
    ]);
    const first = items[0] as HTMLElement;
    expect(first.querySelector('del')).toHaveTextContent('[deleted: can]');
    expect(first.querySelector('ins')).toHaveTextContent('[inserted: may]');
    expect((items[2] as HTMLElement).querySelector('del')).toHaveTextContent('Sorry about that');
    // Only a changed segment can be reverted through a text save.
    expect(within(items[1] as HTMLElement).queryByRole('button', { name: /Revert/ })).toBeNull();
  });

  it('reverts one segment to the machine’s text through the edit PUT', async () => {
    const user = userEvent.setup();
    const { calls } = await openViewer(routes(), transcriptData(NOW));
    await chooseTool(user, 'Changes');
    await user.click(
      await screen.findByRole('button', { name: "Revert the segment at 0:08 to the machine's text" }),
    );
    await screen.findByText('Segment reverted.');
    const put = calls.find((c) => c.method === 'PUT');
    const sent = put?.body as { audio_transcript_data: { audio_transcript_data_segment: unknown[] }[] };
    expect(sent.audio_transcript_data[0]?.audio_transcript_data_segment).toEqual([
      { audio_transcript_data_segment_id: 1, audio_transcript_data_segment_transcript: 'Hello and welcome' },
      { audio_transcript_data_segment_id: 2, audio_transcript_data_segment_transcript: 'How can I help' },
    ]);
  });

  it('lists the revisions and restores one after confirming', async () => {
    const user = userEvent.setup();
    const { calls } = await openViewer(routes(), transcriptData(NOW));
    await chooseTool(user, 'Changes');
    const history = await screen.findByRole('region', { name: 'Revision history' });
    const rows = within(history).getAllByRole('listitem');
    expect(rows[0]).toHaveTextContent(/#3.*Edit.*ada@example\.com.*3 segments changed.*Current/);
    expect(rows[1]).toHaveTextContent(/#2.*Review.*ada@example\.com.*Verified marks changed on 2 segments/);
    expect(rows[2]).toHaveTextContent(/#1.*Machine text.*machine.*0 segments changed/);
    await user.click(within(history).getByRole('button', { name: 'Restore revision 1' }));
    const dialog = await screen.findByRole('dialog', { name: 'Restore revision 1?' });
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
    await user.click(within(dialog).getByRole('button', { name: 'Restore' }));
    await screen.findByText('Revision 1 restored.');
    expect(calls.filter((c) => c.method === 'POST').map((c) => c.path)).toEqual([
      '/api/v1/audio/transcript/11/revisions/1/restore',
    ]);
    // The answer replaced the cached transcript: segment 2 reads as before, so it is no longer changed.
    await chooseTool(user, 'Changes');
    expect(rowOf(2)).toHaveTextContent('How can I help');
  });
});
