import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { TVoiceSpeech, TWorkspace } from '@transcribe/contract';
import { describe, expect, it } from 'vitest';
import { fakeApi } from '@/test/fake-api';
import { renderApp } from '@/test/render';
import { makeVoiceProfile } from '@/test/voice-profiles';
import { VoiceSpeech } from './voice-speech';

const workspace = (id: number, name: string): TWorkspace => ({
  workspace_id: id,
  workspace_name: name,
  workspace_role: 'viewer',
  workspace_member_count: 3,
  workspace_plan: 'free',
  workspace_usage_today: 0,
  workspace_daily_limit: 3,
  workspace_created_at: '2026-03-01T09:00:00.000Z',
});

const speech = (files: [number, string, number][]): TVoiceSpeech => ({
  voice_profile_id: 1,
  files: files.map(([audio_id, file_name, talk_seconds]) => ({
    audio_id,
    file_name,
    created_at: '2026-11-24T10:00:00.000Z',
    talk_seconds,
    talk_share: 0.5,
  })),
  total_talk_seconds: files.reduce((sum, [, , talk]) => sum + talk, 0),
  weeks: [],
});

/** The user's own files, Newsroom's (a file another member added) and Archive's (none of the voice). */
function serve(workspaces: TWorkspace[]) {
  return fakeApi(({ path }) => {
    if (path === '/api/v1/workspace') return { json: { success: true, data: workspaces } };
    if (path === '/api/v1/voice-profile/1/speech')
      return { json: { success: true, data: speech([[5, 'My memo.wav', 20]]) } };
    if (path === '/api/v1/voice-profile/1/speech?workspace_id=3')
      return { json: { success: true, data: speech([[9, 'Team interview.wav', 45]]) } };
    if (path === '/api/v1/voice-profile/1/speech?workspace_id=4')
      return { json: { success: true, data: speech([]) } };
    return { status: 404 };
  });
}

const open = async () => {
  const user = userEvent.setup();
  renderApp(<VoiceSpeech profile={makeVoiceProfile(1, 'Ada Lovelace')} />);
  await user.click(screen.getByText('Where Ada Lovelace speaks'));
  return user;
};

describe('where a voice speaks, by scope', () => {
  it("offers the user's files and each of their workspaces, and reads the one chosen", async () => {
    const calls = serve([workspace(3, 'Newsroom'), workspace(4, 'Archive')]);
    const user = await open();
    expect(await screen.findByRole('link', { name: 'My memo.wav' })).toBeInTheDocument();
    const scope = await screen.findByRole('combobox', { name: 'Look in' });
    await within(scope).findByRole('option', { name: 'Newsroom' });
    expect(
      within(scope)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['My files', 'Newsroom', 'Archive']);
    expect(scope).toHaveValue('');

    await user.selectOptions(scope, 'Newsroom');
    expect(await screen.findByRole('link', { name: 'Team interview.wav' })).toHaveAttribute(
      'href',
      '/dashboard/transcript/9',
    );
    expect(screen.getByText('Speaks in 1 file, 0:45 in all.')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'My memo.wav' })).toBeNull();

    await user.selectOptions(scope, 'Archive');
    expect(
      await screen.findByText('This voice is not named in any of this workspace’s transcripts yet.'),
    ).toBeInTheDocument();

    await user.selectOptions(scope, 'My files');
    expect(await screen.findByRole('link', { name: 'My memo.wav' })).toBeInTheDocument();
    const read = calls.map((call) => call.path).filter((path) => path.includes('/speech'));
    expect([...new Set(read)]).toEqual([
      '/api/v1/voice-profile/1/speech',
      '/api/v1/voice-profile/1/speech?workspace_id=3',
      '/api/v1/voice-profile/1/speech?workspace_id=4',
    ]);
  });

  it('offers no choice to someone in no workspace', async () => {
    serve([]);
    await open();
    expect(await screen.findByRole('link', { name: 'My memo.wav' })).toBeInTheDocument();
    expect(screen.queryByRole('combobox')).toBeNull();
  });
});
