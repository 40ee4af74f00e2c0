import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { TVoiceAdaptation, TVoiceProfile } from '@transcribe/contract';
import { beforeEach, describe, expect, it } from 'vitest';
import { type FakeRequest, fail, fakeApi } from '@/test/fake-api';
import { renderApp } from '@/test/render';
import { makeVoiceProfile } from '@/test/voice-profiles';
import { VoiceProfilesPanel } from './voice-profiles-panel';

const adaptation = (extra: Partial<TVoiceAdaptation> = {}): TVoiceAdaptation => ({
  kind: 'mllr',
  seconds: 63.4,
  utterances: 24,
  words: 310,
  held_out_words: 82,
  wer_unadapted: 0.512,
  wer_adapted: 0.305,
  enabled: true,
  disabled_reason: null,
  created_at: '2026-11-22T10:00:00.000Z',
  ...extra,
});

let profiles: TVoiceProfile[];
let calls: FakeRequest[];
beforeEach(() => {
  profiles = [
    makeVoiceProfile(1, 'Ada Lovelace', { voice_profile_adaptation: adaptation({ kind: 'mllr+map' }) }),
    makeVoiceProfile(2, 'Grace Hopper', {
      voice_profile_adaptation: adaptation({
        enabled: false,
        disabled_reason: 'worse_on_held_out',
        wer_adapted: 0.6,
      }),
    }),
    makeVoiceProfile(3, 'Mary Somerville'),
    makeVoiceProfile(4, 'Emmy Noether', {
      voice_profile_adaptation_job: {
        status: 'failed',
        error: 'Emmy Noether has 2 verified segments (9 s); adapting needs at least 8.',
      },
    }),
  ];
  calls = fakeApi(({ method, path }) => {
    if (path === '/api/v1/voice-profile' && method === 'GET')
      return { json: { success: true, data: profiles } };
    const adapt = /^\/api\/v1\/voice-profile\/(\d+)\/adapt$/.exec(path);
    const found = profiles.find((p) => p.voice_profile_id === Number(adapt?.[1]));
    if (found && method === 'POST') {
      if (found.voice_profile_id === 4)
        return fail(503, 'ADAPTATION_UNAVAILABLE', 'This server cannot adapt the speech engine to a voice.');
      found.voice_profile_adaptation_job = { status: 'queued', error: null };
      return { status: 202, json: { success: true, data: found } };
    }
    return { status: 404 };
  });
});

const item = async (name: string) => {
  const list = await screen.findByRole('list', { name: 'Your voice profiles' });
  const found = within(list)
    .getAllByRole('listitem')
    .find((li) => li.textContent?.includes(name));
  if (!found) throw new Error(`no profile ${name}`);
  return found;
};

describe("A voice profile's adaptation", () => {
  it('shows the speech it was made from, the held-out check and whether it is in use', async () => {
    renderApp(<VoiceProfilesPanel />);
    const ada = await item('Ada Lovelace');
    expect(ada).toHaveTextContent(/from 63 s of verified speech \(24 segments, 310 words\)/);
    expect(ada).toHaveTextContent(
      'Checked on 82 held-out words: 51.2% wrong without the adaptation, 30.5% with it.',
    );
    expect(ada).toHaveTextContent('In use for this voice');
    expect(ada).toHaveTextContent('each of the engine’s sounds moved towards this voice (MLLR, then MAP)');
    const grace = await item('Grace Hopper');
    expect(grace).toHaveTextContent('How: one transform of the engine’s sounds (MLLR).');
    expect(grace).toHaveTextContent('51.2% wrong without the adaptation, 60% with it.');
    expect(grace).toHaveTextContent(
      'Not in use: it made more word errors on the held-out speech than the engine without it.',
    );
    expect(await item('Mary Somerville')).toHaveTextContent('Not adapted yet');
    expect(within(await item('Emmy Noether')).getByRole('alert')).toHaveTextContent(
      'The last adaptation failed: Emmy Noether has 2 verified segments (9 s); adapting needs at least 8.',
    );
  });

  it('adapts on demand: the job shows as waiting and the button waits with it', async () => {
    const user = userEvent.setup();
    renderApp(<VoiceProfilesPanel />);
    const mary = await item('Mary Somerville');
    await user.click(
      within(mary).getByRole('button', { name: 'Adapt the speech engine to Mary Somerville now' }),
    );
    expect(calls.some((c) => c.method === 'POST' && c.path === '/api/v1/voice-profile/3/adapt')).toBe(true);
    expect(
      await screen.findByText('Adapting to “Mary Somerville”: this takes a minute or so.'),
    ).toBeInTheDocument();
    expect(await within(mary).findByRole('status')).toHaveTextContent(
      'Adaptation to this voice is waiting to run…',
    );
    expect(
      within(mary).getByRole('button', { name: 'Adapt the speech engine to Mary Somerville now' }),
    ).toBeDisabled();
  });

  it('says so when the server cannot adapt', async () => {
    const user = userEvent.setup();
    renderApp(<VoiceProfilesPanel />);
    const emmy = await item('Emmy Noether');
    await user.click(
      within(emmy).getByRole('button', { name: 'Adapt the speech engine to Emmy Noether now' }),
    );
    expect(
      await screen.findByText(
        'This server cannot adapt the speech engine to a voice: the adaptation tools (sphinxtrain) are not installed.',
      ),
    ).toBeInTheDocument();
  });
});
