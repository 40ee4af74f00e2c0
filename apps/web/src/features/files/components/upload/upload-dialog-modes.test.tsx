import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { TInstallingMode, TTranscriptModel } from '@transcribe/contract';
import { describe, expect, it, vi } from 'vitest';
import { catalogueKeys } from '@/api/catalogue/query-keys';
import { useSession } from '@/lib/session/session-context';
import { storeTokens } from '@/lib/tokens';
import { fail, fakeApi, makeUser } from '@/test/fake-api';
import { renderApp } from '@/test/render';
import UploadDialog from './upload-dialog';

const mode = (id: number, name: string, languages: string[], rank: number): TTranscriptModel => ({
  audio_transcript_model_id: id,
  audio_transcript_model_name: name,
  audio_transcript_model_short_name: name.toLowerCase(),
  audio_transcript_model_icon: null,
  audio_transcript_model_description: `${name} mode`,
  audio_transcript_model_path: null,
  audio_transcript_model_languages: languages,
  audio_transcript_model_accuracy: { rank, word_error_percent: null, source: 'unknown' },
  audio_transcript_model_pinned: false,
});

const FAST = mode(1, 'Fast', ['en'], 1);
const SERVER = mode(2, 'Server', ['en', 'de'], 2);
const ACCURATE = mode(101, 'Accurate', ['en', 'de', 'fr'], 3);

const language = (id: number, name: string, iso: string) => ({
  audio_transcript_language_id: id,
  audio_transcript_language_name: name,
  audio_transcript_language_iso_code: iso,
  audio_transcript_language_icon: null,
});
const LANGUAGES = [language(1, 'English', 'en'), language(2, 'German', 'de'), language(3, 'French', 'fr')];

/** A server whose modes and downloads the test changes as it goes. */
function server(modes: TTranscriptModel[], installing: TInstallingMode[] = []) {
  const state = { modes, installing };
  storeTokens({ login_access_token: 'a1', login_refresh_token: 'r1' });
  const calls = fakeApi(({ path }) => {
    if (path === '/api/v1/auth/authenticated')
      return { json: { success: true, message: 'ok', data: { authenticated: true, user_id: 7 } } };
    if (path === '/api/v1/user/me') return { json: { success: true, data: makeUser() } };
    if (path.endsWith('/transcript/model')) return { json: { success: true, data: state.modes } };
    if (path.endsWith('/transcript/model/installing'))
      return { json: { success: true, data: state.installing } };
    if (path.endsWith('/transcript/language')) return { json: { success: true, data: LANGUAGES } };
    return fail(404, 'NOT_FOUND', 'nope');
  });
  return { state, calls };
}

function Signedin() {
  return useSession().user ? <UploadDialog folderId={null} onClose={vi.fn()} /> : null;
}

async function openDialog() {
  const { queryClient } = renderApp(<Signedin />);
  const dialog = await screen.findByRole('dialog', { name: 'Transcribe' });
  await within(dialog).findByRole('radio', { name: /Fast/ });
  return { dialog: within(dialog), queryClient };
}

/** Expects `name`'s card to be the one chosen. */
const expectMode = (dialog: ReturnType<typeof within>, name: string) =>
  expect(dialog.getByRole('radio', { checked: true })).toHaveAccessibleName(`${name} ${name} mode`);

describe('the upload dialog’s mode', () => {
  it('is the most accurate one for the language, until the person chooses one that transcribes it', async () => {
    const user = userEvent.setup();
    server([FAST, SERVER]);
    const { dialog } = await openDialog();
    expectMode(dialog, 'Server');
    await user.click(dialog.getByRole('radio', { name: /Fast/ }));
    expectMode(dialog, 'Fast');
    // Fast does not transcribe German: the most accurate mode that does stands in for it.
    await user.selectOptions(dialog.getByLabelText('Language'), 'German');
    expectMode(dialog, 'Server');
    await user.selectOptions(dialog.getByLabelText('Language'), 'English');
    expectMode(dialog, 'Fast');
  });

  it('moves to a more accurate mode installed while it is open, unless the person chose one', async () => {
    const user = userEvent.setup();
    const { state } = server([FAST, SERVER]);
    const { dialog, queryClient } = await openDialog();
    expectMode(dialog, 'Server');
    state.modes = [FAST, SERVER, ACCURATE];
    await queryClient.invalidateQueries({ queryKey: catalogueKeys.models });
    expect(await dialog.findByRole('radio', { name: /Accurate/ })).toBeChecked();
    await user.click(dialog.getByRole('radio', { name: /Server/ }));
    state.modes = [FAST, SERVER, ACCURATE, mode(102, 'Newer', ['en'], 4)];
    await queryClient.invalidateQueries({ queryKey: catalogueKeys.models });
    await dialog.findByRole('radio', { name: /Newer/ });
    expectMode(dialog, 'Server');
  });

  it('says a more accurate mode is on its way for the language, then offers it once installed', async () => {
    const user = userEvent.setup();
    const parakeet = { name: 'parakeet-v3', title: 'Parakeet', languages: ['en', 'de'], percent: 43.6 };
    const { state } = server([FAST, SERVER], [parakeet]);
    const { dialog } = await openDialog();
    const notice = 'A more accurate mode is being installed: 43%';
    expect(await dialog.findByText(notice)).toBeInTheDocument();
    await user.selectOptions(dialog.getByLabelText('Language'), 'French');
    expect(dialog.queryByText(notice)).not.toBeInTheDocument();
    await user.selectOptions(dialog.getByLabelText('Language'), 'English');
    expect(dialog.getByText(notice)).toBeInTheDocument();
    // Installed: the list of downloads, asked for every few seconds, is empty, and the new mode is offered.
    state.installing = [];
    state.modes = [FAST, SERVER, ACCURATE];
    expect(await dialog.findByRole('radio', { name: /Accurate/ }, { timeout: 5000 })).toBeChecked();
    expect(dialog.queryByText(notice)).not.toBeInTheDocument();
  });

  it('says nothing of a download when the mode offered for the language is as accurate', async () => {
    const parakeet = { name: 'parakeet-v2', title: 'Parakeet', languages: ['en'], percent: 10 };
    server([FAST, ACCURATE], [parakeet]);
    const { dialog, queryClient } = await openDialog();
    expectMode(dialog, 'Accurate');
    await waitFor(() => expect(queryClient.getQueryData(catalogueKeys.installing)).toHaveLength(1));
    expect(dialog.queryByText(/more accurate mode/)).not.toBeInTheDocument();
  });
});
