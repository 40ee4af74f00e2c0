import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  type Capture,
  CaptureError,
  type CaptureProblem,
  type CaptureSource,
  openCapture,
} from '../recording/capture-sources';
import { recordingName } from '../recording/recording-name';
import { RecordingSession } from '../recording/recording-session';
import type { RecordingOptions } from '../recording/recording-store';

/** `ended`: the user stopped sharing the tab or screen; what was recorded can still be sent. */
export type RecorderState = 'starting' | 'recording' | 'paused' | 'stopped' | 'ended' | CaptureProblem;

/** The states Re-record starts afresh from, opening the source again (a new share). */
const REOPENED: readonly RecorderState[] = ['ended', 'cancelled', 'noSharedAudio', 'failed'];

/** How often the microphone's audio is stored and sent: a crash loses at most this much. */
const CHUNK_MS = 1000;

interface RecorderSetup {
  /** What is recorded: changing it starts a new recording from the new source. */
  source: CaptureSource;
  userId: number | undefined;
  folderId: number | null;
  /** The upload's fields and the transcription to start, once known (the upload starts with them). */
  options: () => RecordingOptions | undefined;
}

/**
 * The microphone, a shared tab or screen, or both (see capture-sources.ts): starts recording when `enabled`, pause/resume, re-record, stop, and a live analyser for
 * the waveform. Each second of audio is stored in IndexedDB and sent to the server as it is recorded (see
 * RecordingSession), so nothing grows in memory and a reload loses at most a second. Closing (unmount)
 * discards the recording; `stop` hands it over to be sent.
 */
export function useRecorder(enabled: boolean, setup: RecorderSetup) {
  // Read when a recording begins (its name), without restarting the recorder when the language changes.
  const language = useRef(useTranslation().i18n);
  const [state, setState] = useState<RecorderState>('starting');
  const [seconds, setSeconds] = useState(0);
  const [analyser, setAnalyser] = useState<AnalyserNode | undefined>();
  const [uploadId, setUploadId] = useState<string | undefined>();
  // Re-record after a share ended or failed opens the source again.
  const [attempt, setAttempt] = useState(0);
  const stateRef = useRef(state);
  stateRef.current = state;
  const { source } = setup;
  const recorder = useRef<MediaRecorder | undefined>(undefined);
  const session = useRef<RecordingSession | undefined>(undefined);
  const secondsRef = useRef(0);
  const setupRef = useRef(setup);
  setupRef.current = setup;

  const record = useCallback((stream: MediaStream) => {
    const mediaRecorder = new MediaRecorder(stream);
    const { userId, folderId } = setupRef.current;
    const mimeType = mediaRecorder.mimeType || 'audio/webm';
    const current =
      userId === undefined
        ? undefined
        : RecordingSession.begin({
            userId,
            folderId,
            mimeType,
            fileName: recordingName(mimeType, new Date(), language.current.t, language.current.language),
          });
    mediaRecorder.ondataavailable = (event) =>
      current?.add(event.data, secondsRef.current, setupRef.current.options(), setUploadId);
    recorder.current = mediaRecorder;
    session.current = current;
    setUploadId(undefined);
    mediaRecorder.start(CHUNK_MS);
  }, []);

  useEffect(() => {
    // `attempt` counts Re-records that open the source again.
    if (!enabled || attempt < 0) return;
    let capture: Capture | undefined;
    let cancelled = false;
    const context = new AudioContext();
    // The user stopped sharing: the recording stops, and is kept for Stop & Transcribe or Re-record.
    const shareEnded = () => {
      if (cancelled) return;
      if (recorder.current?.state !== 'inactive') recorder.current?.stop();
      capture?.close(); // the microphone too
      setState('ended');
    };
    setState('starting');
    openCapture(source, context, shareEnded)
      .then((opened) => {
        capture = opened;
        if (cancelled) return opened.close();
        const node = context.createAnalyser();
        node.fftSize = 2048;
        context.createMediaStreamSource(opened.stream).connect(node);
        setAnalyser(node);
        record(opened.stream);
        setState('recording');
      })
      .catch((error: unknown) => {
        if (!cancelled) setState(error instanceof CaptureError ? error.problem : 'failed');
      });
    return () => {
      cancelled = true;
      if (recorder.current?.state !== 'inactive') recorder.current?.stop();
      recorder.current = undefined;
      capture?.close();
      void context.close();
      // Closed without Stop: the recording is not wanted (a reload, which unmounts nothing, keeps it).
      void session.current?.discard();
      session.current = undefined;
      secondsRef.current = 0;
      setSeconds(0);
    };
  }, [enabled, record, source, attempt]);

  useEffect(() => {
    if (state !== 'recording') return;
    const timer = setInterval(() => setSeconds((value) => (secondsRef.current = value + 1)), 1000);
    return () => clearInterval(timer);
  }, [state]);

  const pause = useCallback(() => {
    recorder.current?.pause();
    setState('paused');
  }, []);
  const resume = useCallback(() => {
    recorder.current?.resume();
    setState('recording');
  }, []);
  const rerecord = useCallback(() => {
    const current = recorder.current;
    if (!current || REOPENED.includes(stateRef.current)) return setAttempt((n) => n + 1);
    // The old recorder's last chunk arrives after stop(); it goes to the discarded session, not the new one.
    if (current.state !== 'inactive') current.stop();
    void session.current?.discard();
    secondsRef.current = 0;
    setSeconds(0);
    record(current.stream);
    setState('recording');
  }, [record]);

  /** Stops and resolves to the recording to send (undefined when nothing was captured). */
  const stop = useCallback(
    () =>
      new Promise<RecordingSession | undefined>((resolve) => {
        const current = recorder.current;
        const recorded = session.current;
        session.current = undefined; // handed over: unmounting no longer discards it
        const finish = () => {
          if (recorded?.hasAudio) return resolve(recorded);
          void recorded?.discard();
          resolve(undefined);
        };
        setState('stopped');
        if (!current || current.state === 'inactive') return finish();
        // The last chunk's dataavailable comes before stop.
        current.addEventListener('stop', finish, { once: true });
        current.stop();
      }),
    [],
  );

  return { state, seconds, analyser, uploadId, pause, resume, rerecord, stop };
}
