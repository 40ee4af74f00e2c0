import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { makeTranscript } from '@/test/audio-items';
import { chooseTool, openViewer } from '../testing/viewer-fixture';

const queued = () => ({
  json: {
    success: true,
    message: 'Queued.',
    data: { ...makeTranscript(11, 'queued', 0), audio_transcript_reviewed_percent: 0 },
  },
});
const ROUTES = {
  'POST /api/v1/audio/transcript/11/reprocess': queued,
  'POST /api/v1/audio/transcript/11/redo-speakers': queued,
  'GET /api/v1/audio/transcript/model': () => ({
    json: {
      success: true,
      data: [
        {
          audio_transcript_model_id: 3,
          audio_transcript_model_name: 'Accurate',
          audio_transcript_model_short_name: 'acc',
          audio_transcript_model_icon: null,
          audio_transcript_model_description: '',
          audio_transcript_model_path: null,
          audio_transcript_model_languages: ['en', 'fr'],
        },
      ],
    },
  }),
  'GET /api/v1/audio/transcript/language': () => ({
    json: {
      success: true,
      data: [
        {
          audio_transcript_language_id: 2,
          audio_transcript_language_name: 'French',
          audio_transcript_language_iso_code: 'fr',
          audio_transcript_language_icon: null,
        },
      ],
    },
  }),
};

describe('redo dialogs', () => {
  it('redoes a stretch: the current segment’s range, editable, with a chosen mode, after saying edits outside stay', async () => {
    const user = userEvent.setup();
    const { calls } = await openViewer(ROUTES);
    await chooseTool(user, 'Redo a stretch');
    const dialog = await screen.findByRole('dialog', { name: 'Transcribe a stretch again' });
    expect(dialog).toHaveTextContent('Edits outside this range stay as they are');
    // Paused before any segment: the first segment's range.
    // Times as m:ss, as Share writes them.
    expect(within(dialog).getByRole('textbox', { name: 'Start (m:ss)' })).toHaveValue('0:04');
    const end = within(dialog).getByRole('textbox', { name: 'End (m:ss)' });
    expect(end).toHaveValue('0:07');
    await user.clear(end);
    await user.type(end, '0:12.5');
    await within(dialog).findByRole('option', { name: 'Accurate' });
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Mode' }), 'Accurate');
    await user.click(within(dialog).getByRole('button', { name: 'Redo' }));
    await screen.findByText('Redo queued. The transcript updates when it is done.');
    const post = calls.find((c) => c.path.endsWith('/reprocess'));
    expect(post?.body).toEqual({ start: 4, end: 12.5, audio_transcript_model_id: 3 });
  });

  it('refuses an end before the start', async () => {
    const user = userEvent.setup();
    const { calls } = await openViewer(ROUTES);
    await chooseTool(user, 'Redo a stretch');
    const dialog = await screen.findByRole('dialog', { name: 'Transcribe a stretch again' });
    const end = within(dialog).getByRole('textbox', { name: 'End (m:ss)' });
    await user.clear(end);
    await user.type(end, '0:02');
    await user.click(within(dialog).getByRole('button', { name: 'Redo' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent(
      'Give a start of 0 or more and an end after it.',
    );
    expect(calls.some((c) => c.path.endsWith('/reprocess'))).toBe(false);
  });

  it('redoes the speakers with a count from 0 (estimate) to 10', async () => {
    const user = userEvent.setup();
    const { calls } = await openViewer(ROUTES);
    await chooseTool(user, 'Redo speakers');
    const dialog = await screen.findByRole('dialog', { name: 'Tell the speakers apart again' });
    expect(dialog).toHaveTextContent('Every text and edit stays');
    const count = within(dialog).getByRole('spinbutton', { name: 'Number of speakers' });
    expect(count).toHaveValue(2);
    await user.clear(count);
    await user.type(count, '11');
    expect(within(dialog).getByRole('button', { name: 'Redo' })).toBeDisabled();
    await user.clear(count);
    await user.type(count, '0');
    await user.click(within(dialog).getByRole('button', { name: 'Redo' }));
    await screen.findByText('Redo queued. The transcript updates when it is done.');
    expect(calls.find((c) => c.path.endsWith('/redo-speakers'))?.body).toEqual({
      audio_transcript_num_speakers: 0,
    });
  });
});
