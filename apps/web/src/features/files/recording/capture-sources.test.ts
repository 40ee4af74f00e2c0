import { beforeEach, describe, expect, it, vi } from 'vitest';
import {
  CaptureError,
  canShareDisplay,
  MICROPHONE_CHANNEL,
  mixIntoChannels,
  openCapture,
  SHARED_CHANNEL,
} from './capture-sources';

/** A track that can be ended as the browser ends it (the "Stop sharing" bar): `ended` fires. */
class FakeTrack extends EventTarget {
  stopped = false;
  constructor(readonly kind: 'audio' | 'video') {
    super();
  }
  stop() {
    this.stopped = true;
  }
  endByBrowser() {
    this.dispatchEvent(new Event('ended'));
  }
}

class FakeStream {
  constructor(readonly tracks: FakeTrack[]) {}
  getTracks = () => this.tracks;
  getAudioTracks = () => this.tracks.filter((t) => t.kind === 'audio');
  getVideoTracks = () => this.tracks.filter((t) => t.kind === 'video');
}

const asStream = (stream: FakeStream) => stream as unknown as MediaStream;

/** Records which stream goes into which input of the channel merger. */
function fakeContext() {
  const wiring: Array<{ stream: MediaStream; input: number }> = [];
  const destination = { channelCount: 0, stream: asStream(new FakeStream([new FakeTrack('audio')])) };
  const merger = { connect: vi.fn() };
  const context = {
    resume: vi.fn(async () => undefined),
    createChannelMerger: vi.fn(() => merger),
    createMediaStreamDestination: () => destination,
    createMediaStreamSource: (stream: MediaStream) => ({
      connect: (target: unknown, _output: number, input: number) => {
        expect(target).toBe(merger);
        wiring.push({ stream, input });
      },
    }),
  };
  return { context: context as unknown as AudioContext, wiring, merger, destination };
}

function fakeDevices(
  display: FakeStream | Error,
  mic: FakeStream | Error = new FakeStream([new FakeTrack('audio')]),
) {
  const answer = (value: FakeStream | Error) => async () => {
    if (!(value instanceof FakeStream)) throw value;
    return asStream(value);
  };
  return {
    getDisplayMedia: vi.fn(answer(display)),
    getUserMedia: vi.fn(answer(mic)),
  } as unknown as MediaDevices;
}

const problemOf = (promise: Promise<unknown>) =>
  promise.then(
    () => 'none',
    (error: unknown) => (error instanceof CaptureError ? error.problem : String(error)),
  );

describe('capture sources', () => {
  beforeEach(() => {
    vi.stubGlobal('MediaStream', FakeStream);
  });

  it('mixes each input onto its own channel: the microphone left ("Me"), the shared tab right ("Them")', async () => {
    const tabAudio = new FakeTrack('audio');
    const tabVideo = new FakeTrack('video');
    const mic = new FakeStream([new FakeTrack('audio')]);
    const { context, wiring, merger, destination } = fakeContext();
    const capture = await openCapture(
      'tab-and-microphone',
      context,
      vi.fn(),
      fakeDevices(new FakeStream([tabVideo, tabAudio]), mic),
    );
    expect(MICROPHONE_CHANNEL).toBe(0);
    expect(SHARED_CHANNEL).toBe(1);
    expect(context.createChannelMerger).toHaveBeenCalledWith(2);
    expect(wiring).toHaveLength(2);
    expect(wiring.find((w) => w.input === MICROPHONE_CHANNEL)?.stream).toBe(mic);
    expect(wiring.find((w) => w.input === SHARED_CHANNEL)?.stream.getTracks()).toEqual([tabAudio]);
    expect(merger.connect).toHaveBeenCalledWith(destination);
    expect(destination.channelCount).toBe(2);
    expect(capture.stream).toBe(destination.stream);
    // Only the sound is kept: the share's video stops at once.
    expect(tabVideo.stopped).toBe(true);
    expect(tabAudio.stopped).toBe(false);
    capture.close();
    expect(tabAudio.stopped && mic.tracks.every((t) => t.stopped)).toBe(true);
  });

  it('mixIntoChannels puts input i on channel i', () => {
    const { context, wiring } = fakeContext();
    const [a, b] = [asStream(new FakeStream([])), asStream(new FakeStream([]))];
    mixIntoChannels(context, [a, b]);
    expect(wiring).toEqual([
      { stream: a, input: 0 },
      { stream: b, input: 1 },
    ]);
  });

  it('records a tab alone as it comes, with no mixing and no microphone', async () => {
    const tabAudio = new FakeTrack('audio');
    const devices = fakeDevices(new FakeStream([new FakeTrack('video'), tabAudio]));
    const { context, wiring } = fakeContext();
    const capture = await openCapture('tab', context, vi.fn(), devices);
    expect(capture.stream.getTracks()).toEqual([tabAudio]);
    expect(wiring).toEqual([]);
    expect(devices.getUserMedia).not.toHaveBeenCalled();
  });

  it('refuses a share without sound ("Share tab audio" unticked), stopping it, before asking for the microphone', async () => {
    const video = new FakeTrack('video');
    const devices = fakeDevices(new FakeStream([video]));
    expect(await problemOf(openCapture('tab-and-microphone', fakeContext().context, vi.fn(), devices))).toBe(
      'noSharedAudio',
    );
    expect(video.stopped).toBe(true);
    expect(devices.getUserMedia).not.toHaveBeenCalled();
  });

  it('tells a cancelled share from a refused microphone, and stops the share when the microphone is refused', async () => {
    const refused = new DOMException('no', 'NotAllowedError');
    expect(await problemOf(openCapture('tab', fakeContext().context, vi.fn(), fakeDevices(refused)))).toBe(
      'cancelled',
    );
    const tabAudio = new FakeTrack('audio');
    const devices = fakeDevices(new FakeStream([tabAudio]), refused);
    expect(await problemOf(openCapture('tab-and-microphone', fakeContext().context, vi.fn(), devices))).toBe(
      'denied',
    );
    expect(tabAudio.stopped).toBe(true);
    expect(
      await problemOf(
        openCapture('microphone', fakeContext().context, vi.fn(), fakeDevices(refused, new Error('gone'))),
      ),
    ).toBe('failed');
  });

  it('tells when the user stops sharing from the browser’s bar', async () => {
    const tabAudio = new FakeTrack('audio');
    const ended = vi.fn();
    await openCapture(
      'tab-and-microphone',
      fakeContext().context,
      ended,
      fakeDevices(new FakeStream([tabAudio])),
    );
    expect(ended).not.toHaveBeenCalled();
    tabAudio.endByBrowser();
    expect(ended).toHaveBeenCalledTimes(1);
  });

  it('offers sharing only where the browser has getDisplayMedia', () => {
    expect(canShareDisplay({ getUserMedia: vi.fn() } as unknown as MediaDevices)).toBe(false);
    expect(canShareDisplay(fakeDevices(new FakeStream([])))).toBe(true);
  });
});
