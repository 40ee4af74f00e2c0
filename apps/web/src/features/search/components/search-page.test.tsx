import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { TSearchFileHit } from '@transcribe/contract';
import { beforeEach, describe, expect, it } from 'vitest';
import { catalogueRoutes, FAST_ACCURACY, mode } from '@/test/catalogue-fixture';
import { type FakeRequest, fakeApi } from '@/test/fake-api';
import { makeTag } from '@/test/fake-tags';
import { renderApp } from '@/test/render';
import { SearchBox } from './search-box';
import { SearchPage } from './search-page';

const passage = (id: number, start: number, speaker: string, snippet: string, word: string) => ({
  audio_transcript_data_segment_id: id,
  audio_transcript_data_segment_start_time: start,
  audio_transcript_data_segment_end_time: start + 4,
  audio_transcript_data_segment_speaker: speaker,
  snippet,
  highlights: [{ start: snippet.indexOf(word), end: snippet.indexOf(word) + word.length }],
});
const hit = (id: number, name: string, segments: TSearchFileHit['segments'], count = segments.length) => ({
  audio_id: id,
  file_name: name,
  file_name_highlights: [],
  file_folder_id: 1,
  audio_create_date: '2026-03-04T10:00:00.000Z',
  audio_transcript_id: id * 10,
  segment_match_count: count,
  segments,
});
const BOARD = hit(
  5,
  'Board meeting.wav',
  [
    passage(3, 65, 'Ann', 'The budget is ready.', 'budget'),
    passage(9, 125, 'Ben', 'Budgets grow every year.', 'Budgets'),
  ],
  4,
);
const CALL = hit(6, 'Call.wav', [passage(1, 2, 'Speaker 1', 'No budget left', 'budget')]);

const catalogue = catalogueRoutes([mode(2, 'Fast', FAST_ACCURACY)]);
let calls: FakeRequest[];
/** The server's answer to each search: 45 files in all for "budget", none for anything else. */
beforeEach(() => {
  calls = fakeApi((request) => {
    const url = new URL(request.path, 'http://x');
    if (url.pathname === '/api/v1/tag')
      return { json: { success: true, data: [makeTag(1, 'Clients'), makeTag(2, 'Urgent')] } };
    const fixed = catalogue[`${request.method} ${request.path}`];
    if (fixed) return fixed();
    if (url.pathname !== '/api/v1/search') return { status: 404 };
    const page = Number(url.searchParams.get('page'));
    const pageSize = Number(url.searchParams.get('page_size'));
    const found = url.searchParams.get('q') === 'budget' && url.searchParams.get('status') !== 'failed';
    const data = { words: ['budget'], page, page_size: pageSize, total: found ? 45 : 0 };
    return {
      json: { success: true, data: { ...data, results: found ? (page === 1 ? [BOARD] : [CALL]) : [] } },
    };
  });
});

const searches = () => calls.filter((c) => c.path.startsWith('/api/v1/search')).map((c) => c.path);
const location = () => screen.getByTestId('location').textContent;
const renderPage = (route: string) =>
  renderApp(
    <>
      <SearchBox />
      <SearchPage />
    </>,
    { route },
  );

describe('the search results page', () => {
  it("asks for the address's words and filters, and shows each file's passages with speaker and time", async () => {
    const user = userEvent.setup();
    renderPage('/dashboard/search?q=budget&tag=1&status=completed&sort=name');
    expect(await screen.findByRole('heading', { name: 'Results for “budget”' })).toBeInTheDocument();
    await screen.findByText('Board meeting.wav');
    // The sort of a file list stays out: results come best first.
    expect(searches()).toEqual(['/api/v1/search?q=budget&tag=1&status=completed&page=1&page_size=20']);
    expect(screen.getByText('45 files found')).toBeInTheDocument();
    expect(screen.getByRole('searchbox')).toHaveValue('budget');

    const passages = within(screen.getByRole('list', { name: 'Matches in Board meeting.wav' })).getAllByRole(
      'link',
    );
    expect(passages.map((link) => link.getAttribute('aria-label'))).toEqual([
      'Open at 1:05, Ann: The budget is ready.',
      'Open at 2:05, Ben: Budgets grow every year.',
    ]);
    expect(passages[1]).toHaveTextContent('2:05Ben');
    expect([...(passages[1] as HTMLElement).querySelectorAll('mark')].map((m) => m.textContent)).toEqual([
      'Budgets',
    ]);
    expect(screen.getByText('and 2 more matches')).toBeInTheDocument();

    await user.click(passages[1] as HTMLElement);
    expect(location()).toBe('/dashboard/transcript/5?t=125&hl=budget+budgets');
  });

  it('pages through the results, the page in the address', async () => {
    const user = userEvent.setup();
    renderPage('/dashboard/search?q=budget');
    await screen.findByText('Board meeting.wav');
    const pages = screen.getByRole('navigation', { name: 'Result pages' });
    expect(within(pages).getByText('Page 1 of 3')).toBeInTheDocument();
    expect(within(pages).getByRole('button', { name: 'Previous' })).toBeDisabled();

    await user.click(within(pages).getByRole('button', { name: 'Next' }));
    await screen.findByText('Call.wav');
    expect(screen.queryByText('Board meeting.wav')).toBeNull();
    expect(location()).toBe('/dashboard/search?q=budget&page=2');
    expect(searches().at(-1)).toBe('/api/v1/search?q=budget&page=2&page_size=20');
    expect(within(pages).getByText('Page 2 of 3')).toBeInTheDocument();
    expect(screen.getByText('45 files found')).toHaveFocus();
  });

  it("has the file list's filters and the Archive, each change in the address from the first page", async () => {
    const user = userEvent.setup();
    renderPage('/dashboard/search?q=budget&page=2');
    await screen.findByText('Call.wav');
    await user.click(screen.getByRole('button', { name: 'Starred only' }));
    await screen.findByText('Board meeting.wav');
    expect(location()).toBe('/dashboard/search?q=budget&starred=true');
    await user.click(screen.getByRole('button', { name: 'In the Archive' }));
    expect(await screen.findByText('In the Archive: archived files only.')).toBeInTheDocument();
    expect(location()).toBe('/dashboard/search?q=budget&starred=true&archived=true');

    await user.click(screen.getByRole('button', { name: 'Filters 1 filter set' }));
    const panel = within(await screen.findByRole('region', { name: 'Filter results' }));
    await user.click(await panel.findByRole('checkbox', { name: 'Urgent' }));
    await user.selectOptions(panel.getByRole('combobox', { name: 'Status' }), 'Failed');
    expect(location()).toBe('/dashboard/search?q=budget&starred=true&archived=true&tag=2&status=failed');
    expect(searches().at(-1)).toBe(
      '/api/v1/search?q=budget&tag=2&status=failed&starred=true&archived=true&page=1&page_size=20',
    );
    expect(await screen.findByText('Nothing found for “budget” with these filters.')).toBeInTheDocument();

    await user.click(screen.getAllByRole('button', { name: 'Clear filters' })[0] as HTMLElement);
    await screen.findByText('Board meeting.wav');
    expect(location()).toBe('/dashboard/search?q=budget&archived=true');
  });

  it('asks for words when the address has none, and says when nothing matched', async () => {
    const { unmount } = renderPage('/dashboard/search');
    expect(
      screen.getByText('Type words in the search box above and press Enter to search your whole library.'),
    ).toBeInTheDocument();
    expect(searches()).toEqual([]);
    unmount();
    renderPage('/dashboard/search?q=zebra');
    expect(await screen.findByText('Nothing found for “zebra”.')).toBeInTheDocument();
  });
});

describe("Enter in the header's search box", () => {
  const renderBox = (route: string) => renderApp(<SearchBox />, { route });

  it("opens the results page for the whole library with the file list's filters, not its folder or sort", async () => {
    const user = userEvent.setup();
    renderBox('/dashboard/?folder=3&tag=1&tag=2&reviewed_max=99&sort=name&order=asc');
    await user.type(screen.getByRole('searchbox'), ' budget {Enter}');
    expect(location()).toBe('/dashboard/search?q=budget&tag=1&tag=2&reviewed_max=99');
    expect(screen.queryByRole('region', { name: 'Search results' })).toBeNull();
  });

  it('searches the Archive from the Archive, and leaves the filters of other pages behind', async () => {
    const user = userEvent.setup();
    const { unmount } = renderBox('/dashboard/archive?status=failed');
    await user.type(screen.getByRole('searchbox'), 'budget{Enter}');
    expect(location()).toBe('/dashboard/search?q=budget&status=failed&archived=true');
    unmount();
    renderBox('/dashboard/transcript/5?t=3');
    await user.type(screen.getByRole('searchbox'), 'budget{Enter}');
    expect(location()).toBe('/dashboard/search?q=budget');
  });

  it('leaves the drop-down of quick jumps as it was while typing, with a way to every result', async () => {
    const user = userEvent.setup();
    renderBox('/dashboard/?starred=true');
    await user.type(screen.getByRole('searchbox'), 'budget');
    const dropDown = await screen.findByRole('region', { name: 'Search results' });
    await within(dropDown).findByText('Board meeting.wav');
    expect(searches()).toEqual(['/api/v1/search?q=budget&page=1&page_size=8']);
    await user.click(within(dropDown).getByRole('link', { name: 'See all results (Enter)' }));
    expect(location()).toBe('/dashboard/search?q=budget&starred=true');
  });
});
