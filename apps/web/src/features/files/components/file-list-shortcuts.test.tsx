import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { makeAudioItem } from '@/test/audio-items';
import { renderApp } from '@/test/render';
import { libraryServer } from '../testing/library-server';
import { FileListPage } from './file-list-page';

const renderPage = () =>
  renderApp(
    <>
      <FileListPage title={<h1>Recent Files</h1>} />
      <input aria-label="Note" />
    </>,
    { route: '/dashboard/' },
  );

const patches = (calls: { method: string; path: string; body: unknown }[]) =>
  calls.filter((c) => c.method === 'PATCH').map((c) => [c.path, c.body]);

describe("the file list's keyboard shortcuts", () => {
  it('x selects the focused file, s stars it, e archives it and t opens its Tags…', async () => {
    const user = userEvent.setup();
    const calls = libraryServer([makeAudioItem(1, 'a.wav', 1), makeAudioItem(2, 'b.wav', 1)]);
    renderPage();
    (await screen.findByRole('button', { name: 'b.wav' })).focus();
    await user.keyboard('x');
    expect(screen.getByRole('checkbox', { name: 'Select b.wav' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Select a.wav' })).not.toBeChecked();
    expect(await screen.findByRole('region', { name: 'Selected files' })).toHaveTextContent('1 selected');
    // On the box itself, x unticks it again.
    screen.getByRole('checkbox', { name: 'Select b.wav' }).focus();
    await user.keyboard('x');
    expect(screen.getByRole('checkbox', { name: 'Select b.wav' })).not.toBeChecked();

    await user.keyboard('s');
    await waitFor(() => expect(patches(calls)).toEqual([['/api/v1/audio/2', { starred: true }]]));
    await user.keyboard('t');
    const dialog = await screen.findByRole('dialog', { name: 'Tags of b.wav' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    screen.getByRole('button', { name: 'a.wav' }).focus();
    await user.keyboard('e');
    await waitFor(() => expect(patches(calls).at(-1)).toEqual(['/api/v1/audio/1', { archived: true }]));
  });

  it('does nothing while a text field has the focus, or with no file focused', async () => {
    const user = userEvent.setup();
    const calls = libraryServer([makeAudioItem(1, 'a.wav', 1)]);
    renderPage();
    await screen.findByRole('button', { name: 'a.wav' });
    await user.click(screen.getByRole('textbox', { name: 'Note' }));
    await user.keyboard('xset');
    expect(screen.getByRole('textbox', { name: 'Note' })).toHaveValue('xset');
    (document.activeElement as HTMLElement).blur();
    await user.keyboard('xst');
    expect(screen.queryByRole('region', { name: 'Selected files' })).not.toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(patches(calls)).toEqual([]);
  });

  it('? opens the list of the shortcuts, which the keyboard button opens too', async () => {
    const user = userEvent.setup();
    libraryServer([makeAudioItem(1, 'a.wav', 1)]);
    renderPage();
    await screen.findByRole('button', { name: 'a.wav' });
    await user.keyboard('?');
    const help = await screen.findByRole('dialog', { name: 'Keyboard shortcuts' });
    const terms = within(help)
      .getAllByRole('term')
      .map((term) => term.textContent);
    const meanings = within(help)
      .getAllByRole('definition')
      .map((text) => text.textContent);
    expect(terms).toEqual(['/', 'X', 'S', 'E', 'T', '?']);
    expect(meanings).toEqual([
      'Go to the search box',
      'Select or unselect the focused file',
      'Star or unstar the focused file',
      'Archive or restore the focused file',
      'Tags… of the focused file',
      'Show or hide this list',
    ]);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog', { name: 'Keyboard shortcuts' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Keyboard shortcuts' }));
    expect(screen.getByRole('dialog', { name: 'Keyboard shortcuts' })).toBeInTheDocument();
  });
});
