import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { useSession } from '@/lib/session/session-context';
import { storeTokens } from '@/lib/tokens';
import { makeAudioItem, makeTranscript } from '@/test/audio-items';
import { type FakeRequest, fail, fakeApi, makeUser } from '@/test/fake-api';
import { renderApp } from '@/test/render';
import UploadDialog from './upload-dialog';

/** The dashboard opens the dialog only for a signed-in user; so does the test. */
function Signedin({ onClose, folderId }: { onClose: () => void; folderId: number | null }) {
  return useSession().user ? <UploadDialog folderId={folderId} onClose={onClose} /> : null;
}

const MODELS = [
  {
    audio_transcript_model_id: 1,
    audio_transcript_model_name: 'Fast',
    audio_transcript_model_short_name: 'fast',
    audio_transcript_model_icon: null,
    audio_transcript_model_description: 'Built-in, English',
    audio_transcript_model_path: null,
    audio_transcript_model_languages: ['en'],
  },
];
const LANGUAGES = [
  {
    audio_transcript_language_id: 2,
    audio_transcript_language_name: 'German',
    audio_transcript_language_iso_code: 'de',
    audio_transcript_language_icon: null,
  },
  {
    audio_transcript_language_id: 1,
    audio_transcript_language_name: 'English',
    audio_transcript_language_iso_code: 'en',
    audio_transcript_language_icon: null,
  },
];

/** XMLHttpRequest stand-in for uploads: reports progress in two steps, then answers as `answer` says. */
function fakeUploads(answer: (name: string) => { status: number; body: unknown }) {
  const sent: Array<{ name: string; fields: Record<string, string> }> = [];
  class FakeXhr {
    upload: { onprogress: ((event: ProgressEvent) => void) | null } = { onprogress: null };
    onload: (() => void) | null = null;
    onerror: (() => void) | null = null;
    status = 0;
    responseText = '';
    withCredentials = false;
    open() {}
    setRequestHeader() {}
    send(form: FormData) {
      const file = form.get('file') as File;
      const fields = Object.fromEntries([...form.entries()].filter(([key]) => key !== 'file')) as Record<
        string,
        string
      >;
      sent.push({ name: file.name, fields });
      setTimeout(
        () => this.upload.onprogress?.({ lengthComputable: true, loaded: 1, total: 2 } as ProgressEvent),
        5,
      );
      setTimeout(() => {
        const { status, body } = answer(file.name);
        this.status = status;
        this.responseText = JSON.stringify(body);
        this.onload?.();
      }, 30);
    }
  }
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
  return sent;
}

function catalogueServer(
  user = makeUser(),
  extra?: (request: FakeRequest) => { status?: number; json?: unknown } | undefined,
) {
  storeTokens({ login_access_token: 'a1', login_refresh_token: 'r1' });
  return fakeApi((request) => {
    const answer = extra?.(request);
    if (answer) return answer;
    if (request.path === '/api/v1/auth/authenticated')
      return { json: { success: true, message: 'ok', data: { authenticated: true, user_id: 7 } } };
    if (request.path === '/api/v1/user/me') return { json: { success: true, data: user } };
    if (request.path.endsWith('/transcript/model')) return { json: { success: true, data: MODELS } };
    if (request.path.endsWith('/transcript/language')) return { json: { success: true, data: LANGUAGES } };
    if (request.path.startsWith('/api/v1/audio/transcript/'))
      return {
        status: 201,
        json: { success: true, message: 'queued', data: makeTranscript(1, 'queued', 0) },
      };
    return fail(404, 'NOT_FOUND', 'nope');
  });
}

const wav = (name: string, size = 1000, lastModified = 1) =>
  new File([new Uint8Array(size)], name, { type: 'audio/wav', lastModified });

async function openDialog(onClose = vi.fn()) {
  renderApp(<Signedin folderId={12} onClose={onClose} />);
  const dialog = await screen.findByRole('dialog', { name: 'Transcribe' });
  await within(dialog).findByRole('option', { name: 'English' });
  return { dialog, onClose };
}

describe('upload dialog', () => {
  it('lists chosen files once (name, last-modified, size), audio and video only, with sizes and cut names', async () => {
    const user = userEvent.setup({ applyAccept: false });
    catalogueServer();
    const { dialog } = await openDialog();
    const input = within(dialog).getByLabelText('Choose audio or video files');
    const long = `${'interview-'.repeat(5)}.wav`;
    await user.upload(input, [
      wav('a.wav', 1536),
      wav(long),
      new File(['x'], 'notes.txt', { type: 'text/plain' }),
    ]);
    await user.upload(input, [wav('a.wav', 1536), wav('a.wav', 1536, 2)]);
    const list = within(dialog).getByRole('list', { name: 'Files to upload' });
    const rows = within(list).getAllByRole('listitem');
    expect(rows).toHaveLength(3);
    expect(rows[0]).toHaveTextContent('a.wav');
    expect(rows[0]).toHaveTextContent('1.50 KB');
    expect(rows[1]).toHaveTextContent(`${long.slice(0, 37)}...`);
    await user.click(within(rows[2] as HTMLElement).getByRole('button', { name: 'Remove a.wav' }));
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
  });

  it("offers Detect language in the interface's words, only with a mode that can detect", async () => {
    const user = userEvent.setup();
    const accurate = {
      ...(MODELS[0] as (typeof MODELS)[number]),
      audio_transcript_model_id: 101,
      audio_transcript_model_name: 'Accurate (Parakeet)',
      audio_transcript_model_languages: ['auto', 'en', 'de'],
    };
    const detect = {
      audio_transcript_language_id: 100,
      audio_transcript_language_name: 'server name',
      audio_transcript_language_iso_code: 'auto',
      audio_transcript_language_icon: null,
    };
    catalogueServer(makeUser(), ({ path }) => {
      if (path.endsWith('/transcript/model')) return { json: { success: true, data: [...MODELS, accurate] } };
      if (path.endsWith('/transcript/language'))
        return { json: { success: true, data: [detect, ...LANGUAGES] } };
      return undefined;
    });
    const { dialog } = await openDialog();
    expect(within(dialog).queryByRole('option', { name: 'server name' })).not.toBeInTheDocument();
    await user.selectOptions(within(dialog).getByLabelText('Language'), 'Detect language');
    expect(within(dialog).getByRole('radio', { name: /Accurate \(Parakeet\)/ })).toBeEnabled();
    expect(within(dialog).getByRole('radio', { name: /Fast/ })).toBeDisabled();
  });

  it('defaults to the English language and the first mode; speaker recognition follows the spec rules', async () => {
    const user = userEvent.setup();
    catalogueServer();
    const { dialog } = await openDialog();
    expect(within(dialog).getByLabelText('Language')).toHaveValue('1');
    expect(within(dialog).getByRole('radio', { name: /Fast/ })).toBeChecked();
    await user.click(within(dialog).getByRole('button', { name: 'Speaker recognition' }));
    const count = within(dialog).getByLabelText('Number of speakers');
    expect(count).toBeDisabled();
    expect(count).toHaveValue('1');
    await user.click(within(dialog).getByLabelText('Recognise different speakers'));
    expect(count).toHaveValue('2');
    await user.selectOptions(count, '0');
    expect(within(count).getByRole('option', { name: 'Unknown' })).toBeTruthy();
    await user.click(within(dialog).getByLabelText('Recognise different speakers'));
    expect(count).toHaveValue('1');
  });

  it('uploads with progress, sends the form fields, starts the transcriptions and closes', async () => {
    const user = userEvent.setup();
    const calls = catalogueServer();
    const sent = fakeUploads((name) => ({
      status: 201,
      body: { success: true, message: 'ok', data: makeAudioItem(name === 'a.wav' ? 31 : 32, name) },
    }));
    const { dialog, onClose } = await openDialog();
    await user.upload(within(dialog).getByLabelText('Choose audio or video files'), [
      wav('a.wav'),
      wav('b.wav'),
    ]);
    await user.click(within(dialog).getByRole('button', { name: 'Speaker recognition' }));
    await user.click(within(dialog).getByLabelText('Recognise different speakers'));
    await user.selectOptions(within(dialog).getByLabelText('Number of speakers'), '3');
    await user.click(within(dialog).getByRole('button', { name: 'Transcribe' }));
    expect(await within(dialog).findByRole('button', { name: 'Processing...' })).toBeDisabled();
    expect(
      await screen.findByText('Upload of 2 file(s) complete. Starting transcription...'),
    ).toBeInTheDocument();
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(sent.map((s) => s.name)).toEqual(['a.wav', 'b.wav']);
    expect(sent[0]?.fields).toEqual({
      language: 'en',
      mode: '1',
      diarize: 'true',
      speaker_count: '3',
      folder_id: '12',
    });
    const starts = calls.filter((c) => c.method === 'POST' && c.path.startsWith('/api/v1/audio/transcript/'));
    expect(starts.map((c) => c.path)).toEqual(['/api/v1/audio/transcript/31', '/api/v1/audio/transcript/32']);
    expect(starts[0]?.body).toEqual({
      audio_transcript_language_id: 1,
      audio_transcript_model_id: 1,
      audio_transcript_num_speakers: 3,
    });
  });

  it('stays open and shows each failure when some uploads fail; the server message or the fallback text', async () => {
    const user = userEvent.setup();
    catalogueServer();
    fakeUploads((name) =>
      name === 'good.wav'
        ? { status: 201, body: { success: true, message: 'ok', data: makeAudioItem(40, name) } }
        : name === 'bad.wav'
          ? {
              status: 415,
              body: { success: false, code: 'SOMETHING_ODD', message: 'Unsupported or corrupt media file.' },
            }
          : { status: 502, body: undefined },
    );
    const { dialog, onClose } = await openDialog();
    await user.upload(within(dialog).getByLabelText('Choose audio or video files'), [
      wav('good.wav'),
      wav('bad.wav'),
      wav('gateway.wav'),
    ]);
    await user.click(within(dialog).getByRole('button', { name: 'Transcribe' }));
    expect(
      await screen.findByText('Some files could not be uploaded. Please check the list for errors.'),
    ).toBeInTheDocument();
    expect(within(dialog).getByText(/Error: Unsupported or corrupt medi\.\.\./)).toBeInTheDocument();
    expect(within(dialog).getByText(/Error: An unknown error occurred d\.\.\./)).toBeInTheDocument();
    expect(onClose).not.toHaveBeenCalled();
    expect(within(dialog).getByRole('button', { name: 'Transcribe' })).toBeEnabled();
  });

  it('says so when the upload answer has no audio id', async () => {
    const user = userEvent.setup();
    catalogueServer();
    fakeUploads(() => ({ status: 201, body: { success: true, message: 'ok', data: {} } }));
    const { dialog } = await openDialog();
    await user.upload(within(dialog).getByLabelText('Choose audio or video files'), [wav('a.wav')]);
    await user.click(within(dialog).getByRole('button', { name: 'Transcribe' }));
    expect(await within(dialog).findByText(/Error: Upload succeeded but did no\.\.\./)).toBeInTheDocument();
  });

  it('at the daily limit shows the limit state, loads no languages or models, and Become Premium only informs', async () => {
    const user = userEvent.setup();
    const limited = makeUser({
      user_plan: {
        user_plan_name: 'free',
        user_plan_audio_upload_daily_usage: 3,
        user_plan_audio_upload_daily_limit: 3,
      },
    });
    const calls = catalogueServer(limited);
    renderApp(<Signedin folderId={null} onClose={vi.fn()} />);
    const dialog = await screen.findByRole('dialog', { name: 'Transcribe' });
    expect(await within(dialog).findByText('You have reached the Free Plan limit')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Become Premium' }));
    expect(await screen.findByText('Premium feature is not yet implemented.')).toBeInTheDocument();
    expect(
      calls.some((c) => c.path.includes('/transcript/model') || c.path.includes('/transcript/language')),
    ).toBe(false);
  });

  it('shows what the server could not give: no languages, or a failed model list', async () => {
    catalogueServer(makeUser(), ({ path }) => {
      if (path.endsWith('/transcript/language')) return { json: { success: true, data: [] } };
      if (path.endsWith('/transcript/model')) return { status: 503, json: undefined };
      return undefined;
    });
    renderApp(<Signedin folderId={null} onClose={vi.fn()} />);
    expect(await screen.findByText('No languages could be loaded from the server.')).toBeInTheDocument();
    expect(await screen.findByText('Failed to fetch transcription models.')).toBeInTheDocument();
  });
});
