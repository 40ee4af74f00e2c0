import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { useSession } from '@/lib/session/session-context';
import { storeTokens } from '@/lib/tokens';
import { makeAudioItem, makeTranscript } from '@/test/audio-items';
import { type FakeRequest, fail, fakeApi, makeUser } from '@/test/fake-api';
import { fakeTus } from '@/test/fake-tus';
import { renderApp } from '@/test/render';
import { makeVoiceProfile } from '@/test/voice-profiles';
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
    expect(
      await screen.findByText('notes.txt is not an audio or video file, so it was left out.'),
    ).toBeVisible();
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

  it('uploads over tus with progress and the form fields as metadata, a token on every request, retrying a dropped connection; starts the transcriptions and closes', async () => {
    const user = userEvent.setup();
    let dropped = false;
    const tus = fakeTus({
      finish: (upload) => ({
        status: 200,
        body: {
          success: true,
          message: 'ok',
          data: makeAudioItem(upload.name === 'a.wav' ? 31 : 32, upload.name),
        },
      }),
      // b.wav's connection drops once mid-way: the client asks the server's offset and goes on.
      fault: (upload) => {
        if (upload.name !== 'b.wav' || dropped) return undefined;
        dropped = true;
        return 'network';
      },
    });
    const calls = catalogueServer(makeUser(), tus.viaFetch);
    const { dialog, onClose } = await openDialog();
    await user.upload(within(dialog).getByLabelText('Choose audio or video files'), [
      wav('a.wav'),
      wav('b.wav'),
    ]);
    await user.click(within(dialog).getByRole('button', { name: 'Speaker recognition' }));
    await user.click(within(dialog).getByLabelText('Recognise different speakers'));
    await user.selectOptions(within(dialog).getByLabelText('Number of speakers'), '3');
    await user.selectOptions(within(dialog).getByLabelText('Tell speakers apart'), 'By voice');
    // The progress bar may come and go between two looks of findByRole on a busy machine: every change of
    // the dialog is looked at instead.
    let progressShown = false;
    const observer = new MutationObserver(() => {
      progressShown ||= within(dialog).queryByRole('progressbar', { name: 'Uploading a.wav' }) !== null;
    });
    observer.observe(dialog, { subtree: true, childList: true, attributes: true });
    await user.click(within(dialog).getByRole('button', { name: 'Transcribe' }));
    expect(await within(dialog).findByRole('button', { name: 'Processing...' })).toBeDisabled();
    expect(
      await screen.findByText('Upload of 2 file(s) complete. Starting transcription...'),
    ).toBeInTheDocument();
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    observer.disconnect();
    expect(progressShown).toBe(true);
    const creations = tus.requests.filter((r) => r.method === 'POST');
    expect(creations).toHaveLength(2);
    expect(tus.requests.every((r) => r.authorization === 'Bearer a1' && r.tusResumable === '1.0.0')).toBe(
      true,
    );
    // After the drop: a HEAD, then the PATCH from the offset the server had; not a new upload.
    const afterDrop = tus.requests.filter((r) => r.id === 'u2').map((r) => r.method);
    expect(afterDrop).toEqual(['PATCH', 'HEAD', 'PATCH']);
    const starts = calls.filter((c) => c.method === 'POST' && c.path.startsWith('/api/v1/audio/transcript/'));
    expect(starts.map((c) => c.path)).toEqual(['/api/v1/audio/transcript/31', '/api/v1/audio/transcript/32']);
    expect(starts[0]?.body).toEqual({
      audio_transcript_language_id: 1,
      audio_transcript_model_id: 1,
      audio_transcript_num_speakers: 3,
      // Told apart by voice, as chosen; channels' speakers would be named in the interface's language.
      audio_transcript_speakers_by: 'voice',
      audio_transcript_channel_names: ['Left', 'Right'],
    });
    expect(localStorage.length).toBe(2); // the two tokens: finished uploads leave nothing to resume
  });

  it('names a file already in the library instead of transcribing it again, opens it, or keeps a second copy', async () => {
    const user = userEvent.setup();
    const tus = fakeTus({
      finish: (upload) => ({
        status: 200,
        body:
          upload.name === 'a.wav' && upload.fields.keep_duplicate !== 'true'
            ? {
                success: true,
                message: 'This file is already in the library.',
                data: makeAudioItem(9, 'Monday call.wav'),
                audio_duplicate_of: 9,
              }
            : {
                success: true,
                message: 'ok',
                data: makeAudioItem(upload.name === 'a.wav' ? 33 : 32, upload.name),
              },
      }),
    });
    const calls = catalogueServer(makeUser(), tus.viaFetch);
    const { dialog, onClose } = await openDialog();
    await user.upload(within(dialog).getByLabelText('Choose audio or video files'), [
      wav('a.wav'),
      wav('b.wav'),
    ]);
    await user.click(within(dialog).getByRole('button', { name: 'Transcribe' }));
    expect(
      await within(dialog).findByText('Already in your library as “Monday call.wav”: not uploaded again.'),
    ).toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: 'Open it' })).toHaveAttribute(
      'href',
      '/dashboard/transcript/9',
    );
    expect(within(dialog).getByLabelText('Already in your library')).toBeInTheDocument();
    const starts = () =>
      calls
        .filter((c) => c.method === 'POST' && c.path.startsWith('/api/v1/audio/transcript/'))
        .map((c) => c.path);
    // Only the new file is transcribed; the dialog stays open for the other.
    await waitFor(() => expect(starts()).toEqual(['/api/v1/audio/transcript/32']));
    expect(onClose).not.toHaveBeenCalled();

    await user.click(within(dialog).getByRole('button', { name: 'Keep a second copy' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(starts()).toEqual(['/api/v1/audio/transcript/32', '/api/v1/audio/transcript/33']);
    expect(tus.requests.filter((r) => r.method === 'POST')).toHaveLength(3);
  });

  /** An import from a link as the server answers it. */
  const importOf = (id: number, status: string, extra: object = {}) => ({
    import_id: id,
    import_url: 'https://example.com/x',
    import_status: status,
    import_error: null,
    import_error_code: null,
    import_received_bytes: 0,
    import_total_bytes: null,
    audio_id: null,
    audio_duplicate_of: null,
    import_create_date: '2026-12-07T10:00:00.000Z',
    ...extra,
  });

  it('imports a recording from a link with the options chosen, and says why when the link gives none', async () => {
    const user = userEvent.setup();
    let next = 5;
    const calls = catalogueServer(makeUser(), (request) => {
      if (request.method === 'POST' && request.path === '/api/v1/audio/import')
        return {
          status: 202,
          json: { success: true, message: 'Import started.', data: importOf(next, 'importing') },
        };
      if (request.path === '/api/v1/audio/import/5')
        return { json: { success: true, message: 'ok', data: importOf(5, 'completed', { audio_id: 61 }) } };
      if (request.path === '/api/v1/audio/import/6')
        return {
          json: {
            success: true,
            message: 'ok',
            data: importOf(6, 'failed', {
              import_error_code: 'IMPORT_NOT_MEDIA',
              import_error: 'The link leads to a web page, not to a recording.',
            }),
          },
        };
      return undefined;
    });
    const { dialog, onClose } = await openDialog();
    const field = within(dialog).getByLabelText('Or a link to a recording');
    await user.type(field, 'https://example.com/podcast/page');
    next = 6;
    await user.click(within(dialog).getByRole('button', { name: 'Transcribe' }));
    expect(
      await within(dialog).findByText('This link leads to a web page or another file, not to a recording.'),
    ).toBeInTheDocument();
    expect(onClose).not.toHaveBeenCalled();

    await user.clear(field);
    await user.type(field, 'https://example.com/episode.mp3');
    next = 5;
    await user.click(within(dialog).getByRole('button', { name: 'Transcribe' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(await screen.findByText('Imported from the link. Starting transcription...')).toBeInTheDocument();
    const starts = calls.filter((c) => c.method === 'POST' && c.path === '/api/v1/audio/import');
    expect(starts.at(-1)?.body).toMatchObject({
      url: 'https://example.com/episode.mp3',
      folder_id: 12,
      keep_duplicate: false,
      transcription: { audio_transcript_language_id: 1, audio_transcript_model_id: 1 },
    });
  });

  it('names the file a link turns out to be, and imports a second copy when asked', async () => {
    const user = userEvent.setup();
    const calls = catalogueServer(makeUser(), (request) => {
      if (request.method === 'POST' && request.path === '/api/v1/audio/import') {
        const keep = (request.body as { keep_duplicate: boolean }).keep_duplicate;
        return {
          status: 202,
          json: { success: true, message: 'Import started.', data: importOf(keep ? 8 : 7, 'importing') },
        };
      }
      if (request.path === '/api/v1/audio/import/7')
        return {
          json: {
            success: true,
            message: 'ok',
            data: importOf(7, 'completed', { audio_id: 40, audio_duplicate_of: 40 }),
          },
        };
      if (request.path === '/api/v1/audio/import/8')
        return { json: { success: true, message: 'ok', data: importOf(8, 'completed', { audio_id: 62 }) } };
      return undefined;
    });
    const { dialog, onClose } = await openDialog();
    await user.type(
      within(dialog).getByLabelText('Or a link to a recording'),
      'https://example.com/again.mp3',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Transcribe' }));
    expect(
      await within(dialog).findByText(
        'This recording is already in your library, so it was not imported again.',
        {
          exact: false,
        },
      ),
    ).toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: 'Open it' })).toHaveAttribute(
      'href',
      '/dashboard/transcript/40',
    );
    expect(onClose).not.toHaveBeenCalled();

    await user.click(within(dialog).getByRole('button', { name: 'Keep a second copy' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    const starts = calls.filter((c) => c.method === 'POST' && c.path === '/api/v1/audio/import');
    expect(starts.map((c) => (c.body as { keep_duplicate: boolean }).keep_duplicate)).toEqual([false, true]);
  });

  it('makes files that are tracks of one recording one file, and transcribes that one', async () => {
    const user = userEvent.setup();
    const ids: Record<string, number> = { 'Ada.wav': 41, 'Grace.wav': 42, 'Ren.wav': 43 };
    const tus = fakeTus({
      finish: (upload) => ({
        status: 200,
        body: { success: true, message: 'ok', data: makeAudioItem(ids[upload.name] ?? 0, upload.name) },
      }),
    });
    const calls = catalogueServer(makeUser(), (request) =>
      request.path === '/api/v1/audio/tracks'
        ? {
            status: 201,
            json: { success: true, message: 'ok', data: makeAudioItem(50, 'Ada (tracks).flac') },
          }
        : tus.viaFetch(request),
    );
    const { dialog, onClose } = await openDialog();
    await user.upload(within(dialog).getByLabelText('Choose audio or video files'), [wav('Ada.wav')]);
    // One file is no conversation of tracks.
    expect(within(dialog).queryByLabelText(/tracks of one recording/)).not.toBeInTheDocument();
    await user.upload(within(dialog).getByLabelText('Choose audio or video files'), [
      wav('Grace.wav'),
      wav('Ren.wav'),
    ]);
    await user.click(within(dialog).getByLabelText(/These files are tracks of one recording/));
    // Grace's microphone began 2.5 s after the others.
    const grace = within(dialog).getByLabelText(
      "When Grace.wav starts, in seconds after the recording's start",
    );
    await user.clear(grace);
    await user.type(grace, '2.5');
    await user.click(within(dialog).getByRole('button', { name: 'Transcribe' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(calls.find((c) => c.path === '/api/v1/audio/tracks')?.body).toEqual({
      audio_ids: [41, 42, 43],
      offsets: [0, 2.5, 0],
      remove_tracks: true,
    });
    const starts = calls.filter((c) => c.method === 'POST' && c.path.startsWith('/api/v1/audio/transcript/'));
    expect(starts.map((c) => c.path)).toEqual(['/api/v1/audio/transcript/50']);
  });

  it('says who is speaking with a saved voice when one person speaks, and not once speakers are recognised', async () => {
    const user = userEvent.setup();
    const tus = fakeTus({
      finish: (upload) => ({
        status: 200,
        body: { success: true, message: 'ok', data: makeAudioItem(31, upload.name) },
      }),
    });
    const voices = [makeVoiceProfile(7, 'Allison'), makeVoiceProfile(8, 'Ben')];
    const calls = catalogueServer(makeUser(), (request) => {
      if (request.path === '/api/v1/voice-profile') return { json: { success: true, data: voices } };
      return tus.viaFetch(request);
    });
    const { dialog } = await openDialog();
    await user.upload(within(dialog).getByLabelText('Choose audio or video files'), [wav('a.wav')]);
    await user.click(within(dialog).getByRole('button', { name: 'Speaker recognition' }));
    const who = await within(dialog).findByLabelText('Who is speaking');
    expect(who).toHaveValue('');
    expect(who).toHaveAccessibleDescription(/the transcript gives them this name/);
    await user.selectOptions(who, 'Allison');
    await user.click(within(dialog).getByLabelText('Recognise different speakers'));
    expect(who).toBeDisabled();
    await user.click(within(dialog).getByLabelText('Recognise different speakers'));
    expect(who).toHaveValue('7');
    await user.click(within(dialog).getByRole('button', { name: 'Transcribe' }));
    await waitFor(() =>
      expect(calls.find((c) => c.path === '/api/v1/audio/transcript/31')?.body).toEqual({
        audio_transcript_language_id: 1,
        audio_transcript_model_id: 1,
        audio_transcript_num_speakers: 1,
        audio_transcript_speakers_by: 'auto',
        audio_transcript_channel_names: ['Left', 'Right'],
        audio_transcript_voice_profile_id: 7,
      }),
    );
  });

  it('sends the form fields as the multipart form does, and renews an expired token once', async () => {
    const user = userEvent.setup();
    const fields: Array<Record<string, string>> = [];
    const tus = fakeTus({
      token: 'a2',
      finish: (upload) => {
        fields.push(upload.fields);
        return { status: 200, body: { success: true, message: 'ok', data: makeAudioItem(33, upload.name) } };
      },
    });
    catalogueServer(makeUser(), (request) => {
      if (request.path === '/api/v1/auth/refresh')
        return {
          json: {
            success: true,
            message: 'ok',
            login: { login_access_token: 'a2', login_refresh_token: 'r2' },
          },
        };
      return tus.viaFetch(request);
    });
    const { dialog, onClose } = await openDialog();
    await user.upload(within(dialog).getByLabelText('Choose audio or video files'), [wav('a.wav')]);
    await user.click(within(dialog).getByRole('button', { name: 'Transcribe' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(fields).toEqual([{ language: 'en', mode: '1', diarize: 'false', folder_id: '12' }]);
    expect(tus.requests.map((r) => `${r.method} ${r.authorization}`)).toEqual([
      'POST Bearer a1',
      'POST Bearer a2',
      'PATCH Bearer a2',
    ]);
  });

  it('stays open and shows each failure when some uploads fail; the server message or the fallback text', async () => {
    const user = userEvent.setup();
    const tus = fakeTus({
      finish: (upload) =>
        upload.name === 'good.wav'
          ? { status: 200, body: { success: true, message: 'ok', data: makeAudioItem(40, upload.name) } }
          : upload.name === 'bad.wav'
            ? {
                status: 415,
                body: {
                  success: false,
                  code: 'SOMETHING_ODD',
                  message: 'Unsupported or corrupt media file.',
                },
              }
            : { status: 400 },
    });
    catalogueServer(makeUser(), tus.viaFetch);
    const { dialog, onClose } = await openDialog();
    await user.upload(within(dialog).getByLabelText('Choose audio or video files'), [
      wav('good.wav'),
      wav('bad.wav'),
      wav('empty-answer.wav'),
    ]);
    await user.click(within(dialog).getByRole('button', { name: 'Transcribe' }));
    expect(
      await screen.findByText('Some files could not be uploaded. Please check the list for errors.'),
    ).toBeInTheDocument();
    // Each reason whole, not cut to 30 characters.
    expect(within(dialog).getByText('Error: Unsupported or corrupt media file.')).toBeInTheDocument();
    expect(within(dialog).getByText('Error: An unknown error occurred during upload.')).toBeInTheDocument();
    expect(onClose).not.toHaveBeenCalled();
    expect(within(dialog).getByRole('button', { name: 'Transcribe' })).toBeEnabled();
    // A file refused for good is not offered to continue.
    expect(Object.keys(localStorage).filter((key) => key.startsWith('tus::'))).toEqual([]);
  });

  it('says so when the upload answer has no audio id, and reads the id from Upload-Info when only it has one', async () => {
    const user = userEvent.setup();
    const tus = fakeTus({
      finish: (upload) =>
        upload.name === 'a.wav'
          ? { status: 200, body: { success: true, message: 'ok', data: {} } }
          : { status: 200, headers: { 'Upload-Info': 'audio_id=55' } },
    });
    const calls = catalogueServer(makeUser(), (request) =>
      request.path === '/api/v1/audio/55'
        ? { json: { success: true, data: makeAudioItem(55, 'b.wav') } }
        : tus.viaFetch(request),
    );
    const { dialog } = await openDialog();
    await user.upload(within(dialog).getByLabelText('Choose audio or video files'), [
      wav('a.wav'),
      wav('b.wav'),
    ]);
    await user.click(within(dialog).getByRole('button', { name: 'Transcribe' }));
    expect(await within(dialog).findByText(/^Error: Upload succeeded but did not/)).toBeInTheDocument();
    await waitFor(() =>
      expect(calls.some((c) => c.method === 'POST' && c.path === '/api/v1/audio/transcript/55')).toBe(true),
    );
  });

  it('offers this user’s unfinished uploads with the server’s percent, continues the same file from there, and forgets one on request', async () => {
    const user = userEvent.setup();
    const tus = fakeTus({
      finish: (upload) => ({
        status: 200,
        body: { success: true, message: 'ok', data: makeAudioItem(60, upload.name) },
      }),
    });
    const origin = window.location.origin;
    const stored = (fingerprint: string, id: string, name: string, size: number) =>
      localStorage.setItem(
        `tus::${fingerprint}::1`,
        JSON.stringify({
          size,
          metadata: { filename: name, filetype: 'audio/wav', language: 'en', mode: '1', diarize: 'false' },
          creationTime: new Date().toString(),
          uploadUrl: `${origin}/api/v1/uploads/${id}`,
        }),
      );
    tus.seed({ id: 'p1', name: 'talk.wav', size: 1000, offset: 600 });
    tus.seed({ id: 'p2', name: 'other.wav', size: 1000, offset: 100 });
    tus.seed({ id: 'p4', name: 'whole.wav', size: 1000, offset: 1000 }); // finished, its last answer lost
    stored('transcribe-u7-1000-1-talk.wav', 'p1', 'talk.wav', 1000);
    stored('transcribe-u7-1000-1-whole.wav', 'p4', 'whole.wav', 1000);
    stored('transcribe-u7-1000-1-other.wav', 'p2', 'other.wav', 1000);
    stored('transcribe-u7-1000-1-expired.wav', 'gone', 'expired.wav', 1000); // the server no longer has it
    stored('transcribe-u8-1000-1-theirs.wav', 'p3', 'theirs.wav', 1000); // another account in this browser
    catalogueServer(makeUser(), tus.viaFetch);
    const { dialog, onClose } = await openDialog();
    const offered = await within(dialog).findByRole('region', { name: 'Unfinished uploads' });
    expect(await within(offered).findByText('Unfinished upload: talk.wav (60%)')).toBeInTheDocument();
    expect(within(offered).getByText('Unfinished upload: other.wav (10%)')).toBeInTheDocument();
    expect(within(offered).getAllByRole('listitem')).toHaveLength(2);
    expect(offered).toHaveTextContent('the browser cannot reopen the file by itself');
    expect(localStorage.getItem('tus::transcribe-u7-1000-1-expired.wav::1')).toBeNull();
    expect(localStorage.getItem('tus::transcribe-u7-1000-1-whole.wav::1')).toBeNull();
    expect(localStorage.getItem('tus::transcribe-u8-1000-1-theirs.wav::1')).not.toBeNull();

    // Forget: ends it on the server and in this browser.
    await user.click(
      within(offered).getByRole('button', { name: 'Forget the unfinished upload of other.wav' }),
    );
    expect(within(offered).queryByText(/other\.wav/)).not.toBeInTheDocument();
    await waitFor(() => expect(tus.uploads.has('p2')).toBe(false));
    expect(localStorage.getItem('tus::transcribe-u7-1000-1-other.wav::1')).toBeNull();

    // The same file again (name, size, last-modified): it continues from 60%, not 0.
    await user.upload(within(dialog).getByLabelText('Choose audio or video files'), [wav('talk.wav')]);
    expect(within(dialog).queryByRole('region', { name: 'Unfinished uploads' })).not.toBeInTheDocument();
    const list = within(dialog).getByRole('list', { name: 'Files to upload' });
    expect(within(list).getByText('Continues from 60%')).toBeInTheDocument();
    tus.requests.length = 0;
    await user.click(within(dialog).getByRole('button', { name: 'Transcribe' }));
    const progress = await within(dialog).findByRole('progressbar', { name: 'Uploading talk.wav' });
    expect(Number(progress.getAttribute('aria-valuenow'))).toBeGreaterThanOrEqual(60);
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(tus.requests.map((r) => `${r.method} ${r.id} ${r.offset}`)).toEqual([
      'HEAD p1 null',
      'PATCH p1 600',
    ]);
    expect(localStorage.getItem('tus::transcribe-u7-1000-1-talk.wav::1')).toBeNull();
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
