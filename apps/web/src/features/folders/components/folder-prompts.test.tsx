import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { TFolder } from '@transcribe/contract';
import { describe, expect, it } from 'vitest';
import { fail, fakeApi } from '@/test/fake-api';
import { renderApp } from '@/test/render';
import { ownTemplate, templateList } from '@/test/summary-templates';
import { FoldersSection } from './folders-section';

/** Ada's root with Drafts (3), which gives its files the Interview template and one word. */
function promptServer() {
  const drafts: TFolder = {
    folder_id: 3,
    folder_name: 'Drafts',
    folder_parent_id: 1,
    folder_summary_template_id: 'interview',
    folder_vocabulary: ['Acme'],
    folder_children: [],
  };
  const root: TFolder = { folder_id: 1, folder_name: 'root', folder_parent_id: 0, folder_children: [drafts] };
  return fakeApi(({ method, path, body }) => {
    if (path === '/api/v1/folder') return { json: { success: true, data: [root] } };
    if (path === '/api/v1/summary-templates')
      return { json: templateList([ownTemplate(7, 'Risk log', 'Risks.')]) };
    if (method === 'PUT' && path === '/api/v1/folder/3') {
      const change = body as {
        folder_summary_template_id: TFolder['folder_summary_template_id'] | null;
        folder_vocabulary: string[];
      };
      drafts.folder_summary_template_id = change.folder_summary_template_id ?? undefined;
      drafts.folder_vocabulary = change.folder_vocabulary;
      return { json: { success: true, message: 'Folder updated.', data: drafts } };
    }
    return fail(404, 'NOT_FOUND', 'Not found.');
  });
}

async function openPrompts() {
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: 'Options for Drafts' }));
  await user.click(await screen.findByRole('menuitem', { name: 'Summary and words…' }));
  const dialog = within(await screen.findByRole('dialog', { name: 'Summary and words of Drafts' }));
  return { user, dialog };
}

describe("a folder's summary template and words", () => {
  it('states the rule, shows what the folder gives now, and sends a new template and words', async () => {
    const calls = promptServer();
    renderApp(<FoldersSection onNavigate={() => undefined} />, { route: '/dashboard/' });
    const { user, dialog } = await openPrompts();
    expect(
      dialog.getByText(/nearest folder \(its own, then up the tree\), else of its first tag that has one/),
    ).toBeInTheDocument();
    const template = dialog.getByRole('combobox', { name: 'Summary template for the files of Drafts' });
    expect(await dialog.findByRole('option', { name: 'Risk log' })).toBeInTheDocument();
    expect(template).toHaveValue('interview');
    const words = dialog.getByRole('textbox', {
      name: 'Words the files of Drafts are transcribed with (one a line)',
    });
    expect(words).toHaveValue('Acme');
    await user.selectOptions(template, 'Risk log');
    await user.type(words, '{Enter}Kubernetes{Enter}');
    await user.click(dialog.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Summary and words of Drafts saved.')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({
      folder_summary_template_id: 7,
      folder_vocabulary: ['Acme', 'Kubernetes'],
    });
  });

  it('takes the template away with None, and refuses more words than a vocabulary holds before sending', async () => {
    const calls = promptServer();
    renderApp(<FoldersSection onNavigate={() => undefined} />, { route: '/dashboard/' });
    const { user, dialog } = await openPrompts();
    await user.selectOptions(dialog.getByRole('combobox', { name: /Summary template/ }), 'None');
    const words = dialog.getByRole('textbox', { name: /Words the files/ });
    await user.clear(words);
    await user.click(words);
    await user.paste(Array.from({ length: 501 }, (_, i) => `word${i}`).join('\n'));
    await user.click(dialog.getByRole('button', { name: 'Save' }));
    expect(dialog.getByRole('alert')).toHaveTextContent('A vocabulary holds at most 500 words and phrases.');
    expect(calls.some((c) => c.method === 'PUT')).toBe(false);
    await user.clear(words);
    await user.click(dialog.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Summary and words of Drafts saved.')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({
      folder_summary_template_id: null,
      folder_vocabulary: [],
    });
  });
});
