import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { DEFAULT_VOLUME, SKIP_SECONDS, stepSpeed } from './player-settings';
import { createTimeStore } from './time-store';

export interface PlayerState {
  playing: boolean;
  duration: number;
  volume: number;
  muted: boolean;
  rate: number;
  /** The audio could not be loaded (after `recover`, if given, found no way on). */
  failed: boolean;
}

/**
 * One media element, <audio> or <video>, playing `src` (the browser seeks with Range requests). The view
 * hands it over through `attach` (a callback ref): a video comes in a lazy chunk, after this hook's first
 * effects, so the listeners follow the element rather than reading a ref once. The position lives in a
 * store updated every frame while playing, so only what shows it redraws. On a load error `recover` may
 * arrange a new `src` (a renewed token) and answer true: playback resumes where it was; false marks it failed.
 */
export function useMediaPlayer(src: string, recover?: () => Promise<boolean>) {
  const media = useRef<HTMLMediaElement | null>(null);
  const [attached, setAttached] = useState<HTMLMediaElement | null>(null);
  const attach = useCallback((element: HTMLMediaElement | null) => {
    media.current = element;
    setAttached(element);
  }, []);
  const time = useMemo(createTimeStore, []);
  const [state, setState] = useState<PlayerState>({
    playing: false,
    duration: 0,
    volume: DEFAULT_VOLUME,
    muted: false,
    rate: 1,
    failed: !src,
  });
  const patch = useCallback((next: Partial<PlayerState>) => setState((s) => ({ ...s, ...next })), []);
  const resumeAt = useRef<number | undefined>(undefined);

  useEffect(() => {
    const element = attached;
    if (!element) return;
    element.volume = DEFAULT_VOLUME;
    // A new element (the sound's <audio> replaced by the finished video) starts paused, whatever the last did.
    patch({ playing: !element.paused });
    let frame = 0;
    const tick = () => {
      time.set(element.currentTime);
      frame = requestAnimationFrame(tick);
    };
    const onPlay = () => {
      patch({ playing: true });
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(tick);
    };
    const onPause = () => {
      cancelAnimationFrame(frame);
      time.set(element.currentTime);
      patch({ playing: false });
    };
    const onMeta = () => {
      patch({ duration: Number.isFinite(element.duration) ? element.duration : 0, failed: false });
      if (resumeAt.current !== undefined) element.currentTime = resumeAt.current;
      resumeAt.current = undefined;
    };
    const onSeek = () => time.set(element.currentTime);
    const onVolume = () => patch({ volume: element.volume, muted: element.muted });
    const onRate = () => patch({ rate: element.playbackRate });
    const onError = () => {
      resumeAt.current = element.currentTime;
      void (recover ? recover() : Promise.resolve(false)).then((resumed) => {
        if (!resumed) patch({ failed: true, playing: false });
      });
    };
    const events: [string, () => void][] = [
      ['play', onPlay],
      ['pause', onPause],
      ['ended', onPause],
      ['loadedmetadata', onMeta],
      ['durationchange', onMeta],
      ['seeked', onSeek],
      ['timeupdate', onSeek],
      ['volumechange', onVolume],
      ['ratechange', onRate],
      ['error', onError],
    ];
    for (const [name, handler] of events) element.addEventListener(name, handler);
    // The metadata may have come before the listeners did (the element is attached a render after mounting).
    if (element.readyState >= HTMLMediaElement.HAVE_METADATA) onMeta();
    return () => {
      cancelAnimationFrame(frame);
      for (const [name, handler] of events) element.removeEventListener(name, handler);
    };
  }, [attached, time, patch, recover]);

  const controls = useMemo(() => {
    const element = () => media.current;
    const seek = (to: number) => {
      const a = element();
      // Asked before the element is there (a video's chunk still loading): it starts there once loaded.
      if (!a) {
        resumeAt.current = Math.max(0, to);
        return;
      }
      const end = Number.isFinite(a.duration) ? a.duration : Number.POSITIVE_INFINITY;
      a.currentTime = Math.min(Math.max(0, to), end);
      time.set(a.currentTime);
    };
    const play = () => {
      // Browsers refuse play() without a user gesture or a source: nothing to report beyond the state.
      element()
        ?.play()
        ?.catch(() => undefined);
    };
    return {
      toggle: () => (element()?.paused === false ? element()?.pause() : play()),
      seek,
      /** Seeks and plays: clicking a segment, jumping to a word. */
      playFrom: (to: number) => {
        seek(to);
        play();
      },
      back: () => seek((element()?.currentTime ?? 0) - SKIP_SECONDS),
      forward: () => seek((element()?.currentTime ?? 0) + SKIP_SECONDS),
      setVolume: (volume: number) => {
        const a = element();
        if (!a) return;
        a.volume = volume;
        a.muted = volume === 0;
      },
      toggleMute: () => {
        const a = element();
        if (a) a.muted = !a.muted;
      },
      setRate: (rate: number) => {
        const a = element();
        if (a) a.playbackRate = rate;
      },
      changeSpeed: (direction: 1 | -1) => {
        const a = element();
        if (a) a.playbackRate = stepSpeed(a.playbackRate, direction);
      },
    };
  }, [time]);

  return { media, attach, src, time, state, ...controls };
}

/**
 * What `useMediaPlayer` gives: the element (`attach` it as the ref of one <audio> or <video>), its state
 * and the controls (`<AudioPlayer>` is their view).
 */
export type MediaPlayer = ReturnType<typeof useMediaPlayer>;
