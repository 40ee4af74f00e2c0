import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { TTranscriptModel, TTranscriptQuality } from '@transcribe/contract';
import { describe, expect, it } from 'vitest';
import { makeTranscript } from '@/test/audio-items';
import { type FakeResponse, makeUser } from '@/test/fake-api';
import { ACCURATE_ACCURACY, catalogueRoutes, FAST_ACCURACY, mode } from '../../../test/catalogue-fixture';
import { openViewer, transcriptData } from '../testing/viewer-fixture';

const POOR: TTranscriptQuality = { unsure_share: 0.483, verdict: 'poor' };
const FAST = mode(1, 'Fast', FAST_ACCURACY);
const ACCURATE = mode(3, 'Accurate', ACCURATE_ACCURACY, ['en', 'fr']);

/** The viewer of a transcript the Fast mode made in English, with this quality, catalogue and user. */
function open(
  { quality = POOR, models = [FAST, ACCURATE], admin = false } = {} as {
    quality?: TTranscriptQuality;
    models?: TTranscriptModel[];
    admin?: boolean;
  },
) {
  const routes: Record<string, () => FakeResponse> = {
    ...catalogueRoutes(models),
    'GET /api/v1/user/me': () => ({ json: { success: true, data: makeUser({ user_is_admin: admin }) } }),
    'POST /api/v1/audio/transcript/11/reprocess': () => ({
      json: { success: true, message: 'Queued.', data: makeTranscript(11, 'queued', 0) },
    }),
  };
  const produced = {
    engine: 'pocketsphinx',
    model: 'en-us',
    model_name: 'Fast',
    language: 'en',
    speakers_requested: 2,
    vocabulary: [],
  };
  return openViewer(
    routes,
    transcriptData(undefined, { audio_transcript_quality: quality, audio_transcript_produced_by: produced }),
  );
}

const banner = () => screen.getByRole('note', { name: 'This transcript is probably wrong in many places' });

describe('a poor transcript', () => {
  it('says what happened and transcribes it again, in one click, with a more accurate installed mode', async () => {
    const user = userEvent.setup();
    const { calls } = await open();
    expect(banner()).toHaveTextContent(
      'The engine was unsure of 48% of the words, so the text, its sentiment and its summaries may be wrong.',
    );
    await user.click(await within(banner()).findByRole('button', { name: 'Transcribe again with Accurate' }));
    expect(
      await screen.findByText('Redo queued. The transcript updates when it is done.'),
    ).toBeInTheDocument();
    const sent = calls.filter((call) => call.path === '/api/v1/audio/transcript/11/reprocess');
    // The whole recording (65 s), in the transcript's language.
    expect(sent.map((call) => call.body)).toEqual([
      { start: 0, end: 65, audio_transcript_model_id: 3, audio_transcript_language_id: 1 },
    ]);
  });

  it('offers an administrator the console to install an accurate mode when none is better for its language', async () => {
    await open({ models: [FAST, mode(3, 'Accurate', ACCURATE_ACCURACY, ['fr'])], admin: true });
    const link = await within(banner()).findByRole('link', { name: 'Install an accurate mode' });
    expect(link).toHaveAttribute('href', '/dashboard/admin');
    expect(banner()).toHaveTextContent('No more accurate mode is installed for this language.');
    expect(within(banner()).queryByRole('button', { name: /Transcribe again/ })).not.toBeInTheDocument();
  });

  it('tells anyone else to ask an administrator', async () => {
    await open({ models: [FAST] });
    expect(
      await within(banner()).findByText(/Ask an administrator to install an accurate mode\./),
    ).toBeInTheDocument();
    expect(within(banner()).queryByRole('link')).not.toBeInTheDocument();
  });

  it('enters review mode from "Review it"', async () => {
    const user = userEvent.setup();
    await open();
    await user.click(within(banner()).getByRole('button', { name: 'Review it' }));
    expect(await screen.findByRole('region', { name: 'Review' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Review' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('can be dismissed for the session', async () => {
    const user = userEvent.setup();
    const { view } = await open();
    await user.click(within(banner()).getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByRole('note', { name: /probably wrong/ })).not.toBeInTheDocument();
    view.unmount();
    await open();
    expect(screen.getByTitle(/^Poor transcript: the engine was unsure of 48%/)).toBeInTheDocument();
    expect(screen.queryByRole('note', { name: /probably wrong/ })).not.toBeInTheDocument();
  });
});

describe('a fair transcript', () => {
  it('opens without a banner, its verdict quietly in the header', async () => {
    await open({ quality: { unsure_share: 0.3, verdict: 'fair' } });
    expect(screen.getByTitle('Fair transcript: the engine was unsure of 30% of the words')).toHaveTextContent(
      'Fair',
    );
    expect(screen.queryByRole('note', { name: /probably wrong/ })).not.toBeInTheDocument();
  });
});
