import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
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
});
