import type { TSharedTranscript } from '@transcribe/contract';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { sharedAudioUrl, sharedPosterUrl } from '@/api/share-links/shared-audio';
import { AudioPlayer } from '@/components/audio-player';
import { VideoSection } from '@/components/video/video-section';
import { formatDate, formatTimestamp } from '@/lib/format';
import { cuesOf } from '@/lib/player/captions';
import { useMediaPlayer } from '@/lib/player/use-media-player';
import { playsAsVideo } from '@/lib/player/video-playback';
import { PublicLinkExports } from './public-link-exports';
import { PublicLinkSegments } from './public-link-segments';

/**
 * An open link: its file name and what it holds, the text playing along with the audio (or the picture,
 * captioned, for a video file's whole-file link), the downloads.
 */
export function PublicLinkView({ token, shared }: { token: string; shared: TSharedTranscript }) {
  const { t, i18n } = useTranslation();
  const player = useMediaPlayer(sharedAudioUrl(token));
  // A clip's audio starts at the clip's start: the text's times are the recording's.
  const offset = shared.share_start;
  const video = shared.share_video;
  const cues = useMemo(() => cuesOf(shared.share_transcript_data), [shared.share_transcript_data]);
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
      {video ? (
        <VideoSection
          className="bg-bg py-1 md:sticky md:top-0 md:z-20"
          player={player}
          video={video}
          poster={video.poster ? sharedPosterUrl(token) : ''}
          cues={cues}
          // No display settings here: a visitor sees who speaks, as the text below says it.
          showSpeaker
          offset={offset}
        />
      ) : null}
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
      <AudioPlayer player={player} offset={offset} video={playsAsVideo(video)} />
    </div>
  );
}
