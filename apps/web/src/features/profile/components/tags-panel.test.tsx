import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { TTag } from '@transcribe/contract';
import { beforeEach, describe, expect, it } from 'vitest';
import { type FakeRequest, fail, fakeApi } from '@/test/fake-api';
import { makeTag, tagRoutes } from '@/test/fake-tags';
import { renderApp } from '@/test/render';
import { templateList } from '@/test/summary-templates';
import { TagsPanel } from './tags-panel';

let tags: TTag[];
let calls: FakeRequest[];
/** When set, the server refuses this method on a tag with it. */
let refuse: { method: string; code: string } | undefined;
beforeEach(() => {
  tags = [
    makeTag(1, 'Clients', '#2563eb', null, 3),
    makeTag(2, 'Customers', '#0d9488', null, 1),
    makeTag(3, 'Q4', '#ca8a04'),
  ];
  refuse = undefined;
  const routes = tagRoutes(tags);
  calls = fakeApi((request) => {
    if (request.path === '/api/v1/summary-templates') return { json: templateList([]) };
    if (refuse && request.method === refuse.method && request.path.startsWith('/api/v1/tag/'))
      return fail(502, refuse.code, 'Refused.');
    return routes(request) ?? { status: 404 };
  });
});

const list = async () => within(await screen.findByRole('list', { name: 'Tags' }));
const row = async (name: string) => {
  const found = (await list()).getAllByRole('listitem').find((item) => item.textContent?.startsWith(name));
  if (!found) throw new Error(`no tag ${name}`);
  return within(found);
};

describe('the Tags tab', () => {
  it('lists the own tags with the files bearing each', async () => {
    renderApp(<TagsPanel />);
    expect((await row('Clients')).getByText('3 files')).toBeInTheDocument();
    expect((await row('Customers')).getByText('1 file')).toBeInTheDocument();
    expect((await row('Q4')).getByText('0 files')).toBeInTheDocument();
    expect(calls[0]?.path).toBe('/api/v1/tag');
  });

  it('renames a tag in place, saying why a name is refused', async () => {
    const user = userEvent.setup();
    renderApp(<TagsPanel />);
    await user.click((await row('Q4')).getByRole('button', { name: 'Rename the tag Q4' }));
    const field = screen.getByRole('textbox', { name: 'New name of the tag Q4' });
    await user.clear(field);
    await user.type(field, 'clients{Enter}');
    expect(await screen.findByText('A tag with this name already exists.')).toBeInTheDocument();
    await user.clear(field);
    await user.type(field, 'Fourth quarter{Enter}');
    expect(await screen.findByText('Tag renamed to Fourth quarter.')).toBeInTheDocument();
    expect(await row('Fourth quarter')).toBeTruthy();
    expect(calls.filter((c) => c.method === 'PATCH').at(-1)).toMatchObject({
      path: '/api/v1/tag/3',
      body: { tag_name: 'Fourth quarter' },
    });
  });

  it('recolours a tag with one of the offered colours, sent once saved', async () => {
    const user = userEvent.setup();
    renderApp(<TagsPanel />);
    await user.click((await row('Q4')).getByRole('button', { name: 'Change the colour of Q4' }));
    const colours = within(screen.getByRole('group', { name: 'Colour of Q4' }));
    expect(colours.getByRole('radio', { name: 'Yellow' })).toBeChecked();
    await user.click(colours.getByRole('radio', { name: 'Violet' }));
    expect(calls.some((c) => c.method === 'PATCH')).toBe(false);
    await user.click((await row('Q4')).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Colour of Q4 changed.')).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.queryByRole('group', { name: 'Colour of Q4' })).not.toBeInTheDocument(),
    );
    expect(calls.find((c) => c.method === 'PATCH')?.body).toEqual({ tag_colour: '#7c3aed' });
  });

  it('merges a tag into another: its files move there and it goes', async () => {
    const user = userEvent.setup();
    renderApp(<TagsPanel />);
    await user.click(
      (await row('Customers')).getByRole('button', { name: 'Merge Customers into another tag' }),
    );
    const dialog = within(await screen.findByRole('dialog', { name: 'Merge Customers into another tag' }));
    expect(dialog.getAllByRole('option').map((option) => option.textContent)).toEqual(['Clients', 'Q4']);
    await user.selectOptions(dialog.getByRole('combobox', { name: 'Merge into' }), 'Clients');
    await user.click(dialog.getByRole('button', { name: 'Merge' }));
    expect(await screen.findByText('Customers merged into Clients.')).toBeInTheDocument();
    expect(calls.find((c) => c.path === '/api/v1/tag/2/merge')?.body).toEqual({ into_tag_id: 1 });
    await waitFor(async () => expect((await list()).queryByText('Customers')).not.toBeInTheDocument());
    expect((await row('Clients')).getByText('4 files')).toBeInTheDocument();
  });

  it('deletes a tag only once confirmed, naming the files it leaves', async () => {
    const user = userEvent.setup();
    renderApp(<TagsPanel />);
    await user.click((await row('Clients')).getByRole('button', { name: 'Delete the tag Clients' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Delete the tag Clients?' }));
    expect(dialog.getByText(/It is taken off 3 files; the files stay\./)).toBeInTheDocument();
    await user.click(dialog.getByRole('button', { name: 'Cancel' }));
    expect(calls.some((c) => c.method === 'DELETE')).toBe(false);

    await user.click((await row('Clients')).getByRole('button', { name: 'Delete the tag Clients' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Tag Clients deleted.')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'DELETE')?.path).toBe('/api/v1/tag/1');
    await waitFor(async () => expect((await list()).queryByText('Clients')).not.toBeInTheDocument());
  });

  it('says why a deletion failed and keeps the tag, and the question to try again', async () => {
    const user = userEvent.setup();
    refuse = { method: 'DELETE', code: 'INTERNAL' };
    renderApp(<TagsPanel />);
    await user.click((await row('Q4')).getByRole('button', { name: 'Delete the tag Q4' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }));
    expect(
      await screen.findByText('Something went wrong on the server. Please try again later.'),
    ).toBeInTheDocument();
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Cancel' }));
    expect(await row('Q4')).toBeTruthy();
  });

  it('makes a new tag with the colour chosen', async () => {
    const user = userEvent.setup();
    renderApp(<TagsPanel />);
    await list();
    await user.type(screen.getByRole('textbox', { name: 'Name of a new tag' }), 'Interviews');
    await user.click(screen.getByRole('radio', { name: 'Pink' }));
    await user.click(screen.getByRole('button', { name: 'Create tag' }));
    expect(await screen.findByText('Tag Interviews created.')).toBeInTheDocument();
    expect(await row('Interviews')).toBeTruthy();
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
      tag_name: 'Interviews',
      tag_colour: '#db2777',
    });
  });

  it("gives a tag's files a summary template and words, and says the rule", async () => {
    const user = userEvent.setup();
    renderApp(<TagsPanel />);
    await user.click((await row('Q4')).getByRole('button', { name: 'Summary and words of Q4' }));
    const form = await row('Q4');
    expect(form.getByText(/else of its first tag that has one/)).toBeInTheDocument();
    const template = form.getByRole('combobox', { name: 'Summary template for the files of Q4' });
    expect(template).toHaveValue('');
    await user.selectOptions(template, await form.findByRole('option', { name: 'Meeting minutes' }));
    await user.type(form.getByRole('textbox', { name: /Words the files of Q4/ }), 'EBITDA{Enter}run rate');
    await user.click(form.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Summary and words of Q4 saved.')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'PATCH')?.body).toEqual({
      tag_summary_template_id: 'meeting-minutes',
      tag_vocabulary: ['EBITDA', 'run rate'],
    });
    await user.click((await row('Q4')).getByRole('button', { name: 'Summary and words of Q4' }));
    expect((await row('Q4')).getByRole('combobox', { name: /Summary template/ })).toHaveValue(
      'meeting-minutes',
    );
  });
});
