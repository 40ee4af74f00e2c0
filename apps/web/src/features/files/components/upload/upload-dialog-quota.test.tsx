import { screen, within } from '@testing-library/react';
import type { TWorkspace } from '@transcribe/contract';
import { describe, expect, it, vi } from 'vitest';
import { useSession } from '@/lib/session/session-context';
import { storeTokens } from '@/lib/tokens';
import { fail, fakeApi, makeUser } from '@/test/fake-api';
import { renderApp } from '@/test/render';
import UploadDialog from './upload-dialog';

function Signedin({ folderId }: { folderId: number | null }) {
  return useSession().user ? <UploadDialog folderId={folderId} onClose={vi.fn()} /> : null;
}

const atPersonalLimit = makeUser({
  user_plan: {
    user_plan_name: 'free',
    user_plan_audio_upload_daily_usage: 3,
    user_plan_audio_upload_daily_limit: 3,
  },
});
/** Recent Files (1) with "Notes" (2), and the workspace Desk's top folder (20) with "Calls" (21). */
const FOLDERS = [
  {
    folder_id: 1,
    folder_name: 'root',
    folder_parent_id: 0,
    folder_children: [{ folder_id: 2, folder_name: 'Notes', folder_parent_id: 1, folder_children: [] }],
  },
  {
    folder_id: 20,
    folder_name: 'Desk',
    folder_parent_id: 0,
    folder_workspace_id: 5,
    folder_children: [
      {
        folder_id: 21,
        folder_name: 'Calls',
        folder_parent_id: 20,
        folder_workspace_id: 5,
        folder_children: [],
      },
    ],
  },
];
const desk = (usage: number): TWorkspace => ({
  workspace_id: 5,
  workspace_name: 'Desk',
  workspace_role: 'editor',
  workspace_member_count: 2,
  workspace_plan: 'free',
  workspace_usage_today: usage,
  workspace_daily_limit: 3,
  workspace_created_at: '2026-03-01T09:00:00.000Z',
});

function server(workspaceUsage: number) {
  storeTokens({ login_access_token: 'a1', login_refresh_token: 'r1' });
  fakeApi((request) => {
    if (request.path === '/api/v1/auth/authenticated')
      return { json: { success: true, message: 'ok', data: { authenticated: true, user_id: 7 } } };
    if (request.path === '/api/v1/user/me') return { json: { success: true, data: atPersonalLimit } };
    if (request.path === '/api/v1/folder') return { json: { success: true, data: FOLDERS } };
    if (request.path === '/api/v1/workspace')
      return { json: { success: true, data: [desk(workspaceUsage)] } };
    if (request.path.endsWith('/transcript/model') || request.path.endsWith('/transcript/language'))
      return { json: { success: true, data: [] } };
    return fail(404, 'NOT_FOUND', 'nope');
  });
}

describe('the upload dialog’s allowance', () => {
  it('is the workspace’s for a workspace folder: a person at their own limit still uploads there, told whose it is', async () => {
    server(1);
    renderApp(<Signedin folderId={21} />);
    const dialog = within(await screen.findByRole('dialog', { name: 'Transcribe' }));
    expect(
      await dialog.findByText('Counts against the workspace “Desk”: 1 of 3 transcriptions used today.'),
    ).toBeInTheDocument();
    expect(dialog.queryByText('You have reached the Free Plan limit')).not.toBeInTheDocument();
    expect(dialog.getByLabelText('Choose audio or video files')).toBeEnabled();
  });

  it('says the workspace used its allowance, offering no upgrade the member cannot make', async () => {
    server(3);
    renderApp(<Signedin folderId={21} />);
    const dialog = within(await screen.findByRole('dialog', { name: 'Transcribe' }));
    expect(
      await dialog.findByText('The workspace “Desk” has used its 3 transcriptions for today.'),
    ).toBeInTheDocument();
    expect(dialog.queryByRole('button', { name: 'Become Premium' })).not.toBeInTheDocument();
    expect(dialog.getByLabelText('Choose audio or video files')).toBeDisabled();
  });

  it('is the person’s own for their own folders', async () => {
    server(0);
    renderApp(<Signedin folderId={2} />);
    const dialog = within(await screen.findByRole('dialog', { name: 'Transcribe' }));
    expect(await dialog.findByText('You have reached the Free Plan limit')).toBeInTheDocument();
    expect(dialog.getByRole('button', { name: 'Become Premium' })).toBeInTheDocument();
    expect(dialog.queryByText(/Counts against the workspace/)).not.toBeInTheDocument();
  });
});
