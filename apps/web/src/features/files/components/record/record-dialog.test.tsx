import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { useSession } from '@/lib/session/session-context';
import { storeTokens } from '@/lib/tokens';
import { fail, fakeApi, makeUser } from '@/test/fake-api';
import { renderApp } from '@/test/render';
import RecordDialog from './record-dialog';

/** MediaRecorder stand-in that captures nothing: stopping yields an empty recording. */
class SilentRecorder extends EventTarget {
  state: 'inactive' | 'recording' | 'paused' = 'inactive';
  mimeType = 'audio/webm';
  ondataavailable: ((event: { data: Blob }) => void) | null = null;
  constructor(readonly stream: MediaStream) {
    super();
  }
  start() {
    this.state = 'recording';
  }
  pause() {
    this.state = 'paused';
  }
  resume() {
    this.state = 'recording';
  }
  stop() {
    this.state = 'inactive';
    setTimeout(() => this.dispatchEvent(new Event('stop')), 0);
  }
}

function fakeMicrophone() {
  const track = { stop: vi.fn() };
  const stream = { getTracks: () => [track] } as unknown as MediaStream;
  vi.stubGlobal('navigator', { ...navigator, mediaDevices: { getUserMedia: vi.fn(async () => stream) } });
  vi.stubGlobal('MediaRecorder', SilentRecorder);
  vi.stubGlobal(
    'AudioContext',
    class {
      createAnalyser = () => ({ fftSize: 0, getByteTimeDomainData: () => undefined });
      createMediaStreamSource = () => ({ connect: () => undefined });
      close = async () => undefined;
    },
  );
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(null);
  return track;
}

function SignedIn({ onClose }: { onClose: () => void }) {
  return useSession().user ? <RecordDialog folderId={null} onClose={onClose} /> : null;
}

describe('record dialog', () => {
  it('records at once, pauses, and says "No audio recorded." when nothing was captured, uploading nothing', async () => {
    const user = userEvent.setup();
    const track = fakeMicrophone();
    storeTokens({ login_access_token: 'a1', login_refresh_token: 'r1' });
    const calls = fakeApi(({ path }) => {
      if (path === '/api/v1/auth/authenticated')
        return { json: { success: true, message: 'ok', data: { authenticated: true, user_id: 7 } } };
      if (path === '/api/v1/user/me') return { json: { success: true, data: makeUser() } };
      if (path.endsWith('/transcript/model'))
        return {
          json: {
            success: true,
            data: [
              {
                audio_transcript_model_id: 1,
                audio_transcript_model_name: 'Fast',
                audio_transcript_model_short_name: 'fast',
                audio_transcript_model_icon: null,
                audio_transcript_model_description: '',
                audio_transcript_model_path: null,
                audio_transcript_model_languages: ['en'],
              },
            ],
          },
        };
      if (path.endsWith('/transcript/language'))
        return {
          json: {
            success: true,
            data: [
              {
                audio_transcript_language_id: 1,
                audio_transcript_language_name: 'English',
                audio_transcript_language_iso_code: 'en',
                audio_transcript_language_icon: null,
              },
            ],
          },
        };
      return fail(404, 'NOT_FOUND', 'nope');
    });
    const view = renderApp(<SignedIn onClose={vi.fn()} />);
    const dialog = await screen.findByRole('dialog', { name: 'Record audio' });
    expect(await within(dialog).findByText('Recording')).toBeInTheDocument();
    expect(within(dialog).getByText('00:00')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Pause' }));
    expect(within(dialog).getByText('Paused')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Resume' }));
    await within(dialog).findByRole('option', { name: 'English' });
    await user.click(within(dialog).getByRole('button', { name: 'Stop & Transcribe' }));
    expect(await screen.findByText('No audio recorded.')).toBeInTheDocument();
    expect(within(dialog).getByText('Stopped')).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
    view.unmount();
    expect(track.stop).toHaveBeenCalled();
  });

  it('offers every language a mode transcribes, not only the first mode’s', async () => {
    fakeMicrophone();
    storeTokens({ login_access_token: 'a1', login_refresh_token: 'r1' });
    const mode = (id: number, languages: string[], rank: number) => ({
      audio_transcript_model_id: id,
      audio_transcript_model_name: `Mode ${id}`,
      audio_transcript_model_short_name: `mode-${id}`,
      audio_transcript_model_icon: null,
      audio_transcript_model_description: '',
      audio_transcript_model_path: null,
      audio_transcript_model_languages: languages,
      audio_transcript_model_accuracy: { rank, word_error_percent: null, source: 'unknown' },
    });
    const language = (id: number, name: string, iso: string) => ({
      audio_transcript_language_id: id,
      audio_transcript_language_name: name,
      audio_transcript_language_iso_code: iso,
      audio_transcript_language_icon: null,
    });
    fakeApi(({ path }) => {
      if (path === '/api/v1/auth/authenticated')
        return { json: { success: true, message: 'ok', data: { authenticated: true, user_id: 7 } } };
      if (path === '/api/v1/user/me') return { json: { success: true, data: makeUser() } };
      if (path.endsWith('/transcript/model'))
        return { json: { success: true, data: [mode(1, ['en'], 1), mode(101, ['en', 'de'], 3)] } };
      if (path.endsWith('/transcript/language'))
        return {
          json: {
            success: true,
            data: [language(1, 'English', 'en'), language(2, 'German', 'de'), language(3, 'Welsh', 'cy')],
          },
        };
      return fail(404, 'NOT_FOUND', 'nope');
    });
    renderApp(<SignedIn onClose={vi.fn()} />);
    const dialog = await screen.findByRole('dialog', { name: 'Record audio' });
    expect(await within(dialog).findByRole('option', { name: 'German' })).toBeInTheDocument();
    expect(
      within(dialog)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['English', 'German']);
  });
});
