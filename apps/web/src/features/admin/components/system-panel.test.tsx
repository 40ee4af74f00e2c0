import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { adminKeys } from '@/api/admin/query-keys';
import { renderApp } from '@/test/render';
import { adminServer, adminState } from '../testing/admin-server';
import { SystemPanel } from './system-panel';

describe('the system panel', () => {
  it('shows the totals, the models and transcriptions per day, newest first', async () => {
    adminServer(adminState());
    renderApp(<SystemPanel />);
    const totals = await screen.findByRole('heading', { name: 'Totals' });
    expect(totals).toBeInTheDocument();
    expect(screen.getByText('Accounts').nextSibling).toHaveTextContent('3');
    expect(screen.getByText('Storage used').nextSibling).toHaveTextContent('1.50 KB');
    expect(screen.getByText('Whisper base')).toBeInTheDocument();
    expect(screen.getByText('3 languages')).toBeInTheDocument();
    const days = within(screen.getByRole('table', { name: 'Transcriptions per day' })).getAllByRole('row');
    expect(days.slice(1).map((d) => d.textContent)).toEqual(['Mar 2, 20269', 'Mar 1, 20264']);
  });

  it('says when nothing was transcribed and no engine is installed', async () => {
    const state = adminState();
    state.system.usage_by_day = [];
    state.system.models = [];
    adminServer(state);
    renderApp(<SystemPanel />, { language: 'fr' });
    expect(await screen.findByText('Aucune transcription ces 30 derniers jours.')).toBeInTheDocument();
    expect(screen.getByText('Aucun moteur vocal n’est installé.')).toBeInTheDocument();
  });

  it('tells the administrator when e-mails lead to another address than the one the console is open at', async () => {
    const state = adminState();
    state.system.public_url = 'http://localhost:8080';
    adminServer(state);
    const { unmount } = renderApp(<SystemPanel />);
    expect(
      await screen.findByText(
        `E-mails and share links lead to http://localhost:8080 (PUBLIC_URL), but this console is open at ${window.location.origin}: invited people and password resets would arrive at another address, signed out. Set PUBLIC_URL to the address people use.`,
      ),
    ).toBeInTheDocument();
    unmount();
    state.system.public_url = `${window.location.origin}/`;
    adminServer(state);
    renderApp(<SystemPanel />);
    expect(await screen.findByText('Totals')).toBeInTheDocument();
    expect(screen.queryByText(/\(PUBLIC_URL\)/)).not.toBeInTheDocument();
  });

  it('says a more accurate mode is being installed, with its progress as it comes', async () => {
    const state = adminState();
    adminServer(state);
    renderApp(<SystemPanel />);
    expect(await screen.findByText('A more accurate mode is being installed: 43%')).toBeInTheDocument();
    state.events.send({
      ...state.models,
      models: state.models.models.map((model) =>
        model.name === 'parakeet-v3' ? { ...model, percent: 57.8 } : model,
      ),
    });
    expect(await screen.findByText('A more accurate mode is being installed: 57%')).toBeInTheDocument();
  });

  it('says nothing of a download no more accurate than the modes offered for its languages', async () => {
    const state = adminState();
    const [whisper] = state.system.models;
    if (!whisper) throw new Error('no model');
    whisper.audio_transcript_model_accuracy.rank = 3;
    adminServer(state);
    const { queryClient } = renderApp(<SystemPanel />);
    await screen.findByText('Whisper base');
    await waitFor(() => expect(queryClient.getQueryData(adminKeys.models)).toBeDefined());
    expect(screen.queryByText(/more accurate mode/)).not.toBeInTheDocument();
  });
});
