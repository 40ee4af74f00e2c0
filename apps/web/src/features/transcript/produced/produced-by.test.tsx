import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { TProducedBy } from '@transcribe/contract';
import { describe, expect, it } from 'vitest';
import { ACCURATE_ACCURACY, catalogueRoutes, FAST_ACCURACY, mode } from '../../../test/catalogue-fixture';
import { block, chooseTool, openViewer, segment, transcriptData } from '../testing/viewer-fixture';

const CATALOGUE = catalogueRoutes([mode(1, 'Fast', FAST_ACCURACY), mode(3, 'Accurate', ACCURATE_ACCURACY)]);

/** The viewer of a transcript the Fast mode made for one speaker, with `extra` in its produced_by. */
async function openProducedBy(extra: Partial<TProducedBy>) {
  const user = userEvent.setup();
  const { calls } = await openViewer(
    CATALOGUE,
    transcriptData(undefined, {
      audio_transcript_produced_by: {
        engine: 'pocketsphinx',
        model: 'en-us',
        model_name: 'Fast',
        language: 'en',
        speakers_requested: 1,
        vocabulary: [],
        ...extra,
      },
    }),
  );
  // The catalogue is read when the panel opens, not with every transcript.
  expect(calls.map((call) => call.path)).not.toContain('/api/v1/audio/transcript/model');
  await chooseTool(user, 'About this transcript');
}

describe('About this transcript', () => {
  it('says what produced the machine text: engine, mode, language, speakers and vocabulary', async () => {
    const user = userEvent.setup();
    await openProducedBy({ speakers_requested: 0, vocabulary: ['Kysely', 'Fastify'] });
    expect(screen.getByText('Built-in (PocketSphinx)')).toBeVisible();
    expect(screen.getByText('Fast (en-us)')).toBeVisible();
    expect(screen.getByText('English')).toBeVisible();
    expect(screen.getByText('estimated')).toBeVisible();
    await user.click(screen.getByText('2 words or phrases'));
    expect(screen.getByText('Kysely')).toBeVisible();
  });

  it('names the folders and tags whose words were added to the vocabulary', async () => {
    await openProducedBy({
      vocabulary: ['Kysely', 'Acme', 'EBITDA'],
      vocabulary_sources: [
        { kind: 'folder', name: 'Clients' },
        { kind: 'tag', name: 'Finance' },
      ],
    });
    expect(screen.getByText('Words from')).toBeVisible();
    expect(screen.getByText('the folder “Clients” and the tag “Finance”')).toBeVisible();
  });

  it('says nothing of where words came from when none were added', async () => {
    await openProducedBy({ vocabulary: ['Kysely'], vocabulary_sources: [] });
    expect(screen.queryByText('Words from')).not.toBeInTheDocument();
  });

  it('names the voices the engine was adapted to', async () => {
    await openProducedBy({
      adapted_speakers: [{ speaker: 'Allison', voice_profile_id: 3, adapted_at: '2026-11-22T10:00:00.000Z' }],
    });
    expect(screen.getByText('Adapted to')).toBeVisible();
    expect(screen.getByText(/^Allison \(adaptation of .*22.*\)$/)).toBeVisible();
  });

  it('names who was said to speak, and an adaptation used for the whole recording', async () => {
    await openProducedBy({
      speaker_said: { name: 'Allison', voice_profile_id: 3 },
      adapted_speakers: [
        { speaker: 'Allison', voice_profile_id: 3, adapted_at: '2026-11-22T10:00:00.000Z', pass: 'first' },
      ],
    });
    expect(screen.getByText('Who is speaking')).toBeVisible();
    expect(
      screen.getByText(/^Allison \(adaptation of .*22.*, used for the whole recording\)$/),
    ).toBeVisible();
  });

  it('says how accurate the mode is expected to be, in words, and who measured it', async () => {
    await openProducedBy({});
    expect(screen.getByText('Expected accuracy')).toBeVisible();
    expect(
      await screen.findByText(
        'about 22 words in 100 wrong on clear read speech, more on meetings and calls (measured)',
      ),
    ).toBeVisible();
  });

  it('gives a downloaded model its makers’ figure', async () => {
    await openProducedBy({ engine: 'sherpa-transducer', model: 'parakeet', model_name: 'Accurate' });
    expect(screen.getByText('Built-in accurate (sherpa-onnx)')).toBeVisible();
    expect(await screen.findByText('about 6 words in 100 wrong (published by its makers)')).toBeVisible();
  });

  it('says the accuracy is not known for a mode the server no longer offers, or cannot rate', async () => {
    await openProducedBy({ engine: 'openai-compatible', model: 'whisper-1', model_name: 'Speech server' });
    expect(await screen.findByText('not known')).toBeVisible();
  });

  it('says the speakers were told apart by channel, and how different the channels sounded', async () => {
    await openProducedBy({ speakers_by: 'channel', channel_difference_db: 94.6 });
    expect(screen.getByText('by channel, one speaker a channel (they differ by 95 dB)')).toBeVisible();
  });

  it('says when an estimated speaker count looks wrong, and offers Redo speakers with a likelier count', async () => {
    const user = userEvent.setup();
    // One reader cut into five speakers over 57 s.
    const blocks = [0, 12, 24, 36, 48].map((start, i) =>
      block(i + 1, `Speaker ${i + 1}`, [
        segment(i + 1, i === 0 ? 'Hello and mr john' : 'and mr john dashwood', start, start + 11.5),
      ]),
    );
    const produced = {
      engine: 'pocketsphinx',
      model: 'en-us',
      model_name: 'Fast',
      language: 'en',
      speakers_requested: 0,
      vocabulary: [],
    };
    await openViewer(CATALOGUE, transcriptData(blocks, { audio_transcript_produced_by: produced }));
    await chooseTool(user, 'About this transcript');
    const about = await screen.findByRole('dialog', { name: 'About this transcript' });
    const note = within(about).getByRole('note');
    expect(note).toHaveTextContent(
      '5 speakers were found in 0:57 of speech, which looks like more than the recording holds.',
    );
    await user.click(within(note).getByRole('button', { name: 'Redo speakers with 2 speakers' }));
    const dialog = await screen.findByRole('dialog', { name: 'Tell the speakers apart again' });
    expect(within(dialog).getByLabelText('Number of speakers')).toHaveValue(2);
  });

  it('says when it was not recorded', async () => {
    const user = userEvent.setup();
    await openViewer();
    await chooseTool(user, 'About this transcript');
    expect(screen.getByText(/was not recorded/)).toBeVisible();
  });
});
