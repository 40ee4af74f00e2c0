import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { recordingOptions } from '@/features/files/hooks/use-send-recording';
import { useSession } from '@/lib/session/session-context';
import { storeTokens } from '@/lib/tokens';
import { fail, fakeApi, makeUser } from '@/test/fake-api';
import { renderApp } from '@/test/render';
import RecordDialog from './record-dialog';

/** MediaRecorder stand-in that captures nothing; the last one made is `Recorder.last`. */
class Recorder extends EventTarget {
  static last: Recorder | undefined;
  state: 'inactive' | 'recording' | 'paused' = 'inactive';
  mimeType = 'audio/webm';
  ondataavailable: ((event: { data: Blob }) => void) | null = null;
  constructor(readonly stream: MediaStream) {
    super();
    Recorder.last = this;
  }
  start() {
    this.state = 'recording';
  }
  stop() {
    this.state = 'inactive';
    setTimeout(() => this.dispatchEvent(new Event('stop')), 0);
  }
}

/** A shared tab's track: the browser ends it when the user stops sharing. */
class Track extends EventTarget {
  constructor(readonly kind: 'audio' | 'video') {
    super();
  }
  stop = vi.fn();
}

const stream = (tracks: Track[]) =>
  ({
    getTracks: () => tracks,
    getAudioTracks: () => tracks.filter((t) => t.kind === 'audio'),
    getVideoTracks: () => tracks.filter((t) => t.kind === 'video'),
  }) as unknown as MediaStream;

/** A browser that can share a tab: each getDisplayMedia answers with the next of `shares`. */
function fakeBrowser(shares: Track[][]) {
  const getDisplayMedia = vi.fn(async () => stream(shares.shift() ?? []));
  const getUserMedia = vi.fn(async () => stream([new Track('audio')]));
  vi.stubGlobal('navigator', { ...navigator, mediaDevices: { getUserMedia, getDisplayMedia } });
  vi.stubGlobal('MediaRecorder', Recorder);
  vi.stubGlobal(
    'MediaStream',
    class {
      constructor(readonly tracks: Track[]) {}
      getTracks = () => this.tracks;
    },
  );
  vi.stubGlobal(
    'AudioContext',
    class {
      createAnalyser = () => ({ fftSize: 0, getByteTimeDomainData: () => undefined });
      createMediaStreamSource = () => ({ connect: () => undefined });
      close = async () => undefined;
    },
  );
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(null);
  return { getDisplayMedia, getUserMedia };
}

function signIn() {
  storeTokens({ login_access_token: 'a1', login_refresh_token: 'r1' });
  fakeApi(({ path }) => {
    if (path === '/api/v1/auth/authenticated')
      return { json: { success: true, message: 'ok', data: { authenticated: true, user_id: 7 } } };
    if (path === '/api/v1/user/me') return { json: { success: true, data: makeUser() } };
    if (path.endsWith('/transcript/model') || path.endsWith('/transcript/language'))
      return { json: { success: true, data: [] } };
    return fail(404, 'NOT_FOUND', 'nope');
  });
}

function SignedIn() {
  return useSession().user ? <RecordDialog folderId={null} onClose={vi.fn()} /> : null;
}

describe('record source picker', () => {
  it('offers a tab, says what browsers share, refuses a share without sound, and stops when sharing ends', async () => {
    const user = userEvent.setup();
    const tabAudio = new Track('audio');
    const silentShare = [new Track('video')];
    const browser = fakeBrowser([silentShare, [new Track('video'), tabAudio]]);
    signIn();
    renderApp(<SignedIn />);
    const dialog = await screen.findByRole('dialog', { name: 'Record audio' });
    // The microphone first, at once.
    expect(await within(dialog).findByText('Recording')).toBeInTheDocument();
    const picker = within(dialog).getByRole('group', { name: 'Record from' });
    expect(within(picker).getByRole('radio', { name: 'Microphone' })).toBeChecked();
    expect(picker).toHaveTextContent('Firefox and Safari share no sound.');

    // "Share tab audio" left unticked: the share has no sound, and nothing is recorded from it.
    await user.click(within(picker).getByRole('radio', { name: 'Tab or screen only' }));
    expect(await within(dialog).findByText(/The shared tab or screen has no sound/)).toBeInTheDocument();
    expect(silentShare[0]?.stop).toHaveBeenCalled();
    expect(within(dialog).getByRole('button', { name: 'Stop & Transcribe' })).toBeDisabled();

    // Shared again, with sound: recording; then the user stops sharing from the browser's bar.
    await user.click(within(dialog).getByRole('button', { name: 'Re-record' }));
    expect(await within(dialog).findByText('Recording')).toBeInTheDocument();
    expect(browser.getDisplayMedia).toHaveBeenCalledTimes(2);
    expect(browser.getUserMedia).toHaveBeenCalledTimes(1); // the tab alone: no microphone
    const recorder = Recorder.last;
    expect(recorder?.state).toBe('recording');
    tabAudio.dispatchEvent(new Event('ended'));
    expect(
      await within(dialog).findByText(/You stopped sharing, so the recording stopped/),
    ).toBeInTheDocument();
    expect(within(dialog).getByText('Sharing stopped')).toBeInTheDocument();
    expect(recorder?.state).toBe('inactive');
  });

  it('hides the picker where the browser cannot share a tab', async () => {
    fakeBrowser([]);
    vi.stubGlobal('navigator', { ...navigator, mediaDevices: { getUserMedia: async () => stream([]) } });
    signIn();
    renderApp(<SignedIn />);
    const dialog = await screen.findByRole('dialog', { name: 'Record audio' });
    expect(await within(dialog).findByText('Recording')).toBeInTheDocument();
    expect(within(dialog).queryByRole('group', { name: 'Record from' })).toBeNull();
  });
});

describe('recording options by source', () => {
  const fields = { language: 'en', mode: 'fast', diarize: true, speakerCount: 3 };
  const request = {
    audio_transcript_language_id: 1,
    audio_transcript_num_speakers: 3,
    audio_transcript_speakers_by: 'auto' as const,
    audio_transcript_voice_profile_id: 4,
  };

  it('transcribes the microphone as one speaker', () => {
    expect(recordingOptions(fields, request).request).toMatchObject({ audio_transcript_num_speakers: 1 });
  });

  it('names the microphone’s channel and the tab’s, one speaker each', () => {
    const mixed = recordingOptions(fields, request, 'tab-and-microphone', {
      microphone: 'Ich',
      shared: 'Andere',
    });
    expect(mixed.request).toEqual({
      audio_transcript_language_id: 1,
      audio_transcript_num_speakers: 2,
      audio_transcript_speakers_by: 'channel',
      audio_transcript_channel_names: ['Ich', 'Andere'],
    });
    expect(mixed.fields).toMatchObject({ diarize: false, speakerCount: undefined });
  });

  it('tells a tab’s speakers apart by voice, however many', () => {
    expect(recordingOptions(fields, request, 'tab').request).toEqual({
      audio_transcript_language_id: 1,
      audio_transcript_num_speakers: 0,
      audio_transcript_speakers_by: 'voice',
    });
  });
});
