import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { TAudioItem } from '@transcribe/contract';
import { describe, expect, it, vi } from 'vitest';
import { makeAudioItem, makeTranscript } from '@/test/audio-items';
import { makeTag } from '@/test/fake-tags';
import { renderApp } from '@/test/render';
import { BULK_ID, bulkRoutes } from '../../testing/bulk-server';
import { libraryServer } from '../../testing/library-server';
import { FileListPage } from '../file-list-page';

const done = (id: number, name: string): TAudioItem =>
  makeAudioItem(id, name, 1, [makeTranscript(id + 10, 'completed', 100)]);
const files = () => [done(1, 'a.wav'), done(2, 'b.wav'), done(3, 'c.wav')];
const listReads = (calls: { method: string; path: string }[]) =>
  calls.filter((c) => c.method === 'GET' && c.path.startsWith('/api/v1/audio?')).length;

/** The file list with `names` ticked; its bulk bar. */
async function selectFiles(...names: string[]) {
  const user = userEvent.setup();
  renderApp(<FileListPage title={<h1>Recent Files</h1>} />, { route: '/dashboard/' });
  for (const name of names) await user.click(await screen.findByRole('checkbox', { name: `Select ${name}` }));
  return { user, bar: within(await screen.findByRole('region', { name: 'Selected files' })) };
}

describe('bulk work from the bulk bar', () => {
  it('tags the files as bulk work (a new tag too): how far it is, the files that failed and why, and the lists read again', async () => {
    const bulk = bulkRoutes([
      { bulk_total: 3 },
      { bulk_status: 'running', bulk_total: 3, bulk_done: 1 },
      {
        bulk_status: 'completed',
        bulk_total: 3,
        bulk_done: 3,
        bulk_failures: [
          { audio_id: 2, file_name: 'b.wav', code: 'TAG_NOT_FOR_FILE', message: 'Not for this file.' },
          { audio_id: 3, file_name: 'c.wav', code: 'DISK_FULL', message: 'The disk is full.' },
        ],
      },
    ]);
    const calls = libraryServer(files(), [makeTag(5, 'Legal'), makeTag(6, 'Urgent', '#dc2626')], bulk.handle);
    const { user, bar } = await selectFiles('a.wav', 'b.wav', 'c.wav');
    expect(bar.getByText('3 selected')).toBeInTheDocument();
    await user.click(bar.getByRole('button', { name: 'Tags…' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Tags for 3 files' }));
    expect(dialog.getByRole('button', { name: 'Add tags' })).toBeDisabled();
    await user.click(await dialog.findByRole('checkbox', { name: 'Legal' }));
    // A tag made here comes ticked.
    await user.type(dialog.getByRole('textbox', { name: 'Name of a new tag' }), 'Quarter close{Enter}');
    expect(await dialog.findByRole('checkbox', { name: 'Quarter close' })).toBeChecked();
    await user.click(dialog.getByRole('button', { name: 'Add tags' }));

    const progress = await screen.findByRole('dialog', { name: 'Adding tags' });
    expect(within(progress).getByRole('status')).toHaveTextContent('Waiting to start on 3 files…');
    expect(bulk.started).toEqual([
      { selection: { audio_ids: [1, 2, 3] }, operation: { action: 'tag', tag_ids: [5, 100] } },
    ]);
    expect(screen.queryByRole('region', { name: 'Selected files' })).not.toBeInTheDocument();
    const reads = listReads(calls);

    expect(await within(progress).findByText('1 of 3 files done.')).toBeInTheDocument();
    expect(within(progress).getByRole('progressbar', { name: 'Progress' })).toHaveAttribute(
      'aria-valuenow',
      '1',
    );
    expect(within(progress).getByRole('button', { name: 'Cancel the work' })).toBeInTheDocument();
    expect(
      await within(progress).findByText('Done, but 2 of 3 files could not be done.', {}, { timeout: 3000 }),
    ).toBeInTheDocument();
    const failures = within(within(progress).getByRole('region', { name: '2 files could not be done' }));
    expect(failures.getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      "b.wav: This tag belongs elsewhere: a workspace's files take the workspace's tags, your own files take yours.",
      'c.wav: The disk is full.',
    ]);
    expect(within(progress).queryByRole('button', { name: 'Cancel the work' })).not.toBeInTheDocument();
    await waitFor(() => expect(listReads(calls)).toBeGreaterThan(reads));
  });

  it('cancels the work: what was done stays done, and it says so', async () => {
    const bulk = bulkRoutes([{ bulk_status: 'running', bulk_total: 4, bulk_done: 1 }]);
    const calls = libraryServer(files(), [], bulk.handle);
    const { user, bar } = await selectFiles('a.wav', 'b.wav');
    await user.click(bar.getByRole('button', { name: 'More actions' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Archive' }));
    const progress = within(await screen.findByRole('dialog', { name: 'Archiving files' }));
    expect(bulk.started[0]?.operation).toEqual({ action: 'archive' });
    expect(progress.getByRole('status')).toHaveTextContent('1 of 4 files done.');
    await user.click(progress.getByRole('button', { name: 'Cancel the work' }));
    expect(
      await progress.findByText('Cancelled after 1 of 4 files; what was done stays done.'),
    ).toBeInTheDocument();
    expect(calls.filter((c) => c.path === `/api/v1/bulk/${BULK_ID}/cancel`)).toHaveLength(1);
    expect(progress.queryByRole('button', { name: 'Cancel the work' })).not.toBeInTheDocument();
    expect(progress.getByRole('button', { name: 'Done' })).toBeInTheDocument();
  });

  it('exports the files as one zip in the formats ticked, and offers the zip once it is written', async () => {
    const bulk = bulkRoutes([
      { bulk_total: 2 },
      {
        bulk_status: 'completed',
        bulk_total: 2,
        bulk_done: 2,
        bulk_download_path: `/api/v1/bulk/${BULK_ID}/download`,
      },
    ]);
    const calls = libraryServer(files(), [], bulk.handle);
    vi.stubGlobal(
      'URL',
      Object.assign(URL, { createObjectURL: () => 'blob:x', revokeObjectURL: () => undefined }),
    );
    const saved: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    const { user, bar } = await selectFiles('a.wav', 'b.wav');
    await user.click(bar.getByRole('button', { name: 'Export' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Export 2 files' }));
    expect(dialog.getByRole('checkbox', { name: 'PDF' })).toBeChecked();
    await user.click(dialog.getByRole('checkbox', { name: 'DOCX' }));
    await user.click(dialog.getByRole('checkbox', { name: 'Start times beside the text' }));
    await user.click(dialog.getByRole('button', { name: 'Export as zip' }));
    const progress = within(await screen.findByRole('dialog', { name: 'Exporting transcripts' }));
    expect(bulk.started[0]?.operation).toEqual({
      action: 'export',
      formats: ['pdf', 'docx'],
      timestamps: false,
      speakers: true,
    });
    await user.click(await progress.findByRole('button', { name: 'Download zip' }, { timeout: 3000 }));
    await waitFor(() => expect(saved).toEqual(['transcripts.zip']));
    const download = calls.find((c) => c.path === `/api/v1/bulk/${BULK_ID}/download`);
    expect(download?.authorization).toBe('Bearer a1');
  });

  it('redoes the speakers with the count chosen; hidden, the work goes on and ends in a toast', async () => {
    const bulk = bulkRoutes([{ bulk_total: 2 }, { bulk_status: 'completed', bulk_total: 2, bulk_done: 2 }]);
    libraryServer(files(), [], bulk.handle);
    const { user, bar } = await selectFiles('a.wav', 'c.wav');
    await user.click(bar.getByRole('button', { name: 'More actions' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Redo speakers…' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Redo the speakers of 2 files' }));
    await user.selectOptions(dialog.getByRole('combobox', { name: 'Number of speakers' }), '3');
    await user.click(dialog.getByRole('button', { name: 'Redo speakers' }));
    const progress = await screen.findByRole('dialog', { name: 'Redoing speakers' });
    expect(bulk.started).toEqual([
      {
        selection: { audio_ids: [1, 3] },
        operation: { action: 'redo_speakers', audio_transcript_num_speakers: 3 },
      },
    ]);
    await user.click(within(progress).getByRole('button', { name: 'Continue in the background' }));
    expect(screen.queryByRole('dialog', { name: 'Redoing speakers' })).not.toBeInTheDocument();
    expect(await screen.findByText('Done: all 2 files.', {}, { timeout: 3000 })).toBeInTheDocument();
  });

  it('moves the files to the folder picked; the move dialog gives way to the progress', async () => {
    const bulk = bulkRoutes([{ bulk_status: 'running', bulk_total: 2 }]);
    libraryServer(files(), [], bulk.handle);
    const { user, bar } = await selectFiles('a.wav', 'b.wav');
    await user.click(bar.getByRole('button', { name: 'Move' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Move 2 files' }));
    await user.click(await dialog.findByRole('radio', { name: 'Drafts' }));
    await user.click(dialog.getByRole('button', { name: 'Move here' }));
    const progress = await screen.findByRole('dialog', { name: 'Moving files' });
    expect(bulk.started[0]?.operation).toEqual({ action: 'move', folder_id: 3 });
    expect(screen.queryByRole('dialog', { name: 'Move 2 files' })).not.toBeInTheDocument();
    expect(within(progress).getByRole('status')).toHaveTextContent('0 of 2 files done.');
  });
});
