import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { type FakeResponse, fail, fakeApi } from '@/test/fake-api';
import { InsightViewer } from '@/test/insight-viewer';
import { renderApp } from '@/test/render';

const EXPORT = '/api/v1/audio/transcript/export/11';

/** Exports wait for `release`; the browser's save is caught instead of followed. */
function serveExports() {
  let release: (answer: FakeResponse) => void = () => undefined;
  const calls = fakeApi(({ path }) =>
    path === EXPORT
      ? new Promise<FakeResponse>((resolve) => {
          release = resolve;
        })
      : fail(404, 'NOT_FOUND', 'Not found.'),
  );
  vi.stubGlobal(
    'URL',
    Object.assign(URL, { createObjectURL: () => 'blob:x', revokeObjectURL: () => undefined }),
  );
  const saved = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
  return { calls, saved, release: (answer: FakeResponse) => release(answer) };
}

/** Phone or desktop: what `(min-width: 768px)` answers. */
function screenWidth(wide: boolean) {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: wide,
    media: query,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  }));
}

describe('transcript actions', () => {
  it('export one format at a time, with the spinner and the preparing toast', async () => {
    const user = userEvent.setup();
    screenWidth(true);
    const { calls, saved, release } = serveExports();
    renderApp(<InsightViewer />);
    const aside = screen.getByRole('complementary', { name: 'Actions' });
    expect(
      within(aside)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual([
      'PDF',
      'DOCX',
      'TXT',
      'CSV',
      'SRT',
      'VTT',
      'ASS',
      'Get Summary',
      'Get Key Notes',
      'View Analytics',
      'Ask a question',
    ]);
    expect(within(aside).getByLabelText('Timestamps')).toBeInTheDocument();

    await user.click(within(aside).getByRole('button', { name: 'PDF' }));
    expect(await screen.findByText('Preparing PDF export...')).toBeInTheDocument();
    expect(within(aside).getByRole('button', { name: 'PDF' })).toHaveAttribute('aria-busy', 'true');
    expect(calls).toEqual([
      expect.objectContaining({
        method: 'POST',
        path: EXPORT,
        body: { audio_transcript_export_type: 'pdf' },
      }),
    ]);

    await user.click(within(aside).getByRole('button', { name: 'CSV' }));
    expect(await screen.findByText('An export is already in progress.')).toBeInTheDocument();
    expect(calls).toHaveLength(1);

    release({ json: 'bytes' });
    await vi.waitFor(() => expect(saved).toHaveBeenCalledTimes(1));
    expect(within(aside).getByRole('button', { name: 'PDF' })).toHaveAttribute('aria-busy', 'false');
    await user.click(within(aside).getByRole('button', { name: 'CSV' }));
    expect(await screen.findByText('Preparing CSV export...')).toBeInTheDocument();
    expect(calls[1]?.body).toEqual({ audio_transcript_export_type: 'csv' });
  });

  it("show the server's message when an export fails", async () => {
    const user = userEvent.setup();
    screenWidth(true);
    const { release, saved } = serveExports();
    renderApp(<InsightViewer />);
    await user.click(screen.getByRole('button', { name: 'SRT' }));
    release(fail(422, 'EXPORT_FAILED', 'This transcript has no segments.'));
    expect(await screen.findByText('This transcript has no segments.')).toBeInTheDocument();
    expect(saved).not.toHaveBeenCalled();
  });

  it('on a phone, put the sidebar in an Actions modal that choosing an insight closes', async () => {
    const user = userEvent.setup();
    screenWidth(false);
    serveExports();
    renderApp(<InsightViewer />);
    expect(screen.queryByRole('complementary')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'PDF' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Actions' }));
    const dialog = await screen.findByRole('dialog', { name: 'Actions' });
    expect(within(dialog).getByRole('button', { name: 'PDF' })).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Timestamps')).toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'View Analytics' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Analytics', selected: true })).toBeInTheDocument();
  });
});
