import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderApp } from '@/test/render';
import { workspaceServer, workspaceState } from '../testing/workspace-server';
import { WorkspacePage } from './workspace-page';

const renderPage = () =>
  renderApp(<WorkspacePage />, {
    route: '/dashboard/workspace/3',
    path: '/dashboard/workspace/:workspaceId',
  });

const section = async () => within(await screen.findByRole('region', { name: 'Retention' }));

describe("a workspace's retention", () => {
  it('lets an admin set it and shows what the next run removes', async () => {
    const user = userEvent.setup();
    const state = workspaceState('admin');
    const calls = workspaceServer(state);
    renderPage();
    const retention = await section();
    expect(
      await retention.findByText('Recordings are kept forever: nothing is removed.'),
    ).toBeInTheDocument();
    await user.selectOptions(retention.getByLabelText('Delete recordings after'), '365 days');
    await user.click(retention.getByLabelText('The recording and its transcript'));
    await user.click(retention.getByRole('button', { name: 'Save' }));

    expect(
      await retention.findByText('The next run removes 1 recording (3.00 MB) with its transcript.'),
    ).toBeInTheDocument();
    expect(retention.getByText('kickoff-2024.wav')).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'PUT').map((c) => c.body)).toEqual([
      { retention_days: 365, retention_scope: 'all' },
    ]);
    expect(state.retention).toEqual({ retention_days: 365, retention_scope: 'all' });
  });

  it('tells a viewer the rule, without controls or a preview', async () => {
    const state = workspaceState('viewer');
    state.retention = { retention_days: 90, retention_scope: 'audio' };
    const calls = workspaceServer(state);
    renderPage();
    const retention = await section();
    expect(
      await retention.findByText(
        'Recordings in this workspace lose their audio 90 days after upload; transcripts stay.',
      ),
    ).toBeInTheDocument();
    expect(retention.queryByRole('combobox')).not.toBeInTheDocument();
    expect(retention.queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();
    expect(calls.some((c) => c.path.endsWith('/retention/preview'))).toBe(false);
  });
});
