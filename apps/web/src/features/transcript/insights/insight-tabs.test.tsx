import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { type FakeResponse, fail, fakeApi } from '@/test/fake-api';
import { InsightViewer } from '@/test/insight-viewer';
import { renderApp } from '@/test/render';

const SUMMARY = '/api/v1/audio/transcript/summary/11';
const KEY_NOTES = '/api/v1/audio/transcript/keynotes/11';

function serve(answers: Record<string, FakeResponse>) {
  return fakeApi(({ path }) => answers[path] ?? fail(404, 'NOT_FOUND', 'Not found.'));
}

const tabNames = () => screen.getAllByRole('tab').map((tab) => tab.textContent);
const selected = () => screen.getByRole('tab', { selected: true }).textContent;

describe('insight tabs', () => {
  it('start with Transcription alone; the sidebar opens tabs that stay until closed', async () => {
    const user = userEvent.setup();
    serve({
      [SUMMARY]: { json: { success: true, data: { audio_transcript_summary: 'A short call.' } } },
      [KEY_NOTES]: { json: { success: true, data: { audio_transcript_keynotes: ['Refund'] } } },
    });
    renderApp(<InsightViewer />);
    expect(tabNames()).toEqual(['Transcription']);
    expect(screen.queryByRole('button', { name: /^Close/ })).not.toBeInTheDocument();
    expect(screen.getByRole('tabpanel', { name: 'Transcription' })).toHaveTextContent('Hello and welcome.');

    await user.click(screen.getByRole('button', { name: 'Get Key Notes' }));
    await user.click(screen.getByRole('button', { name: 'Get Summary' }));
    await user.click(screen.getByRole('button', { name: 'View Analytics' }));
    expect(tabNames()).toEqual(['Transcription', 'Summary', 'Key Notes', 'Analytics']);
    expect(selected()).toBe('Analytics');

    await user.click(screen.getByRole('tab', { name: 'Summary' }));
    expect(await screen.findByText('A short call.')).toBeVisible();
    expect(screen.getByRole('tabpanel', { name: 'Summary' })).toBeVisible();
    expect(screen.getByText('Hello and welcome.')).not.toBeVisible();

    // Closing the tab shown returns to Transcription; the others stay.
    await user.click(screen.getByRole('button', { name: 'Close Summary' }));
    expect(tabNames()).toEqual(['Transcription', 'Key Notes', 'Analytics']);
    expect(selected()).toBe('Transcription');
    expect(screen.getByRole('tab', { name: 'Transcription' })).toHaveFocus();
    expect(screen.getByText('Hello and welcome.')).toBeVisible();
  });

  it('move with the arrow keys, Home and End, and close with Delete', async () => {
    const user = userEvent.setup();
    serve({});
    renderApp(<InsightViewer />);
    await user.click(screen.getByRole('button', { name: 'Get Summary' }));
    await user.click(screen.getByRole('button', { name: 'View Analytics' }));
    const tab = (name: string) => screen.getByRole('tab', { name });

    await user.click(tab('Transcription'));
    expect(tab('Transcription')).toHaveAttribute('tabindex', '0');
    expect(tab('Summary')).toHaveAttribute('tabindex', '-1');
    await user.keyboard('{ArrowRight}');
    expect(tab('Summary')).toHaveFocus();
    expect(selected()).toBe('Summary');
    await user.keyboard('{ArrowRight}{ArrowRight}');
    expect(tab('Transcription')).toHaveFocus();
    await user.keyboard('{ArrowLeft}');
    expect(tab('Analytics')).toHaveFocus();
    await user.keyboard('{Home}');
    expect(selected()).toBe('Transcription');
    await user.keyboard('{End}');
    expect(selected()).toBe('Analytics');
    expect(tab('Analytics')).toHaveAttribute('aria-controls', screen.getByRole('tabpanel').id);

    await user.keyboard('{Delete}');
    expect(tabNames()).toEqual(['Transcription', 'Summary']);
    expect(tab('Transcription')).toHaveFocus();
  });

  it('fetch the summary once, however often its tab is closed and opened again', async () => {
    const user = userEvent.setup();
    const calls = serve({
      [SUMMARY]: { json: { success: true, data: { audio_transcript_summary: '  Order was late.  ' } } },
    });
    renderApp(<InsightViewer />);
    expect(calls).toHaveLength(0);
    for (let round = 0; round < 3; round++) {
      await user.click(screen.getByRole('button', { name: 'Get Summary' }));
      expect(await screen.findByText('Order was late.')).toBeInTheDocument();
      await user.click(screen.getByRole('button', { name: 'Close Summary' }));
    }
    expect(calls.filter((c) => c.path === SUMMARY)).toHaveLength(1);
  });

  it('show key notes trimmed, without empties and repeats', async () => {
    const user = userEvent.setup();
    serve({
      [KEY_NOTES]: {
        json: {
          success: true,
          data: { audio_transcript_keynotes: [' Refund issued ', 'refund issued', '', 'Late', 'Angry'] },
        },
      },
    });
    renderApp(<InsightViewer />);
    await user.click(screen.getByRole('button', { name: 'Get Key Notes' }));
    const panel = screen.getByRole('tabpanel', { name: 'Key Notes' });
    const list = await within(panel).findByRole('list');
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Refund issued', 'Late', 'Angry']);
  });

  it("say 'Failed to load summary' and 'Failed to load key notes' when the server fails", async () => {
    const user = userEvent.setup();
    serve({ [SUMMARY]: fail(500, 'INTERNAL', 'Boom.'), [KEY_NOTES]: fail(500, 'INTERNAL', 'Boom.') });
    renderApp(<InsightViewer />);
    await user.click(screen.getByRole('button', { name: 'Get Summary' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load summary');
    await user.click(screen.getByRole('button', { name: 'Get Key Notes' }));
    const panel = screen.getByRole('tabpanel', { name: 'Key Notes' });
    expect(await within(panel).findByRole('alert')).toHaveTextContent('Failed to load key notes');
  });

  it('treat an answer outside the contract as a failure', async () => {
    const user = userEvent.setup();
    serve({
      [SUMMARY]: { json: { success: true, data: { summary: 'Other name.' } } },
      [KEY_NOTES]: { json: { success: true, data: { audio_transcript_keynotes: 'One\nTwo' } } },
    });
    renderApp(<InsightViewer />);
    await user.click(screen.getByRole('button', { name: 'Get Summary' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load summary');
    await user.click(screen.getByRole('button', { name: 'Get Key Notes' }));
    const panel = screen.getByRole('tabpanel', { name: 'Key Notes' });
    expect(await within(panel).findByRole('alert')).toHaveTextContent('Failed to load key notes');
  });

  it('say so when there is nothing to show', async () => {
    const user = userEvent.setup();
    serve({
      [SUMMARY]: { json: { success: true, data: { audio_transcript_summary: ' ' } } },
      [KEY_NOTES]: { json: { success: true, data: { audio_transcript_keynotes: [] } } },
    });
    renderApp(<InsightViewer />);
    await user.click(screen.getByRole('button', { name: 'Get Summary' }));
    expect(await screen.findByText('No summary is available for this transcript yet.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Get Key Notes' }));
    expect(await screen.findByText('No key notes were found in this transcript.')).toBeInTheDocument();
  });
});
