import { useCallback, useEffect, useRef, useState } from 'react';

type RecorderState = 'starting' | 'recording' | 'paused' | 'stopped' | 'denied' | 'failed';

/**
 * The microphone: starts recording when `enabled`, pause/resume, re-record, stop (resolving to what was
 * recorded), and a live analyser for the waveform. Everything is released on unmount.
 */
export function useRecorder(enabled: boolean) {
  const [state, setState] = useState<RecorderState>('starting');
  const [seconds, setSeconds] = useState(0);
  const [analyser, setAnalyser] = useState<AnalyserNode | undefined>();
  const recorder = useRef<MediaRecorder | undefined>(undefined);
  const chunks = useRef<Blob[]>([]);

  useEffect(() => {
    if (!enabled) return;
    let stream: MediaStream | undefined;
    let context: AudioContext | undefined;
    let cancelled = false;
    navigator.mediaDevices
      .getUserMedia({ audio: true })
      .then((media) => {
        stream = media;
        if (cancelled) return;
        context = new AudioContext();
        const node = context.createAnalyser();
        node.fftSize = 2048;
        context.createMediaStreamSource(media).connect(node);
        setAnalyser(node);
        const mediaRecorder = new MediaRecorder(media);
        mediaRecorder.ondataavailable = (event) => event.data.size > 0 && chunks.current.push(event.data);
        recorder.current = mediaRecorder;
        mediaRecorder.start(250);
        setState('recording');
      })
      .catch((error: unknown) => {
        if (cancelled) return;
        const denied =
          error instanceof DOMException && ['NotAllowedError', 'SecurityError'].includes(error.name);
        setState(denied ? 'denied' : 'failed');
      });
    return () => {
      cancelled = true;
      if (recorder.current?.state !== 'inactive') recorder.current?.stop();
      for (const track of stream?.getTracks() ?? []) track.stop();
      void context?.close();
    };
  }, [enabled]);

  useEffect(() => {
    if (state !== 'recording') return;
    const timer = setInterval(() => setSeconds((value) => value + 1), 1000);
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
    if (!current) return;
    if (current.state !== 'inactive') current.stop();
    chunks.current = [];
    // The old recorder's last chunk arrives after stop(); starting afresh on the same stream drops it.
    const fresh = new MediaRecorder(current.stream);
    fresh.ondataavailable = (event) => event.data.size > 0 && chunks.current.push(event.data);
    recorder.current = fresh;
    fresh.start(250);
    setSeconds(0);
    setState('recording');
  }, []);

  /** Stops and resolves to the recording (empty when nothing was captured). */
  const stop = useCallback(
    () =>
      new Promise<Blob>((resolve) => {
        const current = recorder.current;
        const finish = () => resolve(new Blob(chunks.current, { type: current?.mimeType || 'audio/webm' }));
        setState('stopped');
        if (!current || current.state === 'inactive') return finish();
        current.addEventListener('stop', finish, { once: true });
        current.stop();
      }),
    [],
  );

  return { state, seconds, analyser, pause, resume, rerecord, stop };
}
