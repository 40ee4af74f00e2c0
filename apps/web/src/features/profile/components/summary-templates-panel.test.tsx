import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { TSummaryTemplate } from '@transcribe/contract';
import { beforeEach, describe, expect, it } from 'vitest';
import { type FakeRequest, fakeApi } from '@/test/fake-api';
import { renderApp } from '@/test/render';
import { ownTemplate, templateList } from '@/test/summary-templates';
import { SummaryTemplatesPanel } from './summary-templates-panel';

type Body = { summary_template_name?: string; summary_template_prompt?: string };

let own: TSummaryTemplate[];
let calls: FakeRequest[];
beforeEach(() => {
  own = [ownTemplate(3, 'Risk log', 'List the risks.')];
  calls = fakeApi(({ method, path, body }) => {
    const sent = body as Body;
    if (path === '/api/v1/summary-templates' && method === 'GET') return { json: templateList(own) };
    if (path === '/api/v1/summary-templates' && method === 'POST') {
      const made = ownTemplate(4, sent.summary_template_name ?? '', sent.summary_template_prompt ?? '');
      own = [...own, made];
      return { status: 201, json: { success: true, data: made } };
    }
    if (path === '/api/v1/summary-templates/3' && method === 'PATCH') {
      const [first] = own;
      if (!first) return { status: 404 };
      const changed = ownTemplate(
        3,
        sent.summary_template_name ?? first.summary_template_name,
        sent.summary_template_prompt ?? first.summary_template_prompt,
      );
      own = [changed, ...own.slice(1)];
      return { json: { success: true, data: changed } };
    }
    if (path === '/api/v1/summary-templates/3' && method === 'DELETE') {
      own = own.slice(1);
      return { json: { success: true, message: 'Summary template deleted.' } };
    }
    return { status: 404 };
  });
});

describe('summary templates on the Profile page', () => {
  it('adds a template with a name and a prompt, both required', async () => {
    const user = userEvent.setup();
    renderApp(<SummaryTemplatesPanel />);
    const list = await screen.findByRole('list', { name: 'Your summary templates' });
    expect(within(list).getByText('Risk log')).toBeVisible();
    expect(
      screen.getByText('Built-in templates: Default summary, Meeting minutes, Interview, Lecture notes.'),
    ).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Add template' }));
    expect(screen.getByText('A template needs a name.')).toBeVisible();
    expect(screen.getByText('A template needs a prompt.')).toBeVisible();
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);

    await user.type(screen.getByLabelText('Name'), ' Sales call ');
    await user.type(screen.getByLabelText('Prompt'), 'The customer, the needs, the next step.');
    await user.click(screen.getByRole('button', { name: 'Add template' }));
    expect(await within(list).findByText('Sales call')).toBeVisible();
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
      summary_template_name: 'Sales call',
      summary_template_prompt: 'The customer, the needs, the next step.',
    });
    expect(screen.getByLabelText('Name')).toHaveValue('');
  });

  it('renames a template and changes its prompt in a dialog', async () => {
    const user = userEvent.setup();
    renderApp(<SummaryTemplatesPanel />);
    await user.click(await screen.findByRole('button', { name: 'Edit Risk log' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit “Risk log”' });
    const name = within(dialog).getByLabelText('Name');
    expect(within(dialog).getByLabelText('Prompt')).toHaveValue('List the risks.');
    await user.clear(name);
    await user.type(name, 'Risks and owners');
    await user.type(within(dialog).getByLabelText('Prompt'), ' Name who owns each.');
    await user.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Risks and owners')).toBeVisible();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(calls.find((c) => c.method === 'PATCH')?.body).toEqual({
      summary_template_name: 'Risks and owners',
      summary_template_prompt: 'List the risks. Name who owns each.',
    });
  });

  it('deletes a template after asking', async () => {
    const user = userEvent.setup();
    renderApp(<SummaryTemplatesPanel />);
    await user.click(await screen.findByRole('button', { name: 'Delete Risk log' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete “Risk log”?' });
    expect(dialog).toHaveTextContent('Summaries already written with it keep their text.');
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('You have no templates of your own yet.')).toBeVisible();
    expect(calls.filter((c) => c.method === 'DELETE').map((c) => c.path)).toEqual([
      '/api/v1/summary-templates/3',
    ]);
  });
});
