import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { type FakeRequest, fail, fakeApi } from '@/test/fake-api';
import { renderApp } from '@/test/render';
import { VocabularyPanel } from './vocabulary-panel';

const PATH = '/api/v1/user/vocabulary';
const LABEL = 'Words and phrases, one per line';

let words: string[];
let calls: FakeRequest[];
beforeEach(() => {
  words = ['Ada Lovelace', 'Kubernetes'];
  calls = fakeApi(({ method, path, body }) => {
    if (path !== PATH) return { status: 404 };
    if (method === 'GET') return { json: { success: true, data: { words } } };
    if (method === 'PUT') {
      const sent = (body as { words: string[] }).words;
      if (sent.includes('Bad')) return fail(400, 'VALIDATION_FAILED', 'A vocabulary entry is not valid.');
      // Like the server: trimmed, without repeats ignoring case, in the order given.
      const seen = new Set<string>();
      words = sent
        .map((word) => word.trim())
        .filter((word) => !seen.has(word.toLowerCase()) && seen.add(word.toLowerCase()));
      return { json: { success: true, data: { words } } };
    }
    return { status: 405 };
  });
});

const puts = () => calls.filter((call) => call.method === 'PUT');

async function replaceText(user: ReturnType<typeof userEvent.setup>, text: string) {
  const field = screen.getByLabelText(LABEL);
  await user.clear(field);
  await user.click(field);
  await user.paste(text);
}

describe('Vocabulary on the Profile page', () => {
  it('shows the stored words one per line, with their count, and nothing to save yet', async () => {
    renderApp(<VocabularyPanel />);
    expect(await screen.findByLabelText(LABEL)).toHaveValue('Ada Lovelace\nKubernetes');
    expect(screen.getByRole('heading', { name: 'Vocabulary' })).toBeInTheDocument();
    expect(screen.getByText('2 of 500')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();
  });

  it('sends the cleaned list and then shows the list as the server stored it', async () => {
    const user = userEvent.setup();
    renderApp(<VocabularyPanel />);
    await screen.findByLabelText(LABEL);
    await replaceText(user, '  Ada Lovelace \n\n kubernetes\nKUBERNETES\n   \nAcme CloudSync\n');
    expect(screen.getByText('4 of 500')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Vocabulary saved.')).toBeInTheDocument();
    expect(puts().map((call) => call.body)).toEqual([
      { words: ['Ada Lovelace', 'kubernetes', 'KUBERNETES', 'Acme CloudSync'] },
    ]);
    expect(screen.getByLabelText(LABEL)).toHaveValue('Ada Lovelace\nkubernetes\nAcme CloudSync');
    expect(screen.getByText('3 of 500')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();
  });

  it('says what is wrong and sends nothing when an entry is too long or there are too many', async () => {
    const user = userEvent.setup();
    renderApp(<VocabularyPanel />);
    await screen.findByLabelText(LABEL);

    await replaceText(user, `Ada Lovelace\n${'x'.repeat(65)}`);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByRole('alert')).toHaveTextContent('A vocabulary entry may hold at most 64 characters.');
    expect(screen.getByLabelText(LABEL)).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText(LABEL)).toHaveFocus();

    await replaceText(user, Array.from({ length: 501 }, (_, i) => `word ${i}`).join('\n'));
    expect(screen.getByText('501 of 500')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByRole('alert')).toHaveTextContent('A vocabulary holds at most 500 words and phrases.');
    expect(puts()).toHaveLength(0);
  });

  it("shows a refused save's error beside the list and keeps what was typed", async () => {
    const user = userEvent.setup();
    renderApp(<VocabularyPanel />);
    await screen.findByLabelText(LABEL);
    await replaceText(user, 'Ada Lovelace\nBad');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    // The error-text helper gives a known code's translation rather than the server's English message.
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Some of the information sent is not valid. Please check it and try again.',
    );
    expect(puts()).toHaveLength(1);
    expect(screen.getByLabelText(LABEL)).toHaveValue('Ada Lovelace\nBad');
  });

  it('says so when the vocabulary cannot be loaded', async () => {
    fakeApi(() => ({ status: 503 }));
    renderApp(<VocabularyPanel />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Could not load your vocabulary.');
    expect(screen.queryByLabelText(LABEL)).toBeNull();
  });
});
