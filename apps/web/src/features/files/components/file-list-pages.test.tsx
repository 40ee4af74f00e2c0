import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { TAudioItem } from '@transcribe/contract';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FILE_PAGE_SIZE } from '@/api/audio/audio-page-path';
import { storeTokens } from '@/lib/tokens';
import { makeAudioItem, makeTranscript } from '@/test/audio-items';
import { type FakeRequest, type FakeResponse, fail, fakeApi, makeUser } from '@/test/fake-api';
import { renderApp } from '@/test/render';
import { bulkRoutes } from '../testing/bulk-server';
import { FileListPage } from './file-list-page';

const FOLDERS = [{ folder_id: 1, folder_name: 'root', folder_parent_id: 0, folder_children: [] }];

/**
 * A server that pages as GET /api/v1/audio does: `limit` files after `cursor` (here the index to start at),
 * with the next cursor while more follow. `failPage` answers 502 for that cursor once.
 */
function pagingServer(
  files: TAudioItem[],
  options: { failPage?: string; extra?: (request: FakeRequest) => FakeResponse | undefined } = {},
) {
  storeTokens({ login_access_token: 'a1', login_refresh_token: 'r1' });
  let failPage = options.failPage;
  return fakeApi((request) => {
    const early = options.extra?.(request);
    if (early) return early;
    const { path } = request;
    if (path === '/api/v1/auth/authenticated')
      return { json: { success: true, message: 'ok', data: { authenticated: true, user_id: 7 } } };
    if (path === '/api/v1/user/me') return { json: { success: true, data: makeUser() } };
    if (path === '/api/v1/folder') return { json: { success: true, data: FOLDERS } };
    if (path.startsWith('/api/v1/audio/count?'))
      return { json: { success: true, data: { audio_count: files.length } } };
    if (path.startsWith('/api/v1/audio?')) {
      const query = new URL(path, 'http://test').searchParams;
      const cursor = query.get('cursor');
      if (cursor !== null && cursor === failPage) {
        failPage = undefined;
        return fail(502, 'INTERNAL', 'Something went wrong on the server.');
      }
      const start = Number(cursor ?? 0);
      const end = start + Number(query.get('limit'));
      const next = end < files.length ? String(end) : null;
      return { json: { success: true, data: files.slice(start, end), next_cursor: next } };
    }
    return fail(404, 'NOT_FOUND', 'Not found.');
  });
}

const files = (count: number) =>
  Array.from({ length: count }, (_, i) => makeAudioItem(i + 1, `call-${i + 1}.wav`, 1));

const listCalls = (calls: { path: string }[]) => calls.filter((c) => c.path.startsWith('/api/v1/audio?'));

/**
 * Scrolls the window (the list's scroller) so that row `index` is drawn. jsdom has no layout: elements
 * are made to move up as the page scrolls, as they do in a browser, so the list keeps its place on the page.
 */
function scrollToRow(index: number) {
  act(() => {
    Object.defineProperty(window, 'scrollY', { value: index * 57, configurable: true });
    window.dispatchEvent(new Event('scroll'));
  });
}

beforeEach(() => {
  vi.spyOn(Element.prototype, 'getBoundingClientRect').mockImplementation(() =>
    DOMRect.fromRect({ x: 0, y: -window.scrollY, width: 1024, height: 0 }),
  );
});

const renderPage = (route = '/dashboard/') =>
  renderApp(<FileListPage title={<h1>Recent Files</h1>} />, { route });

afterEach(() => {
  Object.defineProperty(window, 'scrollY', { value: 0, configurable: true });
  vi.restoreAllMocks();
});

describe('file list in pages', () => {
  it('reads the first page only, and the next when the list nears its end', async () => {
    const calls = pagingServer(files(FILE_PAGE_SIZE + 50));
    renderPage();
    expect(await screen.findByRole('button', { name: 'call-1.wav' })).toBeInTheDocument();
    expect(listCalls(calls).map((c) => c.path)).toEqual([`/api/v1/audio?limit=${FILE_PAGE_SIZE}`]);
    expect(screen.getByRole('table')).toHaveAttribute('aria-rowcount', '-1');

    scrollToRow(FILE_PAGE_SIZE - 10);
    await waitFor(() => expect(listCalls(calls)).toHaveLength(2));
    expect(listCalls(calls)[1]?.path).toBe(`/api/v1/audio?limit=${FILE_PAGE_SIZE}&cursor=${FILE_PAGE_SIZE}`);
    scrollToRow(FILE_PAGE_SIZE + 40);
    expect(
      await screen.findByRole('button', { name: `call-${FILE_PAGE_SIZE + 50}.wav` }),
    ).toBeInTheDocument();
    // The last page says so: nothing more is asked for, and the row count is known.
    expect(screen.getByRole('table')).toHaveAttribute('aria-rowcount', String(FILE_PAGE_SIZE + 51));
    expect(listCalls(calls)).toHaveLength(2);
  });

  it('"select all" ticks the loaded files, then offers every file of the view, counted, without reading its pages', async () => {
    const user = userEvent.setup();
    const bulk = bulkRoutes([{ bulk_status: 'running', bulk_total: FILE_PAGE_SIZE * 2 + 4 }]);
    const calls = pagingServer(files(FILE_PAGE_SIZE * 2 + 5), { extra: bulk.handle });
    renderPage('/dashboard/?starred=true&tag=4&tag=6&sort=name');
    await screen.findByRole('button', { name: 'call-1.wav' });
    const selectAll = screen.getByRole('checkbox', { name: 'Select all files' });
    // Every loaded file ticked is still only some of the list.
    await user.click(selectAll);
    const bar = await screen.findByRole('region', { name: 'Selected files' });
    expect(bar).toHaveTextContent(`${FILE_PAGE_SIZE} selected`);
    expect(selectAll).toHaveAttribute('aria-checked', 'mixed');

    // The view's files are counted (its filters, not its sort), not read.
    await user.click(
      await within(bar).findByRole('button', {
        name: `Select all ${FILE_PAGE_SIZE * 2 + 5} files of this view`,
      }),
    );
    expect(calls.map((c) => c.path)).toContain('/api/v1/audio/count?tag=4&tag=6&starred=true');
    expect(bar).toHaveTextContent(`${FILE_PAGE_SIZE * 2 + 5} selected`);
    expect(bar).toHaveTextContent('Every file of this view is selected');
    expect(selectAll).toBeChecked();
    expect(listCalls(calls)).toHaveLength(1);
    // A file unticked now is left out of the work.
    await user.click(screen.getByRole('checkbox', { name: 'Select call-2.wav' }));
    expect(bar).toHaveTextContent(`${FILE_PAGE_SIZE * 2 + 4} selected`);
    expect(bar).toHaveTextContent('Every file of this view is selected but 1');

    await user.click(within(bar).getByRole('button', { name: 'More actions' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Star' }));
    const progress = await screen.findByRole('dialog', { name: 'Starring files' });
    expect(progress).toHaveTextContent(`0 of ${FILE_PAGE_SIZE * 2 + 4} files done.`);
    expect(bulk.started).toEqual([
      {
        selection: { matching: { tag: ['4', '6'], starred: 'true' }, except_ids: [2] },
        operation: { action: 'star' },
      },
    ]);
    expect(listCalls(calls)).toHaveLength(1);
    expect(screen.queryByRole('region', { name: 'Selected files' })).not.toBeInTheDocument();
  });

  it('a page that fails says so below the list, and Retry reads it', async () => {
    const user = userEvent.setup();
    pagingServer(files(FILE_PAGE_SIZE + 3), { failPage: String(FILE_PAGE_SIZE) });
    renderPage();
    await screen.findByRole('button', { name: 'call-1.wav' });
    scrollToRow(FILE_PAGE_SIZE - 5);
    const alert = (await screen.findByText('Could not load more files.')).closest('[role="alert"]');
    if (!(alert instanceof HTMLElement)) throw new Error('no alert around the message');
    // The loaded files stay.
    expect(screen.getByRole('button', { name: `call-${FILE_PAGE_SIZE}.wav` })).toBeInTheDocument();
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('button', { name: `call-${FILE_PAGE_SIZE + 3}.wav` })).toBeInTheDocument();
    expect(screen.queryByText('Could not load more files.')).not.toBeInTheDocument();
  });

  it("a refetch reads every loaded page again from the first, with the server's answers", async () => {
    const list = files(FILE_PAGE_SIZE + 2);
    const calls = pagingServer(list);
    const { queryClient } = renderPage();
    await screen.findByRole('button', { name: 'call-1.wav' });
    scrollToRow(FILE_PAGE_SIZE - 5);
    await waitFor(() => expect(listCalls(calls)).toHaveLength(2));
    list[FILE_PAGE_SIZE] = makeAudioItem(FILE_PAGE_SIZE + 1, 'renamed.wav', 1, [
      makeTranscript(9, 'transcribing', 40),
    ]);
    await act(() => queryClient.invalidateQueries({ queryKey: ['audio'] }));
    expect(
      listCalls(calls)
        .slice(2)
        .map((c) => c.path),
    ).toEqual([
      `/api/v1/audio?limit=${FILE_PAGE_SIZE}`,
      `/api/v1/audio?limit=${FILE_PAGE_SIZE}&cursor=${FILE_PAGE_SIZE}`,
    ]);
    scrollToRow(FILE_PAGE_SIZE);
    expect(await screen.findByRole('button', { name: 'renamed.wav' })).toBeInTheDocument();
  });
});
