import type { TSharedTranscript } from '@transcribe/contract';
import { useTranslation } from 'react-i18next';
import { sharedAudioUrl } from '@/api/share-links/shared-audio';
import { AudioPlayer } from '@/components/audio-player';
import { formatDate, formatTimestamp } from '@/lib/format';
import { useMediaPlayer } from '@/lib/player/use-media-player';
import { PublicLinkExports } from './public-link-exports';
import { PublicLinkSegments } from './public-link-segments';

/** An open link: its file name and what it holds, the text playing along with the audio, the downloads. */
export function PublicLinkView({ token, shared }: { token: string; shared: TSharedTranscript }) {
  const { t, i18n } = useTranslation();
  const player = useMediaPlayer(sharedAudioUrl(token));
  // A clip's audio starts at the clip's start: the text's times are the recording's.
  const offset = shared.share_start;
  const facts = [
    shared.share_is_clip
      ? t('shared.clip', {
          start: formatTimestamp(shared.share_start),
          end: formatTimestamp(shared.share_end),
        })
      : null,
    t('transcript.speakers', { count: shared.share_num_speakers }),
    shared.share_expires_at
      ? t('shared.expires', { date: formatDate(shared.share_expires_at, i18n.language) })
      : null,
  ];
  const segments = shared.share_transcript_data.reduce(
    (n, b) => n + b.audio_transcript_data_segment.length,
    0,
  );

  return (
    <div className="flex flex-col gap-6">
      <header className="flex flex-col gap-2">
        <p className="text-sm text-muted">{t('shared.readOnly')}</p>
        <h1 className="text-2xl font-semibold tracking-tight break-words text-fg">
          {shared.share_audio_name}
        </h1>
        <p className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-muted">
          {facts.filter(Boolean).map((fact) => (
            <span key={fact}>{fact}</span>
          ))}
        </p>
      </header>
      {shared.share_allow_export ? <PublicLinkExports token={token} name={shared.share_audio_name} /> : null}
      <section aria-label={t('transcript.title')}>
        {segments === 0 ? (
          <p className="text-muted">{t('transcript.noSegments')}</p>
        ) : (
          <PublicLinkSegments
            blocks={shared.share_transcript_data}
            time={player.time}
            offset={offset}
            playing={player.state.playing}
            onSeek={(time) => player.playFrom(Math.max(0, time - offset))}
          />
        )}
      </section>
      <AudioPlayer player={player} offset={offset} />
    </div>
  );
}
