import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ACCURATE_ACCURACY, FAST_ACCURACY, mode } from '@/test/catalogue-fixture';
import type { FakeRequest } from '@/test/fake-api';
import { renderApp } from '@/test/render';
import { adminServer, adminState } from '../testing/admin-server';
import { ModelsPanel } from './models-panel';

describe('the default mode of the Models tab', () => {
  it('pins the mode every upload starts with, and lets the most accurate one be the default again', async () => {
    const state = adminState();
    const pins: unknown[] = [];
    adminServer(state, {
      extra: (request: FakeRequest) => {
        if (request.path === '/api/v1/audio/transcript/model')
          return {
            json: {
              success: true,
              data: [mode(1, 'Fast', FAST_ACCURACY), mode(101, 'Accurate', ACCURATE_ACCURACY, ['en', 'de'])],
            },
          };
        if (request.path === '/api/v1/admin/default-mode' && request.method === 'PUT') {
          pins.push(request.body);
          const id = (request.body as { audio_transcript_model_id: number | null }).audio_transcript_model_id;
          state.models = { ...state.models, default_mode_id: id };
          return { json: { success: true, data: { audio_transcript_model_id: id } } };
        }
        return undefined;
      },
    });
    renderApp(<ModelsPanel />);
    const select = await screen.findByRole('combobox', { name: 'Default mode for uploads' });
    expect(select).toHaveValue('');
    expect(
      screen.getByRole('option', { name: 'The most accurate one for each language' }),
    ).toBeInTheDocument();
    await screen.findByRole('option', { name: 'Fast' });

    await userEvent.selectOptions(select, 'Fast');
    await screen.findByText('Default mode saved.');
    await waitFor(() => expect(select).toHaveValue('1'));
    await userEvent.selectOptions(select, 'The most accurate one for each language');
    await waitFor(() =>
      expect(pins).toEqual([{ audio_transcript_model_id: 1 }, { audio_transcript_model_id: null }]),
    );
  });
});
