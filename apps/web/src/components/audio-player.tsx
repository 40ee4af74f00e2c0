import { Pause, Play, Volume2, VolumeX } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { formatTimestamp } from '@/lib/format';
import { isMobileUserAgent, SPEEDS } from '@/lib/player/player-settings';
import type { MediaPlayer } from '@/lib/player/use-media-player';
import { usePlayerTime } from '@/lib/player/use-player-time';

const quarter = (time: number) => Math.floor(time * 4) / 4;

/**
 * Play/pause, seek bar, elapsed and total time, volume (a mute toggle on phones) and speed; `help` ends the
 * bar (the viewer's keyboard shortcuts). `offset`: where the audio starts in the recording (a shared clip),
 * so the times shown are the recording's, as its segments say them.
 */
export function AudioPlayer({
  player,
  help,
  offset = 0,
  video = false,
}: {
  player: MediaPlayer;
  help?: React.ReactNode;
  offset?: number;
  /** A <video> elsewhere is the player's element: the bar drives it and holds no <audio> of its own. */
  video?: boolean;
}) {
  const { t } = useTranslation();
  const position = usePlayerTime(player.time, quarter);
  const mobile = isMobileUserAgent(navigator.userAgent);
  const { playing, duration, volume, muted, rate, failed } = player.state;
  const button =
    'inline-flex h-9 w-9 shrink-0 items-center justify-center rounded-full text-fg hover:bg-hover';

  return (
    <section
      aria-label={t('transcript.player.label')}
      className="sticky bottom-0 z-10 -mx-2 flex flex-wrap items-center gap-x-3 gap-y-2 rounded-t-xl border border-border bg-elevated px-3 py-2 shadow-lg"
    >
      {video ? null : (
        // biome-ignore lint/a11y/useMediaCaption: a transcript of this very audio is the page itself.
        <audio ref={player.attach} src={player.src || undefined} preload="metadata" />
      )}
      {failed ? (
        <p role="status" className="py-1 text-sm text-muted">
          {t('transcript.player.unavailable')}
        </p>
      ) : (
        <>
          <button
            type="button"
            className={
              'inline-flex h-9 w-9 shrink-0 items-center justify-center rounded-full bg-accent text-accent-fg hover:bg-accent-hover'
            }
            aria-label={playing ? t('transcript.player.pause') : t('transcript.player.play')}
            onClick={player.toggle}
          >
            {playing ? <Pause size={18} aria-hidden /> : <Play size={18} aria-hidden />}
          </button>
          <span className="text-xs text-muted tabular-nums">
            {formatTimestamp(position + offset)} / {formatTimestamp(duration + offset)}
          </span>
          <input
            type="range"
            className="min-w-32 flex-1 accent-[var(--accent)]"
            aria-label={t('transcript.player.seek')}
            aria-valuetext={formatTimestamp(position + offset)}
            min={0}
            max={duration || 0}
            step={0.25}
            value={Math.min(position, duration || 0)}
            onChange={(event) => player.seek(Number(event.target.value))}
          />
          {mobile ? (
            <button
              type="button"
              className={button}
              aria-label={muted ? t('transcript.player.unmute') : t('transcript.player.mute')}
              aria-pressed={muted}
              onClick={player.toggleMute}
            >
              {muted ? <VolumeX size={18} aria-hidden /> : <Volume2 size={18} aria-hidden />}
            </button>
          ) : (
            <label className="flex items-center gap-1 text-muted">
              <Volume2 size={16} aria-hidden />
              <span className="sr-only">{t('transcript.player.volume')}</span>
              <input
                type="range"
                className="w-20 accent-[var(--accent)]"
                min={0}
                max={1}
                step={0.05}
                value={muted ? 0 : volume}
                onChange={(event) => player.setVolume(Number(event.target.value))}
              />
            </label>
          )}
          <label className="flex items-center gap-1 text-xs text-muted">
            {t('transcript.player.speed')}
            <select
              className="rounded-md border border-border bg-surface px-1 py-1 text-fg"
              value={rate}
              onChange={(event) => player.setRate(Number(event.target.value))}
            >
              {SPEEDS.map((speed) => (
                <option key={speed} value={speed}>
                  {speed}x
                </option>
              ))}
            </select>
          </label>
          {help}
        </>
      )}
    </section>
  );
}
