import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { TAudioItem, TWorkspaceRole } from '@transcribe/contract';
import { describe, expect, it } from 'vitest';
import { makeAudioItem, makeTranscript } from '@/test/audio-items';
import type { FakeRequest, FakeResponse } from '@/test/fake-api';
import { makeTag, tagRoutes } from '@/test/fake-tags';
import { openViewer } from '../testing/viewer-fixture';

/** Audio 5 as the viewer's server keeps it (its star, tags and archive changed by the calls), in `role`. */
function viewedFile(role: TWorkspaceRole = 'owner') {
  const item: TAudioItem = {
    ...makeAudioItem(5, 'Support call.wav', 1, [makeTranscript(11, 'completed', 100)]),
    audio_role: role,
    audio_tags: [{ tag_id: 1, tag_name: 'Clients', tag_colour: '#2563eb' }],
  };
  const tags = tagRoutes([makeTag(1, 'Clients'), makeTag(2, 'Billing', '#ea580c')], [item]);
  const routes: Record<string, (request: FakeRequest) => FakeResponse> = {
    'GET /api/v1/audio/5': () => ({ json: { success: true, data: item } }),
    'GET /api/v1/folder': () => ({
      json: {
        success: true,
        data: [{ folder_id: 1, folder_name: 'root', folder_parent_id: 0, folder_children: [] }],
      },
    }),
    'PATCH /api/v1/audio/5': ({ body }) => {
      const { starred, archived } = body as { starred?: boolean; archived?: boolean };
      if (starred !== undefined) item.audio_starred = starred;
      if (archived !== undefined) item.audio_archived_at = archived ? '2026-12-01T10:00:00.000Z' : null;
      return { json: { success: true, data: item } };
    },
    'GET /api/v1/tag': (request) => tags(request) ?? { status: 404 },
    'PUT /api/v1/audio/5/tags': (request) => tags(request) ?? { status: 404 },
  };
  return routes;
}

const header = () => within(screen.getByRole('banner'));

describe("the viewer's star, tags and archive", () => {
  it("shows the file's tags and stars it, the star's name saying whether it is", async () => {
    const user = userEvent.setup();
    const { calls } = await openViewer(viewedFile());
    expect(within(header().getByRole('list', { name: 'Tags' })).getByText('Clients')).toBeInTheDocument();
    await user.click(header().getByRole('button', { name: 'Star Support call.wav (not starred)' }));
    expect(
      await header().findByRole('button', { name: 'Remove the star from Support call.wav (starred)' }),
    ).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'PATCH')?.body).toEqual({ starred: true });
  });

  it("changes the file's tags from Tags…", async () => {
    const user = userEvent.setup();
    const { calls } = await openViewer(viewedFile());
    await user.click(header().getByRole('button', { name: 'Tags…' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Tags of Support call.wav' }));
    expect(await dialog.findByRole('checkbox', { name: 'Clients' })).toBeChecked();
    await user.click(dialog.getByRole('checkbox', { name: 'Clients' }));
    await user.click(dialog.getByRole('checkbox', { name: 'Billing' }));
    await user.click(dialog.getByRole('button', { name: 'Save tags' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({ tag_ids: [2] });
    const chips = header().getByRole('list', { name: 'Tags' });
    await waitFor(() => expect(chips).toHaveTextContent('Billing'));
    expect(chips).not.toHaveTextContent('Clients');
  });

  it('archives the file and restores it, saying it is archived meanwhile', async () => {
    const user = userEvent.setup();
    const { calls } = await openViewer(viewedFile());
    await user.click(header().getByRole('button', { name: 'Archive' }));
    expect(await screen.findByText('Support call.wav archived.')).toBeInTheDocument();
    expect(await header().findByText(/This file is archived/)).toBeInTheDocument();
    await user.click(header().getByRole('button', { name: 'Restore' }));
    expect(await screen.findByText('Support call.wav restored.')).toBeInTheDocument();
    await waitFor(() => expect(header().queryByText(/This file is archived/)).not.toBeInTheDocument());
    expect(calls.filter((c) => c.method === 'PATCH').map((c) => c.body)).toEqual([
      { archived: true },
      { archived: false },
    ]);
  });

  it('lets a viewer of the workspace star the file, but not change its tags or archive it', async () => {
    await openViewer(viewedFile('viewer'));
    expect(header().getByRole('button', { name: 'Star Support call.wav (not starred)' })).toBeEnabled();
    expect(header().queryByRole('button', { name: 'Tags…' })).not.toBeInTheDocument();
    expect(header().queryByRole('button', { name: 'Archive' })).not.toBeInTheDocument();
  });
});
