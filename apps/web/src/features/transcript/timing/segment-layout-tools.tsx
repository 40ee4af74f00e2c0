import type { TSegment, TSpeakerBlock } from '@transcribe/contract';
import { Combine, Scissors } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { formatTimestamp } from '@/lib/format';
import {
  boundaryLimits,
  type Edge,
  mergeWithNext,
  moveBoundary,
  nextInTurn,
  segmentWords,
  splitSegment,
} from '../model/layout-draft';
import type { DraftChange } from '../model/transcript-draft';
import { MergeVerifiedDialog } from './merge-verified-dialog';
import { SplitDialog } from './split-dialog';
import { TimeField } from './time-field';

interface Props {
  segment: TSegment;
  /** The draft, for the neighbours a boundary may not cross. */
  blocks: TSpeakerBlock[];
  change: DraftChange;
}

/** Under a segment in edit mode: its start and end, Split… and Merge with next. */
export function SegmentLayoutTools({ segment, blocks, change }: Props) {
  const { t } = useTranslation();
  const [splitting, setSplitting] = useState(false);
  const [askingVerified, setAskingVerified] = useState(false);
  const id = segment.audio_transcript_data_segment_id;
  const next = nextInTurn(blocks, id);
  const merge = (verified: boolean) => change((draft) => mergeWithNext(draft, id, verified));
  const time = formatTimestamp(segment.audio_transcript_data_segment_start_time);
  const field = (edge: Edge) => {
    const [min, max] = boundaryLimits(blocks, id, edge);
    return (
      <TimeField
        edge={edge}
        value={
          edge === 'start'
            ? segment.audio_transcript_data_segment_start_time
            : segment.audio_transcript_data_segment_end_time
        }
        min={min}
        max={max}
        onCommit={(seconds) => change((draft) => moveBoundary(draft, id, edge, seconds))}
      />
    );
  };
  return (
    <fieldset className="flex flex-wrap items-center gap-x-3 gap-y-1">
      <legend className="sr-only">{t('transcript.layout.tools', { time })}</legend>
      {field('start')}
      {field('end')}
      <Button
        size="sm"
        variant="ghost"
        className="h-7 px-2 text-xs"
        disabled={segmentWords(segment).length < 2}
        onClick={() => setSplitting(true)}
      >
        <Scissors size={14} aria-hidden />
        {t('transcript.layout.split')}
      </Button>
      <Button
        size="sm"
        variant="ghost"
        className="h-7 px-2 text-xs"
        disabled={!next}
        onClick={() => {
          if (next?.audio_transcript_data_segment_verified === segment.audio_transcript_data_segment_verified)
            merge(segment.audio_transcript_data_segment_verified);
          else setAskingVerified(true);
        }}
      >
        <Combine size={14} aria-hidden />
        {t('transcript.layout.merge')}
      </Button>
      <MergeVerifiedDialog open={askingVerified} onOpenChange={setAskingVerified} onMerge={merge} />
      {splitting ? (
        <SplitDialog
          segment={segment}
          open={splitting}
          onOpenChange={setSplitting}
          onSplit={(index) => change((draft) => splitSegment(draft, id, index))}
        />
      ) : null}
    </fieldset>
  );
}
