import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { TWorkspaceRole } from '@transcribe/contract';
import { describe, expect, it } from 'vitest';
import { makeAudioItem, makeTranscript } from '@/test/audio-items';
import { BLOCKS, chooseTool, openViewer } from '../testing/viewer-fixture';

/** A colleague's comment on the first segment. */
const COMMENT = {
  comment_id: 1,
  comment_transcript_id: 11,
  comment_segment_id: 1,
  comment_start: 4,
  comment_end: null,
  comment_text: 'Check this greeting',
  comment_author_id: 8,
  comment_author_email: 'grace@example.com',
  comment_author_name: 'Grace Hopper',
  comment_is_own: false,
  comment_resolved: false,
  comment_resolved_at: null,
  comment_resolved_by_email: null,
  comment_created_at: '2026-11-23T10:00:00.000Z',
  comment_updated_at: '2026-11-23T10:00:00.000Z',
};

const REVISIONS = [1, 2].map((n) => ({
  revision_number: n,
  revision_kind: n === 1 ? 'machine' : 'edit',
  revision_created_at: '2026-11-23T10:00:00.000Z',
  revision_user_email: n === 1 ? null : 'grace@example.com',
  revision_restored_from: null,
  revision_segments_changed: n - 1,
  revision_speakers_renamed: 0,
}));

/** The viewer of a workspace's file (audio 5, transcript 11) for someone who is `role` there. */
function openAs(role: TWorkspaceRole) {
  const transcript = { ...makeTranscript(11, 'completed', 100), audio_transcript_num_speakers: 2 };
  const item = { ...makeAudioItem(5, 'Support call.wav', 50, [transcript]), audio_role: role };
  return openViewer({
    'GET /api/v1/audio/5': () => ({ json: { success: true, data: item } }),
    'GET /api/v1/audio/transcript/11/comments': () => ({ json: { success: true, data: [COMMENT] } }),
    'GET /api/v1/audio/transcript/11/revisions': () => ({ json: { success: true, data: REVISIONS } }),
    'GET /api/v1/audio/transcript/11/revisions/1': () => ({
      json: {
        success: true,
        data: { ...REVISIONS[0], audio_transcript_num_speakers: 2, audio_transcript_data: BLOCKS },
      },
    }),
  });
}

const CHANGING = ['Edit', 'Review', 'Share'];
const REDO = ['Redo a stretch', 'Redo speakers'];

/** The More menu's entries, read with the menu open (it closes again with Escape). */
async function moreEntries(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('button', { name: 'More' }));
  const names = screen.getAllByRole('menuitem').map((item) => item.textContent);
  await user.keyboard('{Escape}');
  return names;
}

const openComments = async (user: ReturnType<typeof userEvent.setup>) => {
  await user.click(screen.getByRole('button', { name: /^Comments/ }));
  return screen.getByRole('complementary', { name: 'Comments' });
};

describe('the transcript of a workspace file, by role', () => {
  it('a viewer plays, reads the comments and the changes, and exports; no control changes anything', async () => {
    const user = userEvent.setup();
    await openAs('viewer');
    for (const name of CHANGING) expect(screen.queryByRole('button', { name })).not.toBeInTheDocument();
    for (const name of REDO) expect(await moreEntries(user)).not.toContain(name);
    expect(screen.queryByRole('button', { name: /^Add comment at/ })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Play' })).toBeInTheDocument();
    const actions = screen.getByRole('complementary', { name: 'Actions' });
    expect(within(actions).getByRole('button', { name: 'PDF' })).toBeInTheDocument();

    const comments = await openComments(user);
    expect(await within(comments).findByText('Check this greeting')).toBeInTheDocument();
    expect(within(comments).queryByRole('button', { name: /Resolve/ })).not.toBeInTheDocument();

    await chooseTool(user, 'Changes');
    expect(await screen.findByRole('region', { name: 'Revision history' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Restore revision/ })).not.toBeInTheDocument();
  });

  it('a commenter also adds and resolves comments, and still cannot edit or share', async () => {
    const user = userEvent.setup();
    await openAs('commenter');
    for (const name of CHANGING) expect(screen.queryByRole('button', { name })).not.toBeInTheDocument();
    for (const name of REDO) expect(await moreEntries(user)).not.toContain(name);
    expect(screen.getAllByRole('button', { name: /^Add comment at/ }).length).toBeGreaterThan(0);
    const comments = await openComments(user);
    expect(await within(comments).findByRole('button', { name: /^Resolve/ })).toBeInTheDocument();
    // Unnamed speakers a commenter cannot name: no greyed Save voice beside them.
    expect(screen.queryByRole('button', { name: /^Save the voice of/ })).not.toBeInTheDocument();
  });

  it('an editor sees every control, as the owner does', async () => {
    const user = userEvent.setup();
    await openAs('editor');
    for (const name of CHANGING) expect(screen.getByRole('button', { name })).toBeInTheDocument();
    expect(await moreEntries(user)).toEqual(expect.arrayContaining(REDO));
    expect(
      await screen.findByRole('button', { name: 'Save the voice of Speaker 1 (name the speaker first)' }),
    ).toBeDisabled();
    expect(screen.getAllByRole('button', { name: /^Add comment at/ }).length).toBeGreaterThan(0);
  });
});
