/**
 * Where a recording's sound comes from: the microphone; a shared browser tab or screen (getDisplayMedia)
 * mixed with the microphone, each on its own channel; or the shared tab or screen alone. What this returns
 * is one MediaStream for the one MediaRecorder path, so the live draft, the IndexedDB chunks, recovery after
 * a reload and the tus upload are the same for every source.
 */
export type CaptureSource = 'microphone' | 'tab-and-microphone' | 'tab';

export const CAPTURE_SOURCES: readonly CaptureSource[] = ['microphone', 'tab-and-microphone', 'tab'];

/**
 * The channels of a "Tab or screen + microphone" recording, left then right: the order the server's channel
 * pipeline reads them in and names them (audio_transcript_channel_names).
 */
export const MICROPHONE_CHANNEL = 0;
export const SHARED_CHANNEL = 1;

/** Why no capture began: the microphone refused or missing, or the share cancelled or without sound. */
export type CaptureProblem = 'denied' | 'failed' | 'cancelled' | 'noSharedAudio';

export class CaptureError extends Error {
  constructor(readonly problem: CaptureProblem) {
    super(problem);
  }
}

export interface Capture {
  /** What the recorder records. */
  stream: MediaStream;
  /** Stops every track it opened (the browser's "sharing" bar goes away). */
  close(): void;
}

/** Whether this browser can share a tab or the screen at all (not on phones, nor over plain http). */
export const canShareDisplay = (devices: MediaDevices | undefined = navigator.mediaDevices) =>
  typeof devices?.getDisplayMedia === 'function';

const refused = (error: unknown) =>
  error instanceof DOMException && ['NotAllowedError', 'SecurityError'].includes(error.name);

const stopAll = (stream: MediaStream) => {
  for (const track of stream.getTracks()) track.stop();
};

async function microphone(devices: MediaDevices): Promise<MediaStream> {
  try {
    return await devices.getUserMedia({ audio: true });
  } catch (error) {
    throw new CaptureError(refused(error) ? 'denied' : 'failed');
  }
}

/**
 * The shared tab's or screen's sound. Chromium shares nothing without a video track, so video is asked for
 * and stopped at once; a share without sound (the "Share tab audio" box left unticked, or a browser that
 * shares none) is refused with `noSharedAudio`. `onEnded` is called when the user stops sharing.
 */
async function sharedAudio(devices: MediaDevices, onEnded: () => void): Promise<MediaStreamTrack> {
  let display: MediaStream;
  try {
    display = await devices.getDisplayMedia({ video: true, audio: true });
  } catch (error) {
    throw new CaptureError(refused(error) ? 'cancelled' : 'failed');
  }
  for (const track of display.getVideoTracks()) track.stop();
  const [audio] = display.getAudioTracks();
  if (!audio) {
    stopAll(display);
    throw new CaptureError('noSharedAudio');
  }
  audio.addEventListener('ended', onEnded, { once: true });
  return audio;
}

/**
 * One stream with each input on its own channel (input i on channel i), each input mixed down to mono
 * first: the microphone "Me" on the left, the shared tab "Them" on the right.
 */
export function mixIntoChannels(context: AudioContext, inputs: MediaStream[]): MediaStream {
  const merger = context.createChannelMerger(inputs.length);
  inputs.forEach((input, channel) => {
    // A merger's inputs are mono (channelCount 1, explicit): a stereo tab is mixed down, not split.
    context.createMediaStreamSource(input).connect(merger, 0, channel);
  });
  const destination = context.createMediaStreamDestination();
  destination.channelCount = inputs.length;
  merger.connect(destination);
  return destination.stream;
}

/**
 * Opens `source`: asks for the share first (the browser wants it straight after the click), then the
 * microphone. `context` mixes the two; `onShareEnded` learns that the user stopped sharing.
 */
export async function openCapture(
  source: CaptureSource,
  context: AudioContext,
  onShareEnded: () => void,
  devices: MediaDevices = navigator.mediaDevices,
): Promise<Capture> {
  if (source === 'microphone') {
    const stream = await microphone(devices);
    return { stream, close: () => stopAll(stream) };
  }
  const shared = await sharedAudio(devices, onShareEnded);
  if (source === 'tab') return { stream: new MediaStream([shared]), close: () => shared.stop() };
  let mic: MediaStream;
  try {
    mic = await microphone(devices);
  } catch (error) {
    shared.stop();
    throw error;
  }
  const inputs: MediaStream[] = [];
  inputs[MICROPHONE_CHANNEL] = mic;
  inputs[SHARED_CHANNEL] = new MediaStream([shared]);
  // Web Audio runs only in a running context; the click that opened the dialog allows it.
  void context.resume();
  return {
    stream: mixIntoChannels(context, inputs),
    close: () => {
      stopAll(mic);
      shared.stop();
    },
  };
}
