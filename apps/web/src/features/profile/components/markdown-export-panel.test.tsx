import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { TMarkdownExport, TMarkdownExportRequest } from '@transcribe/contract';
import { beforeEach, describe, expect, it } from 'vitest';
import { type FakeRequest, fakeApi } from '@/test/fake-api';
import { renderApp } from '@/test/render';
import { MarkdownExportPanel } from './markdown-export-panel';

const PATH = '/api/v1/user/markdown-export';
const ROOT = '/srv/transcribe/markdown';

let setting: TMarkdownExport;
let calls: FakeRequest[];
beforeEach(() => {
  setting = {
    markdown_export_enabled: false,
    markdown_export_folder: 'ada',
    markdown_export_location: `${ROOT}/ada`,
  };
  calls = fakeApi(({ method, path, body }) => {
    if (path === PATH && method === 'GET') return { json: { success: true, data: setting } };
    if (path === PATH && method === 'PUT') {
      const request = body as TMarkdownExportRequest;
      if (request.markdown_export_folder === 'grace')
        return {
          status: 409,
          json: {
            success: false,
            code: 'MARKDOWN_FOLDER_TAKEN',
            message: 'The folder "grace" already receives someone else\'s copies. Please choose another one.',
          },
        };
      setting = { ...request, markdown_export_location: `${ROOT}/${request.markdown_export_folder}` };
      return { json: { success: true, data: setting } };
    }
    return { status: 404 };
  });
});

const puts = () => calls.filter((call) => call.method === 'PUT').map((call) => call.body);

describe('Markdown copies on the Profile page', () => {
  it('shows them off, with the suggested folder and where it is on the server', async () => {
    renderApp(<MarkdownExportPanel />);
    const box = await screen.findByLabelText('Write a Markdown copy of every transcript');
    expect(box).not.toBeChecked();
    expect(screen.getByLabelText('Folder')).toHaveValue('ada');
    expect(screen.getByLabelText('Folder')).toBeDisabled();
    expect(
      screen.getByText(`Copies go to ${ROOT}/ada on the server, in the folders of your library.`),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();
  });

  it('turns them on into a chosen folder, refuses a bad name, and says when a folder is taken', async () => {
    const user = userEvent.setup();
    renderApp(<MarkdownExportPanel />);
    await user.click(await screen.findByLabelText('Write a Markdown copy of every transcript'));
    const folder = screen.getByLabelText('Folder');
    await user.clear(folder);
    await user.type(folder, '../elsewhere');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Choose a folder name');
    expect(puts()).toEqual([]);

    await user.clear(folder);
    await user.type(folder, 'grace');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(
      await screen.findByText(
        "This folder already receives someone else's copies. Please choose another one.",
      ),
    ).toBeInTheDocument();

    await user.clear(folder);
    await user.type(folder, 'Vault/Transcripts');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(
      await screen.findByText('Markdown copies are on: your transcripts are being written.'),
    ).toBeInTheDocument();
    expect(puts().at(-1)).toEqual({
      markdown_export_enabled: true,
      markdown_export_folder: 'Vault/Transcripts',
    });
    expect(
      await screen.findByText(
        `Copies go to ${ROOT}/Vault/Transcripts on the server, in the folders of your library.`,
      ),
    ).toBeInTheDocument();
  });
});
