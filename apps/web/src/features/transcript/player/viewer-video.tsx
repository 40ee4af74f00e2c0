import type { TAudioVideo, TSpeakerBlock } from '@transcribe/contract';
import { useMemo } from 'react';
import { posterUrl } from '@/api/audio/poster-url';
import { VideoSection } from '@/components/video/video-section';
import { cuesOf } from '@/lib/player/captions';
import { getAccessToken } from '@/lib/tokens';
import type { PlayerControls } from './use-audio-player';

/**
 * A video file's picture above the transcript, the width of the text's column: from md up it stays in view
 * under the header while the text scrolls (the picture itself is at most 40% of the window high). Nothing for
 * a sound-only file.
 */
export function ViewerVideo({
  audioId,
  video,
  player,
  blocks,
  showSpeaker,
}: {
  audioId: number;
  video: TAudioVideo | null | undefined;
  player: PlayerControls;
  blocks: TSpeakerBlock[];
  showSpeaker: boolean;
}) {
  const cues = useMemo(() => cuesOf(blocks), [blocks]);
  if (!video) return null;
  return (
    <VideoSection
      className="bg-bg py-1 md:sticky md:top-16 md:z-20"
      player={player}
      video={video}
      poster={video.poster ? posterUrl(audioId, getAccessToken()) : ''}
      cues={cues}
      showSpeaker={showSpeaker}
    />
  );
}
