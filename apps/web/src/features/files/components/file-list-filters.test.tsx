import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useNavigate } from 'react-router';
import { describe, expect, it } from 'vitest';
import { makeAudioItem } from '@/test/audio-items';
import { catalogueRoutes, FAST_ACCURACY, mode } from '@/test/catalogue-fixture';
import type { FakeRequest } from '@/test/fake-api';
import { makeTag } from '@/test/fake-tags';
import { renderApp } from '@/test/render';
import { libraryServer } from '../testing/library-server';
import { FileListPage } from './file-list-page';

const catalogue = catalogueRoutes([mode(2, 'Fast', FAST_ACCURACY), mode(4, 'Accurate', FAST_ACCURACY)]);
const TAGS = () => [makeTag(1, 'Clients'), makeTag(2, 'Urgent', '#dc2626')];

function serve(files = [makeAudioItem(1, 'call.wav', 3)]) {
  return libraryServer(files, TAGS(), (request) => catalogue[`${request.method} ${request.path}`]?.());
}

function Back() {
  const navigate = useNavigate();
  return (
    <button type="button" onClick={() => void navigate(-1)}>
      Back
    </button>
  );
}

const renderPage = (route: string) =>
  renderApp(
    <>
      <FileListPage title={<h1>Drafts</h1>} />
      <Back />
    </>,
    { route },
  );

const location = () => screen.getByTestId('location').textContent;
const lastList = (calls: FakeRequest[]) =>
  calls.filter((c) => c.path.startsWith('/api/v1/audio?')).at(-1)?.path;
const panel = async () => within(await screen.findByRole('region', { name: 'Filter files' }));

describe("the file list's filters and sort", () => {
  it("send an address's filters and sort to the server as they are, and show them in the controls", async () => {
    const calls = serve();
    renderPage('/dashboard/?folder=3&tag=1&status=completed&speaker=Ann&reviewed_max=99&sort=name&order=asc');
    await screen.findByText('call.wav');
    expect(lastList(calls)).toBe(
      '/api/v1/audio?limit=100&folder_id=3&tag=1&status=completed&speaker=Ann&reviewed_max=99&sort=name&order=asc',
    );
    expect(screen.getByRole('button', { name: 'Filters 4 filters set' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    const filters = await panel();
    expect(await filters.findByRole('checkbox', { name: 'Clients' })).toBeChecked();
    expect(filters.getByRole('checkbox', { name: 'Urgent' })).not.toBeChecked();
    expect(filters.getByRole('combobox', { name: 'Status' })).toHaveDisplayValue('Completed');
    expect(filters.getByRole('combobox', { name: 'Reviewed' })).toHaveDisplayValue('Not fully reviewed');
    expect(filters.getByRole('combobox', { name: 'Speaker or saved voice' })).toHaveValue('Ann');
    expect(screen.getByRole('combobox', { name: 'Sort' })).toHaveDisplayValue('Name, A to Z');
  });

  it('put each change in the address and ask the server for it; Clear filters keeps the folder and sort', async () => {
    const user = userEvent.setup();
    const calls = serve();
    renderPage('/dashboard/?folder=3');
    await screen.findByText('call.wav');
    await user.click(screen.getByRole('button', { name: 'Filters' }));
    const filters = await panel();
    await user.click(await filters.findByRole('checkbox', { name: 'Urgent' }));
    await user.selectOptions(filters.getByRole('combobox', { name: 'Status' }), 'Failed');
    await filters.findByRole('option', { name: 'French' });
    await user.selectOptions(filters.getByRole('combobox', { name: 'Language' }), 'French');
    await user.selectOptions(filters.getByRole('combobox', { name: 'Mode' }), 'Accurate');
    await user.type(filters.getByRole('combobox', { name: 'Speaker or saved voice' }), ' Ann Lee {Enter}');
    await user.selectOptions(filters.getByRole('combobox', { name: 'Reviewed' }), 'Fully reviewed');
    await user.selectOptions(filters.getByRole('combobox', { name: 'Quality' }), 'Poor');
    await user.type(filters.getByRole('spinbutton', { name: 'At least' }), '2{Enter}');
    await user.type(filters.getByRole('spinbutton', { name: 'At most' }), '1.5');
    await user.tab();
    fireEvent.change(filters.getByLabelText('From'), { target: { value: '2026-12-01' } });
    fireEvent.change(filters.getByLabelText('To'), { target: { value: '2026-12-31' } });
    await user.click(screen.getByRole('button', { name: 'Starred only' }));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Sort' }), 'Longest first');
    const query =
      'folder=3&tag=2&status=failed&language=3&mode=4&speaker=Ann+Lee&reviewed_min=100&quality=poor&duration_min=120' +
      '&duration_max=90&created_from=2026-12-01&created_to=2027-01-01&starred=true&sort=duration&order=desc';
    expect(new URLSearchParams(location()?.split('?')[1]).toString()).toBe(
      new URLSearchParams(query).toString(),
    );
    await waitFor(() => expect(lastList(calls)).toContain('sort=duration'));
    expect(new URL(lastList(calls) ?? '', 'http://test').searchParams.getAll('tag')).toEqual(['2']);
    expect(lastList(calls)).toContain('created_to=2027-01-01');
    expect(screen.getByRole('button', { name: 'Starred only' })).toHaveAttribute('aria-pressed', 'true');

    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(location()).toBe('/dashboard/?folder=3&sort=duration&order=desc');
    await waitFor(() =>
      expect(lastList(calls)).toBe('/api/v1/audio?limit=100&folder_id=3&sort=duration&order=desc'),
    );
    expect(screen.queryByRole('button', { name: 'Clear filters' })).not.toBeInTheDocument();
  });

  it('are undone by the back button, each change being a step of the history', async () => {
    const user = userEvent.setup();
    serve();
    renderPage('/dashboard/?folder=3');
    await screen.findByText('call.wav');
    await user.click(screen.getByRole('button', { name: 'Starred only' }));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Sort' }), 'Oldest first');
    expect(location()).toBe('/dashboard/?folder=3&starred=true&sort=date&order=asc');
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(location()).toBe('/dashboard/?folder=3&starred=true');
    expect(screen.getByRole('combobox', { name: 'Sort' })).toHaveDisplayValue('Newest first');
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(location()).toBe('/dashboard/?folder=3');
    expect(screen.getByRole('button', { name: 'Starred only' })).toHaveAttribute('aria-pressed', 'false');
  });

  it('say that no file matches the filters when none does, not that there are no files', async () => {
    const user = userEvent.setup();
    serve([]);
    renderPage('/dashboard/?folder=3&starred=true');
    expect(await screen.findByText('No file matches the filters.')).toBeInTheDocument();
    expect(screen.queryByText('This folder is empty.')).not.toBeInTheDocument();
    const clear = screen.getAllByRole('button', { name: 'Clear filters' });
    await user.click(clear.at(-1) as HTMLElement);
    expect(await screen.findByText('This folder is empty.')).toBeInTheDocument();
    expect(location()).toBe('/dashboard/?folder=3');
  });
});
