import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { TVoiceProfile } from '@transcribe/contract';
import { beforeEach, describe, expect, it } from 'vitest';
import { makeAudioItem, makeTranscript } from '@/test/audio-items';
import { type FakeRequest, fail, fakeApi } from '@/test/fake-api';
import { renderApp } from '@/test/render';
import { makeVoiceProfile } from '@/test/voice-profiles';
import { VoiceProfilesPanel } from './voice-profiles-panel';

const block = (id: number, speaker: string) => ({
  audio_transcript_data_id: id,
  audio_transcript_data_speaker: speaker,
  audio_transcript_data_segment: [],
});

let profiles: TVoiceProfile[];
let calls: FakeRequest[];
beforeEach(() => {
  profiles = [
    makeVoiceProfile(1, 'Ada Lovelace'),
    makeVoiceProfile(2, 'Grace Hopper', {
      voice_profile_methods: ['mfcc', 'wespeaker-resnet34'],
      voice_profile_audio_id: null,
      voice_profile_audio_name: null,
    }),
  ];
  calls = fakeApi(({ method, path, body }) => {
    if (path === '/api/v1/voice-profile' && method === 'GET')
      return { json: { success: true, data: profiles } };
    const one = /^\/api\/v1\/voice-profile\/(\d+)(\/train)?$/.exec(path);
    const found = profiles.find((p) => p.voice_profile_id === Number(one?.[1]));
    if (one && found && method === 'PATCH') {
      const { name } = body as { name: string };
      if (profiles.some((p) => p !== found && p.voice_profile_name.toLowerCase() === name.toLowerCase()))
        return fail(409, 'VOICE_PROFILE_NAME_TAKEN', `A voice profile named ${name} exists.`);
      found.voice_profile_name = name;
      return { json: { success: true, data: found } };
    }
    if (one && found && method === 'DELETE') {
      profiles = profiles.filter((p) => p !== found);
      return { json: { success: true, message: 'Voice profile deleted.' } };
    }
    if (one?.[2] && found && method === 'POST') {
      const { speaker } = body as { audio_id: number; speaker: string };
      if (speaker === 'Quiet') return fail(422, 'TOO_LITTLE_SPEECH', 'Too little speech.');
      Object.assign(found, {
        voice_profile_audio_id: 8,
        voice_profile_audio_name: 'Board meeting.wav',
        voice_profile_seconds: 61,
      });
      return { json: { success: true, data: found } };
    }
    if (path === '/api/v1/audio' && method === 'GET')
      return {
        json: {
          success: true,
          data: [
            makeAudioItem(8, 'Board meeting.wav', 1, [makeTranscript(18, 'completed', 100)]),
            makeAudioItem(9, 'Still running.wav', 1, [makeTranscript(19, 'transcribing', 40)]),
          ],
        },
      };
    if (path === '/api/v1/audio/transcript/18')
      return {
        json: {
          success: true,
          data: {
            audio_transcript_id: 18,
            audio_id: 8,
            audio_transcript_status: 'completed',
            audio_transcript_num_speakers: 3,
            audio_transcript_language_iso_code: 'en',
            audio_transcript_produced_by: null,
            audio_transcript_revision: 1,
            audio_transcript_data: [
              block(1, 'Ada Lovelace'),
              block(2, 'Speaker 2'),
              block(3, 'Quiet'),
              block(4, 'Ada Lovelace'),
            ],
          },
        },
      };
    if (path === '/api/v1/voice-profile/1/speech')
      return {
        json: {
          success: true,
          data: {
            voice_profile_id: 1,
            total_talk_seconds: 40,
            files: [
              {
                audio_id: 8,
                file_name: 'Board meeting.wav',
                created_at: '2026-11-24T10:00:00.000Z',
                talk_seconds: 30,
                talk_share: 0.75,
              },
              {
                audio_id: 5,
                file_name: 'Support call.wav',
                created_at: '2026-11-16T10:00:00.000Z',
                talk_seconds: 10,
                talk_share: 1,
              },
            ],
            weeks: [
              { week_start: '2026-11-16', talk_seconds: 10, talk_share: 1 },
              { week_start: '2026-11-23', talk_seconds: 30, talk_share: 0.75 },
            ],
          },
        },
      };
    return { status: 404 };
  });
});

const list = () => screen.findByRole('list', { name: 'Your voice profiles' });

describe('Voice profiles on the Profile page', () => {
  it('lists each profile with how and from what it was made', async () => {
    renderApp(<VoiceProfilesPanel />);
    const items = within(await list()).getAllByRole('listitem');
    expect(screen.getByRole('heading', { name: 'Voice profiles' })).toBeInTheDocument();
    expect(items[0]).toHaveTextContent('Ada Lovelace');
    expect(items[0]).toHaveTextContent('Made with built-in voice statistics · 37 s of speech');
    expect(within(items[0] as HTMLElement).getByRole('link', { name: 'Support call.wav' })).toHaveAttribute(
      'href',
      '/dashboard/transcript/5',
    );
    expect(items[0]).toHaveTextContent(/updated \d/);
    expect(items[1]).toHaveTextContent('Made with built-in voice statistics + wespeaker-resnet34');
    expect(items[1]).toHaveTextContent('From a file since deleted');
    expect(screen.getByText(/Only numbers describing each voice are kept, never audio/)).toBeInTheDocument();
  });

  it('shows where a voice speaks once asked: its files with their talk, the talk in all, and a line by week', async () => {
    const user = userEvent.setup();
    renderApp(<VoiceProfilesPanel />);
    const [ada] = within(await list()).getAllByRole('listitem');
    expect(calls.some((c) => c.path.endsWith('/speech'))).toBe(false);
    await user.click(within(ada as HTMLElement).getByText('Where Ada Lovelace speaks'));
    expect(
      await within(ada as HTMLElement).findByText('Speaks in 2 files, 0:40 in all.'),
    ).toBeInTheDocument();
    expect(within(ada as HTMLElement).getByRole('link', { name: 'Board meeting.wav' })).toHaveAttribute(
      'href',
      '/dashboard/transcript/8',
    );
    expect(ada).toHaveTextContent('0:30, 75% of the talk');
    expect(
      within(ada as HTMLElement).getByRole('img', { name: /^Share of the talk by week: .*100%.*75%$/ }),
    ).toBeInTheDocument();
  });

  it('explains what a voice profile is when there is none', async () => {
    profiles = [];
    renderApp(<VoiceProfilesPanel />);
    expect(await screen.findByText('No voice profiles yet')).toBeInTheDocument();
    expect(
      screen.getByText(
        'Name a speaker in a transcript and choose Save voice: later transcripts name that person when their voice matches. Only numbers describing the voice are kept, never audio.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('list')).toBeNull();
  });

  it('renames in place, refusing an unnamed speaker and showing a name taken', async () => {
    const user = userEvent.setup();
    renderApp(<VoiceProfilesPanel />);
    await user.click(within(await list()).getByRole('button', { name: 'Rename voice profile Ada Lovelace' }));
    const field = screen.getByRole('textbox', { name: 'New name for Ada Lovelace' });
    expect(field).toHaveFocus();

    await user.clear(field);
    await user.type(field, 'Speaker 3{Enter}');
    expect(screen.getByRole('alert')).toHaveTextContent('Use the person’s name, not “Speaker” and a number.');
    expect(calls.filter((c) => c.method === 'PATCH')).toHaveLength(0);

    await user.clear(field);
    await user.type(field, 'grace hopper{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'A voice profile with this name already exists.',
    );

    await user.clear(field);
    await user.type(field, ' Ada King {Enter}');
    expect(await screen.findByText('Voice profile renamed to “Ada King”.')).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'PATCH').map((c) => [c.path, c.body])).toEqual([
      ['/api/v1/voice-profile/1', { name: 'grace hopper' }],
      ['/api/v1/voice-profile/1', { name: 'Ada King' }],
    ]);
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(await within(await list()).findByText('Ada King')).toBeInTheDocument();
  });

  it('deletes a profile after asking', async () => {
    const user = userEvent.setup();
    renderApp(<VoiceProfilesPanel />);
    await user.click(within(await list()).getByRole('button', { name: 'Delete voice profile Grace Hopper' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete the voice profile “Grace Hopper”?' });
    expect(dialog).toHaveTextContent('Later transcripts will no longer recognise this voice.');
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Voice profile “Grace Hopper” deleted.')).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'DELETE' && c.path === '/api/v1/voice-profile/2')).toBe(true);
    expect(within(await list()).queryByText('Grace Hopper')).toBeNull();
  });

  it('re-trains from a named speaker of a completed transcript, saying when there is too little speech', async () => {
    const user = userEvent.setup();
    renderApp(<VoiceProfilesPanel />);
    await user.click(within(await list()).getByRole('button', { name: 'Re-train Ada Lovelace' }));
    const dialog = screen.getByRole('dialog', { name: 'Re-train “Ada Lovelace”' });
    const file = within(dialog).getByRole('combobox', { name: 'Transcript' });
    await within(file).findByRole('option', { name: 'Board meeting.wav' });
    // Only completed transcripts; only named speakers, the profile's own name chosen when there.
    expect(within(file).queryByRole('option', { name: 'Still running.wav' })).toBeNull();
    await user.selectOptions(file, 'Board meeting.wav');
    const speaker = within(dialog).getByRole('combobox', { name: 'Speaker' });
    await within(speaker).findByRole('option', { name: 'Quiet' });
    expect(
      within(speaker)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Choose a speaker', 'Ada Lovelace', 'Quiet']);
    expect(speaker).toHaveValue('Ada Lovelace');

    await user.selectOptions(speaker, 'Quiet');
    await user.click(within(dialog).getByRole('button', { name: 'Re-train' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'There is too little speech to save a voice: at least 4 seconds are needed.',
    );

    await user.selectOptions(speaker, 'Ada Lovelace');
    await user.click(within(dialog).getByRole('button', { name: 'Re-train' }));
    expect(
      await screen.findByText('“Ada Lovelace” re-trained from Ada Lovelace in Board meeting.wav.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(calls.filter((c) => c.path === '/api/v1/voice-profile/1/train').map((c) => c.body)).toEqual([
      { audio_id: 8, speaker: 'Quiet' },
      { audio_id: 8, speaker: 'Ada Lovelace' },
    ]);
    expect(await within(await list()).findByRole('link', { name: 'Board meeting.wav' })).toBeInTheDocument();
  });

  it('says so when the profiles cannot be loaded', async () => {
    fakeApi(() => ({ status: 503 }));
    renderApp(<VoiceProfilesPanel />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Could not load your voice profiles.');
  });
});
