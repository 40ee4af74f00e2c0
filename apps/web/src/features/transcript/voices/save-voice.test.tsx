import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { type FakeRequest, type FakeResponse, fail } from '@/test/fake-api';
import { block, openViewer, segment, transcriptData } from '../testing/viewer-fixture';

const BLOCKS = [
  block(1, 'Ada Lovelace', [segment(1, 'Hello and welcome', 4), segment(2, 'How can I help', 8)]),
  block(2, 'Speaker 2', [segment(3, 'My order is late', 20)]),
  block(3, 'Grace Hopper', [segment(4, 'I see', 30)]),
];
const PRODUCED_BY = {
  engine: 'pocketsphinx',
  model: 'fast',
  model_name: 'Fast',
  language: 'en',
  speakers_requested: 0,
  vocabulary: [],
  identified_speakers: [{ name: 'Grace Hopper', similarity: 0.874, method: 'mfcc' }],
};
const DATA = transcriptData(BLOCKS, { audio_transcript_produced_by: PRODUCED_BY });

const profile = (id: number, name: string) => ({
  voice_profile_id: id,
  voice_profile_name: name,
  voice_profile_methods: ['mfcc'],
  voice_profile_seconds: 12,
  voice_profile_audio_id: 5,
  voice_profile_audio_name: 'Support call.wav',
  voice_profile_created_at: '2026-11-20T10:00:00.000Z',
  voice_profile_updated_at: '2026-11-21T10:00:00.000Z',
  voice_profile_adaptation: null,
  voice_profile_adaptation_job: { status: 'idle' as const, error: null },
});

const saveButton = (name: string) => screen.getByRole('button', { name: `Save the voice of ${name}` });

describe('Save voice in the transcript viewer', () => {
  it('marks a name a saved voice gave, and offers Save voice only for named speakers', async () => {
    await openViewer({}, DATA);
    const transcript = screen.getByRole('region', { name: 'Transcript' });
    const mark = within(transcript).getByText('Recognised by voice');
    expect(mark).toHaveAttribute('title', 'Named by a saved voice: 87% alike (built-in voice statistics)');
    expect(mark.parentElement).toHaveTextContent('Grace Hopper');
    expect(within(transcript).getAllByText('Recognised by voice')).toHaveLength(1);
    // The heading still names only the speaker.
    expect(
      within(transcript)
        .getAllByRole('heading', { level: 2 })
        .map((h) => h.textContent),
    ).toEqual(['Ada Lovelace', 'Speaker 2', 'Grace Hopper']);

    expect(saveButton('Ada Lovelace')).toBeEnabled();
    expect(saveButton('Grace Hopper')).toBeEnabled();
    const unnamed = screen.getByRole('button', {
      name: 'Save the voice of Speaker 2 (name the speaker first)',
    });
    expect(unnamed).toBeDisabled();
    expect(unnamed).toHaveAttribute('title', expect.stringContaining('Name this speaker first'));
  });

  it('shows progress while saving, then that the voice was saved', async () => {
    const user = userEvent.setup();
    let answer: (response: FakeResponse) => void = () => undefined;
    const { calls } = await openViewer(
      {
        'POST /api/v1/voice-profile': () =>
          new Promise<FakeResponse>((resolve) => {
            answer = resolve;
          }) as unknown as FakeResponse,
      },
      DATA,
    );
    await user.click(saveButton('Ada Lovelace'));
    const busy = saveButton('Ada Lovelace');
    expect(busy).toHaveTextContent('Saving voice…');
    expect(busy).toHaveAttribute('aria-busy', 'true');
    expect(busy).toBeDisabled();
    // One save at a time.
    expect(saveButton('Grace Hopper')).toBeDisabled();

    answer({ status: 201, json: { success: true, data: profile(4, 'Ada Lovelace') } });
    expect(
      await screen.findByText(
        'Voice of Ada Lovelace saved: later transcripts name them when their voice matches.',
      ),
    ).toBeInTheDocument();
    expect(saveButton('Ada Lovelace')).toHaveTextContent('Voice saved');
    expect(saveButton('Ada Lovelace')).toBeDisabled();
    expect(saveButton('Grace Hopper')).toBeEnabled();
    expect(calls.filter((c) => c.method === 'POST').map((c) => [c.path, c.body])).toEqual([
      ['/api/v1/voice-profile', { audio_id: 5, speaker: 'Ada Lovelace' }],
    ]);
  });

  it('offers to update a profile that has the name already, by re-training it from this speaker', async () => {
    const user = userEvent.setup();
    const { calls } = await openViewer(
      {
        'POST /api/v1/voice-profile': () =>
          fail(409, 'VOICE_PROFILE_NAME_TAKEN', 'A voice profile named Grace Hopper exists.'),
        'GET /api/v1/voice-profile': () => ({
          json: { success: true, data: [profile(2, 'Ada'), profile(3, 'grace hopper')] },
        }),
        'POST /api/v1/voice-profile/3/train': () => ({
          json: { success: true, data: profile(3, 'grace hopper') },
        }),
      },
      DATA,
    );
    await user.click(saveButton('Grace Hopper'));
    const dialog = await screen.findByRole('dialog', { name: '“Grace Hopper” already has a voice profile' });
    expect(dialog).toHaveTextContent('Update that profile with the voice of Grace Hopper in this recording?');

    await user.click(within(dialog).getByRole('button', { name: 'Keep it as it is' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(calls.some((c: FakeRequest) => c.path.endsWith('/train'))).toBe(false);

    await user.click(saveButton('Grace Hopper'));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Update voice' }));
    expect(
      await screen.findByText('Voice profile “grace hopper” updated from this recording.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(calls.find((c) => c.path === '/api/v1/voice-profile/3/train')?.body).toEqual({
      audio_id: 5,
      speaker: 'Grace Hopper',
    });
    expect(saveButton('Grace Hopper')).toHaveTextContent('Voice saved');
  });

  it('says when the speaker speaks too little to save their voice', async () => {
    const user = userEvent.setup();
    await openViewer(
      { 'POST /api/v1/voice-profile': () => fail(422, 'TOO_LITTLE_SPEECH', 'Too little speech.') },
      DATA,
    );
    await user.click(saveButton('Ada Lovelace'));
    expect(
      await screen.findByText(
        'Ada Lovelace speaks too little in this recording to save their voice: at least 4 seconds of speech are needed.',
      ),
    ).toBeInTheDocument();
    expect(saveButton('Ada Lovelace')).toHaveTextContent('Save voice');
    expect(saveButton('Ada Lovelace')).toBeEnabled();
  });

  it('is not offered in edit mode, where names are not saved yet', async () => {
    const user = userEvent.setup();
    await openViewer({}, DATA);
    await user.click(screen.getByRole('button', { name: 'Edit' }));
    expect(screen.queryByRole('button', { name: /^Save the voice of/ })).toBeNull();
    // The mark stays: the name still came from a voice match.
    expect(screen.getByText('Recognised by voice')).toBeInTheDocument();
  });
});
