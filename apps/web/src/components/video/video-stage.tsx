import type { TAudioVideo } from '@transcribe/contract';
import { useTranslation } from 'react-i18next';
import type { Cue } from '@/lib/player/captions';
import type { MediaPlayer } from '@/lib/player/use-media-player';
import { playsAsVideo } from '@/lib/player/video-playback';
import { VideoPicture } from './video-picture';

export interface VideoStageProps {
  player: MediaPlayer;
  video: TAudioVideo;
  /** The poster frame's address when the file has one; empty: none. */
  poster: string;
  cues: readonly Cue[];
  /** The speaker's name before each caption. */
  showSpeaker: boolean;
  /** Where the media starts in the recording (a shared clip). */
  offset?: number;
}

/**
 * A video file's picture, in its own chunk (loaded for video files only, so a list of recordings does not
 * pay for it): the playing picture, or while the browser cannot play it yet or at all, the poster and why.
 * The sound then plays in the bar's own <audio>.
 */
export default function VideoStage({ player, video, poster, cues, showSpeaker, offset }: VideoStageProps) {
  const { t } = useTranslation();
  const ratio = video.width && video.height ? video.width / video.height : 16 / 9;
  if (playsAsVideo(video))
    return (
      <VideoPicture
        player={player}
        poster={poster}
        ratio={ratio}
        cues={cues}
        showSpeaker={showSpeaker}
        offset={offset}
      />
    );
  return (
    <div className="flex flex-col items-center gap-2 rounded-xl border border-border bg-elevated p-3">
      {poster ? <img src={poster} alt="" className="max-h-[30vh] rounded-lg object-contain" /> : null}
      <p role="status" className="text-center text-sm text-muted">
        {video.playback === 'preparing'
          ? t('video.preparing', { progress: video.progress })
          : t('video.failed')}
      </p>
    </div>
  );
}
