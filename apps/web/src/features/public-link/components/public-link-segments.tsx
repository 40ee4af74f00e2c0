import type { TSegment, TSpeakerBlock } from '@transcribe/contract';
import { memo, useMemo } from 'react';
import { PlaybackSegmentList } from '@/components/segments/playback-segment-list';
import { SegmentRow } from '@/components/segments/segment-row';
import { SegmentWords } from '@/components/segments/segment-words';
import type { TimeStore } from '@/lib/player/time-store';
import { timelineOf } from '@/lib/timeline';

interface Props {
  blocks: TSpeakerBlock[];
  /** The audio's position; the recording's time is that plus `offset` (a clip's audio starts at its start). */
  time: TimeStore;
  offset: number;
  playing: boolean;
  /** Plays from a time of the recording. */
  onSeek: (time: number) => void;
}

/** The shared text, read-only: speakers, segments, the playing segment and word marked and kept in view. */
export function PublicLinkSegments({ blocks, time, offset, playing, onSeek }: Props) {
  const timeline = useMemo(() => timelineOf(blocks), [blocks]);
  return (
    <PlaybackSegmentList
      blocks={blocks}
      timeline={timeline}
      time={time}
      offset={offset}
      follow={playing}
      renderSpeaker={(name) => <h2 className="pt-5 pb-1 text-sm font-semibold text-accent-text">{name}</h2>}
      renderSegment={(segment, activeWord) => (
        <PublicLinkSegment segment={segment} activeWord={activeWord} onSeek={onSeek} />
      )}
    />
  );
}

/** One segment: its start (a button that plays from there) and its words, the playing one marked. */
const PublicLinkSegment = memo(function PublicLinkSegment({
  segment,
  activeWord,
  onSeek,
}: {
  segment: TSegment;
  activeWord: number | undefined;
  onSeek: (time: number) => void;
}) {
  return (
    <SegmentRow segment={segment} active={activeWord !== undefined} onSeek={onSeek}>
      <SegmentWords segment={segment} activeWord={activeWord} className="min-w-0 flex-1" />
    </SegmentRow>
  );
});
