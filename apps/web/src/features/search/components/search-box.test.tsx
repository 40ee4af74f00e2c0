import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { type FakeRequest, fakeApi } from '@/test/fake-api';
import { renderApp } from '@/test/render';
import { SearchBox } from './search-box';

const segment = (
  id: number,
  start: number,
  snippet: string,
  highlights: { start: number; end: number }[],
) => ({
  audio_transcript_data_segment_id: id,
  audio_transcript_data_segment_start_time: start,
  audio_transcript_data_segment_end_time: start + 4,
  audio_transcript_data_segment_speaker: 'Speaker 1',
  snippet,
  highlights,
});
const file = (id: number, name: string, segments: ReturnType<typeof segment>[], count = segments.length) => ({
  audio_id: id,
  file_name: name,
  file_name_highlights: [],
  file_folder_id: 1,
  audio_create_date: '2026-01-02T03:04:05.000Z',
  audio_transcript_id: id * 10,
  segment_match_count: count,
  segments,
});
const PAGE_1 = [
  file(
    5,
    'Board meeting.wav',
    [
      segment(3, 65, 'The budget is <b>ready</b>.', [{ start: 4, end: 10 }]),
      segment(9, 125, 'Budgets grow.', [{ start: 0, end: 7 }]),
    ],
    4,
  ),
];
const PAGE_2 = [file(6, 'Call.wav', [segment(1, 2, 'No budget left', [{ start: 3, end: 9 }])])];

let calls: FakeRequest[];
beforeEach(() => {
  calls = fakeApi(({ path }) => {
    const url = new URL(path, 'http://x');
    if (url.pathname !== '/api/v1/search') return { status: 404 };
    const page = Number(url.searchParams.get('page'));
    const pageSize = Number(url.searchParams.get('page_size'));
    const q = url.searchParams.get('q');
    if (q === 'the') {
      // A word found in most files: answered from the most recent ones, which `total` counts.
      const data = { words: ['the'], page, page_size: pageSize, total: 1, total_is_capped: true };
      return { json: { success: true, data: { ...data, results: PAGE_2 } } };
    }
    const results = q === 'budget' ? (page === 1 ? PAGE_1 : PAGE_2) : [];
    return {
      json: {
        success: true,
        data: {
          words: ['budget'],
          page,
          page_size: pageSize,
          total: results.length ? pageSize + 1 : 0,
          total_is_capped: false,
          results,
        },
      },
    };
  });
});

function renderBox() {
  return renderApp(
    <>
      <label>
        Notes <input />
      </label>
      <SearchBox />
    </>,
    { route: '/dashboard' },
  );
}

describe('dashboard search box', () => {
  it('says all it searches where there is room, and just “Search” on a phone', () => {
    const narrow = (wide: boolean) =>
      vi.stubGlobal('matchMedia', (query: string) => ({
        matches: wide,
        media: query,
        addEventListener: () => undefined,
        removeEventListener: () => undefined,
      }));
    narrow(true);
    const { unmount } = renderBox();
    expect(screen.getByRole('searchbox')).toHaveAttribute('placeholder', 'Search files and transcripts');
    unmount();
    narrow(false);
    renderBox();
    expect(screen.getByRole('searchbox')).toHaveAttribute('placeholder', 'Search');
  });

  it("focuses on '/' unless the person is typing in a field", async () => {
    const user = userEvent.setup();
    renderBox();
    const search = screen.getByRole('searchbox', { name: 'Search your files and transcripts' });
    await user.type(screen.getByRole('textbox', { name: 'Notes' }), 'a/b');
    expect(screen.getByRole('textbox', { name: 'Notes' })).toHaveValue('a/b');
    expect(search).not.toHaveFocus();
    await user.click(document.body);
    await user.keyboard('/');
    expect(search).toHaveFocus();
    expect(search).toHaveValue('');
  });

  it('shows results grouped by file with the words marked, pages on, and opens the viewer at a match', async () => {
    const user = userEvent.setup();
    renderBox();
    await user.keyboard('/');
    await user.keyboard('budget');
    const results = await screen.findByRole('region', { name: 'Search results' });
    await within(results).findByText('Board meeting.wav');
    expect(calls.filter((c) => c.path.startsWith('/api/v1/search'))).toHaveLength(1);
    expect(calls[0]?.path).toBe('/api/v1/search?q=budget&page=1&page_size=8');

    const matches = within(results).getByRole('list', { name: 'Matches in Board meeting.wav' });
    const first = within(matches).getAllByRole('link')[0] as HTMLElement;
    expect(first).toHaveTextContent('1:05');
    // The snippet is text: markup in a transcript shows as typed, and only the matched word is marked.
    expect(first).toHaveTextContent('The budget is <b>ready</b>.');
    expect(first.querySelector('b')).toBeNull();
    expect([...first.querySelectorAll('mark')].map((m) => m.textContent)).toEqual(['budget']);
    expect(within(results).getByText('and 2 more matches')).toBeInTheDocument();
    expect(screen.getByText('9 files found')).toBeInTheDocument();
    expect(within(results).queryByText(/showing your most recent ones/)).toBeNull();

    await user.click(within(results).getByRole('button', { name: 'Show more results' }));
    await within(results).findByText('Call.wav');
    expect(within(results).queryByRole('button', { name: 'Show more results' })).toBeNull();

    await user.click(first);
    expect(screen.getByTestId('location')).toHaveTextContent(
      '/dashboard/transcript/5?t=65&hl=budget+budgets',
    );
    expect(screen.queryByRole('region', { name: 'Search results' })).toBeNull();
  });

  it('says when a word found in most files is answered from the most recent ones', async () => {
    const user = userEvent.setup();
    renderBox();
    await user.type(screen.getByRole('searchbox'), 'the');
    const results = await screen.findByRole('region', { name: 'Search results' });
    await within(results).findByText('Call.wav');
    expect(screen.getByText('1 recent file found; more files match')).toBeInTheDocument();
    expect(
      within(results).getByText(
        'Found in many files: showing your most recent ones. Add a word to narrow the search.',
      ),
    ).toBeVisible();
    expect(within(results).queryByRole('button', { name: 'Show more results' })).toBeNull();
  });

  it('says when nothing matched, and Escape closes the results', async () => {
    const user = userEvent.setup();
    renderBox();
    await user.type(screen.getByRole('searchbox'), 'zebra');
    expect(await screen.findByText('Nothing found for “zebra”.')).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('region', { name: 'Search results' })).toBeNull();
    expect(screen.getByRole('searchbox')).toHaveFocus();
  });
});
