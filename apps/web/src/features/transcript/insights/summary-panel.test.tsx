import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { type FakeResponse, fail, fakeApi } from '@/test/fake-api';
import { renderApp } from '@/test/render';
import { ownTemplate, templateList } from '@/test/summary-templates';
import { SummaryPanel } from './summary-panel';

const SUMMARY = '/api/v1/audio/transcript/summary/11';
const summary = (text: string, id: string | number, name: string, edited = false) => ({
  success: true,
  data: {
    audio_transcript_summary: text,
    audio_transcript_summary_template_id: id,
    audio_transcript_summary_template_name: name,
    audio_transcript_summary_edited: edited,
  },
});
const MINUTES = 'Decisions:\n- Migrate the north first';

function serve({ llm = true, regenerate }: { llm?: boolean; regenerate?: FakeResponse } = {}) {
  return fakeApi(({ method, path, body }) => {
    if (path === '/api/v1/summary-templates') {
      return { json: templateList([ownTemplate(3, 'Risk log', 'List the risks.')], llm) };
    }
    if (path !== SUMMARY) return fail(404, 'NOT_FOUND', 'Not found.');
    if (method === 'GET') return { json: summary('A short call.', 'default', 'Default summary') };
    if (method === 'POST')
      return regenerate ?? { json: summary(MINUTES, 'meeting-minutes', 'Meeting minutes') };
    const text = (body as { audio_transcript_summary: string }).audio_transcript_summary;
    return { json: summary(text, 'default', 'Default summary', true) };
  });
}

describe('the Summary tab', () => {
  it('regenerates the summary with a template picked from the built-in and own ones', async () => {
    const user = userEvent.setup();
    const calls = serve();
    renderApp(<SummaryPanel transcriptId={11} canEdit />);
    expect(await screen.findByText('A short call.')).toBeVisible();
    expect(screen.getByText('Template: Default summary')).toBeVisible();
    const picker = screen.getByLabelText('Template');
    await within(picker).findByRole('option', { name: 'Risk log' });
    expect(
      within(picker)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Default summary', 'Meeting minutes', 'Interview', 'Lecture notes', 'Risk log']);

    await user.selectOptions(picker, 'Meeting minutes');
    await user.click(screen.getByRole('button', { name: 'Regenerate' }));
    expect(await screen.findByText(/Migrate the north first/)).toBeVisible();
    expect(screen.getByText('Template: Meeting minutes')).toBeVisible();
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ template_id: 'meeting-minutes' });

    await user.selectOptions(picker, 'Risk log');
    await user.click(screen.getByRole('button', { name: 'Regenerate' }));
    expect(calls.filter((c) => c.method === 'POST').at(-1)?.body).toEqual({ template_id: 3 });
  });

  it('edits the summary by hand: Save keeps it, Cancel leaves it be', async () => {
    const user = userEvent.setup();
    const calls = serve();
    renderApp(<SummaryPanel transcriptId={11} canEdit />);
    await screen.findByText('A short call.');

    await user.click(screen.getByRole('button', { name: 'Edit by hand' }));
    const text = screen.getByLabelText('Summary text');
    expect(text).toHaveValue('A short call.');
    await user.type(text, ' Nothing else.');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.getByText('A short call.')).toBeVisible();
    expect(calls.filter((c) => c.method === 'PUT')).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Edit by hand' }));
    await user.clear(screen.getByLabelText('Summary text'));
    await user.type(screen.getByLabelText('Summary text'), 'Budget approved.');
    await user.click(screen.getByRole('button', { name: 'Save summary' }));
    expect(await screen.findByText('Budget approved.')).toBeVisible();
    expect(screen.getByText('Template: Default summary · edited by hand')).toBeVisible();
    expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({
      audio_transcript_summary: 'Budget approved.',
    });
  });

  it('without a language model offers only the default template', async () => {
    serve({ llm: false });
    renderApp(<SummaryPanel transcriptId={11} canEdit />);
    const picker = await screen.findByLabelText('Template');
    const minutes = await within(picker).findByRole('option', {
      name: 'Meeting minutes (needs a language model)',
    });
    expect(minutes).toBeDisabled();
    expect(within(picker).getByRole('option', { name: 'Default summary' })).toBeEnabled();
    expect(screen.getByText(/No language model is available/)).toBeVisible();
  });

  it('says a template needs a language model when the server answers LLM_REQUIRED', async () => {
    const user = userEvent.setup();
    serve({ regenerate: fail(503, 'LLM_REQUIRED', 'This template needs a language model.') });
    renderApp(<SummaryPanel transcriptId={11} canEdit />);
    await screen.findByText('A short call.');
    const picker = screen.getByLabelText('Template');
    await within(picker).findByRole('option', { name: 'Interview' });
    await user.selectOptions(picker, 'Interview');
    await user.click(screen.getByRole('button', { name: 'Regenerate' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This needs a language model');
    expect(screen.getByText('A short call.')).toBeVisible();
  });

  it('shows a reader the summary and its template, without the tools', async () => {
    serve();
    renderApp(<SummaryPanel transcriptId={11} />);
    expect(await screen.findByText('A short call.')).toBeVisible();
    expect(screen.getByText('Template: Default summary')).toBeVisible();
    expect(screen.queryByLabelText('Template')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Regenerate' })).toBeNull();
  });

  it('names the folder or tag whose template wrote the summary', async () => {
    fakeApi(({ path }) =>
      path === SUMMARY
        ? {
            json: {
              success: true,
              data: {
                ...summary('Risks: none.', 3, 'Risk log').data,
                audio_transcript_summary_template_source: { kind: 'tag', name: 'Finance' },
              },
            },
          }
        : fail(404, 'NOT_FOUND', 'Not found.'),
    );
    renderApp(<SummaryPanel transcriptId={11} />);
    expect(await screen.findByText('Risks: none.')).toBeVisible();
    expect(screen.getByText('Template: Risk log · set by the tag “Finance”')).toBeVisible();
  });
});
